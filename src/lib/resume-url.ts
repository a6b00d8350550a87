// Length bounds of signed resume URLs (`<base>/resume/<token>`). Kernel code: the configuration
// bounds ONWARD_PUBLIC_URL with them and resume-links/token.ts lays tokens out within them.

/** Every signed URL stays within this many characters (docs/resume-links.md). */
export const MAX_RESUME_URL_CHARS = 256;

/** Path of the hosted resume page, between the public base and the token (src/http/resume-links/page.ts). */
export const RESUME_PATH = '/resume/';

/** The longest token: 22 bytes of head, 2 of generation, 16 of tag, in base64url. */
export const MAX_RESUME_TOKEN_CHARS = 54;

/** The longest public base (trailing slashes removed) that keeps every signed URL within bounds. */
export const MAX_PUBLIC_BASE_CHARS = MAX_RESUME_URL_CHARS - RESUME_PATH.length - MAX_RESUME_TOKEN_CHARS;
