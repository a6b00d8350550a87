/**
 * Encryption at rest for stored webhook secrets (signing secrets, Basic passwords, OAuth client
 * secrets): AES-256-GCM with a fresh 96-bit IV per value, stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url parts). The version prefix lets a later format or key
 * scheme coexist with rows written today. Optional associated data (e.g. the tenant id) binds a
 * ciphertext to its row, so copying it into another tenant's row makes it fail to open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export interface SecretBox {
  seal(plaintext: string, associatedData?: string): string;
  /** Throws SecretBoxError when the value is malformed, tampered with, or sealed under another key. */
  open(sealed: string, associatedData?: string): string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

function checkKey(key: Uint8Array): Buffer {
  if (key.byteLength !== 32) throw new SecretBoxError(`secret box key must be 32 bytes, got ${key.byteLength}`);
  return Buffer.from(key);
}

/**
 * `key` seals and opens; `previousKeys` only open, so keys can be rotated by re-sealing rows
 * at leisure.
 */
export function createSecretBox(key: Uint8Array, previousKeys: readonly Uint8Array[] = []): SecretBox {
  const current = checkKey(key);
  const all = [current, ...previousKeys.map(checkKey)];
  return {
    seal(plaintext, associatedData) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      if (associatedData !== undefined) cipher.setAAD(Buffer.from(associatedData));
      const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ct]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, associatedData) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== 'v1') throw new SecretBoxError('not a v1 sealed value');
      const [iv, tag, ct] = parts.slice(1).map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
        throw new SecretBoxError('sealed value has a bad IV or tag');
      for (const k of all) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', k, iv);
          if (associatedData !== undefined) decipher.setAAD(Buffer.from(associatedData));
          decipher.setAuthTag(tag);
          return Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
        } catch {
          // Wrong key or tampered: try the next key, then give up below.
        }
      }
      throw new SecretBoxError('sealed value does not open with the configured keys (tampered or wrong key)');
    },
  };
}
