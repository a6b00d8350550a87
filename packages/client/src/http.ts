/**
 * The typed HTTP layer: an openapi-fetch client over the generated `paths`, with the bearer each
 * operation's security scheme asks for added on the way out, and `call()`, which turns an answer
 * outside 2xx into an OnwardApiError and sends a request once more, with a new token, when the
 * service refused the token it carried (expired early, keys rotated).
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { apiErrorFrom } from './errors.js';
import type { paths } from './generated/openapi.js';
import type { TokenSource } from './tokens.js';

export type FetchFunction = (request: Request) => Promise<Response>;
export type ApiClient = Client<paths>;

/** Which token an operation takes, by its path (the document's security schemes). */
export type Scheme = 'none' | 'oauth2' | 'enrollmentBearer';

export function schemeOf(schemaPath: string): Scheme {
  // POST /Token, /Token/ClientCredentials and /Token/Refresh issue the enrollment bearer themselves.
  if (schemaPath === '/Token' || schemaPath.startsWith('/Token/')) return 'none';
  if (schemaPath.startsWith('/Enrollment/')) return 'enrollmentBearer';
  // /connect/token takes the client's credentials in its body.
  if (schemaPath === '/connect/token') return 'none';
  return 'oauth2';
}

export interface Transport {
  api: ApiClient;
  /**
   * Runs `send` and answers its data, or throws OnwardApiError. A 401 to a request that carried
   * one of this client's tokens is retried once: that token is dropped first, so the retry gets a
   * new one.
   */
  call: <R extends { data?: unknown; error?: unknown; response: Response }>(
    method: string,
    send: () => Promise<R>,
  ) => Promise<{ data: Exclude<R['data'], undefined>; response: Response }>;
}

export interface TransportOptions {
  baseUrl: string;
  fetch: FetchFunction;
  tokens: Partial<Record<Exclude<Scheme, 'none'>, TokenSource>>;
  headers?: Record<string, string>;
}

export function createTransport(options: TransportOptions): Transport {
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch,
    ...(options.headers ? { headers: options.headers } : {}),
  });
  // Which answers refused a token of ours: those requests are worth one more try.
  const refused = new WeakSet<Response>();
  const sent = new WeakMap<Request, { source: TokenSource; token: string }>();
  const auth: Middleware = {
    async onRequest({ request, schemaPath }) {
      const scheme = schemeOf(schemaPath);
      if (scheme === 'none' || request.headers.has('authorization')) return undefined;
      const source = options.tokens[scheme];
      if (source === undefined) return undefined;
      const token = await source.get();
      request.headers.set('authorization', `Bearer ${token}`);
      sent.set(request, { source, token });
      return request;
    },
    onResponse({ request, response }) {
      const used = sent.get(request);
      if (response.status === 401 && used !== undefined) {
        used.source.invalidate(used.token);
        refused.add(response);
      }
      return undefined;
    },
  };
  api.use(auth);

  return {
    api,
    async call(method, send) {
      let result = await send();
      if (refused.has(result.response)) result = await send();
      if (!result.response.ok) throw apiErrorFrom(result.response, result.error, method);
      return { data: result.data as Exclude<(typeof result)['data'], undefined>, response: result.response };
    },
  };
}
