/** Error codes the Studio guards answer (guard.ts), for the routes' documented responses. */
import type { ErrorCode } from '../../errors/index.js';

/** No session (4031), an expired one (4012), a role that does not reach the call (4030). */
export const STUDIO_READ_CODES: readonly ErrorCode[] = [4031, 4012, 4030];
/** Plus a refused CSRF token or origin (also 4030). */
export const STUDIO_WRITE_CODES: readonly ErrorCode[] = [...STUDIO_READ_CODES];
