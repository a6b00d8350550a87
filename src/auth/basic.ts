/**
 * Parses `Authorization: Basic <b64>` as the spec describes: RFC 2045 Base64 without the 76-character
 * line limit. Whitespace inside the encoded text (folded lines) is tolerated, as RFC 2045 decoders do.
 */
export interface BasicCredentials {
  username: string;
  password: string;
}

export function parseBasicAuthorization(header: string | undefined): BasicCredentials | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([\s\S]+)$/i.exec(header.trim());
  if (!match?.[1]) return undefined;
  const encoded = match[1].replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 === 1) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

/** The bearer token of an `Authorization: Bearer <token>` header, if that is what it holds. */
export function parseBearerAuthorization(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
