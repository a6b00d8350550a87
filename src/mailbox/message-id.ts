/**
 * Message ids that sort in the order messages were filed: UUIDv7 (RFC 9562), the 12-bit `rand_a`
 * field used as a counter within one millisecond (its method 1). The mailbox lists newest first on
 * (created_at, id); random ids would order e-mails filed in the same millisecond at random.
 */
import { randomBytes } from 'node:crypto';

export function createMessageIds(now: () => number = Date.now): () => string {
  let lastMs = -1;
  let counter = 0;
  return () => {
    let ms = now();
    if (ms <= lastMs) {
      // Same millisecond (or a clock step back): count on from the last id, so ids stay ordered.
      ms = lastMs;
      counter++;
      if (counter > 0xfff) {
        ms++;
        counter = 0;
      }
    } else {
      counter = 0;
    }
    lastMs = ms;
    const bytes = randomBytes(16);
    bytes.writeUIntBE(ms, 0, 6);
    bytes[6] = 0x70 | (counter >> 8);
    bytes[7] = counter & 0xff;
    bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}
