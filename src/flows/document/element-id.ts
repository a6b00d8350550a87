// Public element ids: 24 lowercase hex characters (the shape of the real API's ids),
// derived from the flow id and the author's key so they stay the same for the same flow
// and key across republishing, and clients that cached them keep working.
import { createHash } from 'node:crypto';

export function elementId(flowId: string, key: string): string {
  return createHash('sha256').update(`onward-element\u0000${flowId}\u0000${key}`).digest('hex').slice(0, 24);
}
