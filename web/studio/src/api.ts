/**
 * The Studio's calls to its server (/studio/api). The session lives in an HttpOnly cookie the
 * browser sends by itself; state-changing calls add the CSRF token the sign-in answered with.
 */
import type { FlowDocument } from '../../../src/flows/document/types.js';
import type {
  FlowSummary,
  FlowVersion as SharedFlowVersion,
  PublishTarget,
  PublishedSlot,
  VersionEntry,
  VersionHistory,
} from '../../../src/flows/publication/types.js';
import type {
  FlowExample,
  SavedVersion,
  StudioSessionInfo,
  TryPath,
  TrySession,
} from '../../../src/studio/api-types.js';

// The answers' shapes are the server's own declarations (dependency-free modules), not copies.
export type SessionInfo = StudioSessionInfo;
export type { FlowExample, FlowSummary, SavedVersion, TryPath, TrySession, VersionEntry };
export type FlowVersion = SharedFlowVersion<FlowDocument>;

export type Credentials = { username: string; password: string } | { clientId: string; clientSecret: string };

/** An error answer of the API: its code and message, as docs/errors.md lists them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly details: ReadonlyArray<{ message: string; nodeId?: string }> = [],
  ) {
    super(message);
  }
}

let csrfToken: string | undefined;

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken !== undefined) headers['x-onward-csrf'] = csrfToken;
  const res = await fetch(`/studio/api${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    cache: 'no-store',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  const parsed: unknown = text === '' ? undefined : JSON.parse(text);
  if (!res.ok) {
    const err = (parsed ?? {}) as {
      code?: number;
      message?: string;
      details?: Array<{ message: string; nodeId?: string }>;
    };
    throw new ApiError(res.status, err.code ?? 0, err.message ?? `HTTP ${res.status}`, err.details ?? []);
  }
  return parsed as T;
}

const remember = (info: SessionInfo): SessionInfo => {
  csrfToken = info.csrfToken;
  return info;
};

export const api = {
  signIn: async (credentials: Credentials) => remember(await call<SessionInfo>('POST', '/session', credentials)),
  /** The current session, or undefined when signed out or expired. */
  session: async (): Promise<SessionInfo | undefined> => {
    const answer = await call<({ signedIn: true } & SessionInfo) | { signedIn: false }>('GET', '/session');
    return answer.signedIn ? remember(answer) : undefined;
  },
  signOut: async () => {
    await call<{ signedOut: boolean }>('DELETE', '/session');
    csrfToken = undefined;
  },
  examples: async () => (await call<{ examples: Array<FlowExample<FlowDocument>> }>('GET', '/examples')).examples,
  flows: async () => (await call<{ flows: FlowSummary[] }>('GET', '/flows')).flows,
  version: async (flowId: string, version: number) =>
    call<FlowVersion>('GET', `/flows/${encodeURIComponent(flowId)}/versions/${version}`),
  versions: async (flowId: string) => call<VersionHistory>('GET', `/flows/${encodeURIComponent(flowId)}/versions`),
  save: async (flowId: string, document: FlowDocument, basedOn: number) =>
    call<SavedVersion>('POST', `/flows/${encodeURIComponent(flowId)}/versions`, { document, basedOn }),
  publish: async (flowId: string, target: PublishTarget, version: number) =>
    call<PublishedSlot>('POST', `/flows/${encodeURIComponent(flowId)}/publish`, { target, version }),
  tryIt: async (flowId: string, version: number) =>
    call<TrySession>('POST', `/flows/${encodeURIComponent(flowId)}/try`, { version }),
  tryPath: async (flowId: string, sessionId: string) =>
    call<TryPath>('GET', `/flows/${encodeURIComponent(flowId)}/try/${encodeURIComponent(sessionId)}`),
};
