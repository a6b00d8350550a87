/**
 * What the Studio's own calls (/studio/api) answer, beyond the flow shapes of
 * src/flows/publication/types.ts. Imports nothing but that module, so the browser app uses these
 * declarations as they are; src/http/studio checks its route schemas against them.
 */
import type { FlowSummary } from '../flows/publication/types.js';

export interface StudioSessionInfo {
  tenant: { id: string; name: string };
  /** `account:<accountId>`, `user:<username>` or `client:<clientId>`. */
  subject: string;
  /** What the session may do (src/studio/roles.ts); the tenant's own credentials act as admin. */
  role: 'admin' | 'builder' | 'reviewer' | 'read_only';
  /** The account's display name, or the username or client id. */
  name: string;
  /** Sent back as `x-onward-csrf` on every state-changing call. */
  csrfToken: string;
  expiresAt: string;
  idleExpiresAt: string;
}

export interface SavedVersion {
  flow: FlowSummary;
  version: number;
  warnings: unknown[];
}

/** A fresh test session for "Try it", and the path of its signed resume link on this origin. */
export interface TrySession {
  sessionId: string;
  version: number;
  url: string;
  path: string;
  expiresAt: string;
}

/** Where a "Try it" session has been: node ids in order, edges by their canvas handle, where it stands. */
export interface TryPath {
  sessionId: string;
  version: number;
  status: string;
  nodes: string[];
  links: Array<{ source: string; handle: string; target: string }>;
  current: string | null;
  finished: boolean;
}

/** One of the example flows shipped under examples/flows/, offered by "Create from an example". */
export interface FlowExample<D = unknown> {
  /** The file's name without .json. */
  id: string;
  name: string;
  description: string | null;
  document: D;
}
