/**
 * Who may call an operation, per operation (OpenAPI `security`). The schemes themselves are
 * declared in src/http/openapi.ts.
 */
type Requirement = Readonly<Record<string, readonly string[]>>;

/** A token from POST /connect/token (OAuth 2.0 client credentials), sent as `Authorization: Bearer`. */
export const OAUTH: readonly Requirement[] = [{ oauth2: [] }];
/** Flow routes: no credentials for flows published without authentication; a token for the others. */
export const FLOW: readonly Requirement[] = [{}, { oauth2: [] }];
/** The enrollment API: a token from POST /Token. */
export const ENROLLMENT: readonly Requirement[] = [{ enrollmentBearer: [] }];
/** Basic authentication (the credential check, the mailbox page). */
export const BASIC: readonly Requirement[] = [{ basic: [] }];
/** No credentials (token endpoints, hosted pages opened by a signed link). */
export const NONE: readonly Requirement[] = [];
