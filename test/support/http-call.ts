/** One HTTP request as the route tests make it: an optional bearer token and JSON body. */
export interface HttpAnswer<B> {
  status: number;
  headers: Headers;
  /** Parsed when the answer is JSON; any other text (an HTML page) as `{ html }`. */
  body: B;
}

export interface HttpCallOptions {
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`; null or undefined sends none. */
  token?: string | null;
  headers?: Record<string, string>;
}

export async function httpCall<B>(
  baseUrl: string,
  method: string,
  path: string,
  options: HttpCallOptions = {},
): Promise<HttpAnswer<B>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  return { status: res.status, headers: res.headers, body: (isJson && text ? JSON.parse(text) : { html: text }) as B };
}
