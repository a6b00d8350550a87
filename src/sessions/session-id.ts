/**
 * Session ids: UUIDv7 (RFC 9562), still a UUID on the wire. The first 48 bits are the creation
 * time in milliseconds, so the sessions made in one group commit land in the same leaf of the
 * primary-key index: with random (v4) ids every new session dirtied its own leaf page, and on
 * SQLite each dirtied page is a WAL frame written at commit (docs/architecture.md, the hot path).
 * The other 74 bits are random, so an id still cannot be guessed; it does reveal when the run
 * started, which the run's own records say anyway.
 */
import { randomFillSync } from 'node:crypto';

// Random bytes drawn in blocks, as Node's randomUUID does: one system call per 512 ids.
const POOL_IDS = 512;
const pool = Buffer.alloc(10 * POOL_IDS);
let next = POOL_IDS;

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** A UUIDv7 for a run created at `at` (epoch ms). */
export function sessionId(at: number): string {
  if (next === POOL_IDS) {
    randomFillSync(pool);
    next = 0;
  }
  const r = next++ * 10;
  const h = (i: number): string => HEX[pool[r + i] as number] as string;
  // 48-bit big-endian timestamp as 12 hex digits.
  const ts = Math.max(0, Math.floor(at)).toString(16).padStart(12, '0').slice(-12);
  return (
    `${ts.slice(0, 8)}-${ts.slice(8, 12)}-` +
    // version 7, then 12 random bits
    `7${HEX[(pool[r] as number) & 0x0f]!.slice(1)}${h(1)}-` +
    // variant 10, then 62 random bits
    `${HEX[((pool[r + 2] as number) & 0x3f) | 0x80]}${h(3)}-${h(4)}${h(5)}${h(6)}${h(7)}${h(8)}${h(9)}`
  );
}
