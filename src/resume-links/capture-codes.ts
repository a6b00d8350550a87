/**
 * Capture codes (issue #19): a built-in provider_doc_v step can be continued on a phone. The page on
 * the desktop asks for a code and shows it with a QR code of its URL; the phone opens the URL, which
 * redeems the code (once, within its lifetime) for a fresh resume link of the same session, and
 * takes the photos there. The desktop page watches the step and moves on when the phone is done.
 * Codes are 10 characters of an alphabet without look-alikes (~50 bits, single use, minutes long),
 * stored only as their SHA-256.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Store } from '../store/database.js';
import { OnwardError } from '../errors/index.js';
import type { FlowMode } from './token.js';

/** Path the QR code points at; the code follows it. */
export const CAPTURE_PATH = '/c/';
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

export const isCaptureCode = (code: string) => new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(code);
const hash = (code: string) => createHash('sha256').update(code).digest('hex');

export interface CaptureCodes {
  issue(ref: { sessionId: string; mode: FlowMode; nodeId: string }): Promise<{ code: string; expiresAt: number }>;
  /** The session the code names, spent; 4011 unknown or used, 4012 expired (spent too). */
  redeem(code: string): Promise<{ sessionId: string; mode: FlowMode; nodeId: string }>;
  /** Deletes every expired code (used or not); resolves to how many went. Run periodically. */
  purgeExpired(): Promise<number>;
}

export function createCaptureCodes(deps: { store: Pick<Store, 'db'>; now: () => number; ttlMs: number }): CaptureCodes {
  const { db } = deps.store;
  return {
    async issue(ref) {
      let code = '';
      for (let i = 0; i < LENGTH; i++) code += ALPHABET.charAt(randomInt(ALPHABET.length));
      const at = deps.now();
      const expiresAt = at + deps.ttlMs;
      // Housekeeping where it costs one indexed statement: the session's dead codes go as it asks
      // for a new one (the rest go with their session, by the foreign key's cascade).
      await db
        .deleteFrom('capture_codes')
        .where('session_id', '=', ref.sessionId)
        .where('expires_at', '<=', at)
        .execute();
      await db
        .insertInto('capture_codes')
        .values({
          code_hash: hash(code),
          session_id: ref.sessionId,
          mode: ref.mode,
          node_id: ref.nodeId,
          created_at: at,
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
      return { code, expiresAt };
    },
    async redeem(code) {
      if (!isCaptureCode(code)) throw new OnwardError(4011, 'The capture code is not valid');
      const at = deps.now();
      // One conditional UPDATE decides: of two phones opening the same code exactly one gets it.
      const spent = await db
        .updateTable('capture_codes')
        .set({ used_at: at })
        .where('code_hash', '=', hash(code))
        .where('used_at', 'is', null)
        .returning(['session_id', 'mode', 'node_id', 'expires_at'])
        .executeTakeFirst();
      if (!spent) throw new OnwardError(4011, 'The capture code is not valid or was already used');
      if (Number(spent.expires_at) <= at) throw new OnwardError(4012, 'The capture code has expired');
      return { sessionId: spent.session_id, mode: spent.mode === 'test' ? 'test' : 'live', nodeId: spent.node_id };
    },
    async purgeExpired() {
      // A code is dead once expired, used or not (a used one answers 4011 like an unknown one).
      // Codes of sessions that never ask again would otherwise stay until their session is deleted.
      const result = await db.deleteFrom('capture_codes').where('expires_at', '<=', deps.now()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
