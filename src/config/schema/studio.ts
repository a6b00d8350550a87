// The Studio (web app at /studio): how long a sign-in lasts and whether a proxy's word on TLS is taken.
import { bool, int } from './kinds.js';

const HOUR = 3600;

export const studioVars = {
  // Short idle limit: a Studio session can publish flows, and people leave screens unlocked.
  ONWARD_STUDIO_IDLE_SECONDS: int(30 * 60, 60, 24 * HOUR, {
    docDefault: '`1800` (30 minutes)',
    description: 'A Studio session unused for this long ends (60 to 86400 seconds)',
  }),
  ONWARD_STUDIO_MAX_SECONDS: int(12 * HOUR, 300, 30 * 24 * HOUR, {
    docDefault: '`43200` (12 hours)',
    description: 'A Studio session ends this long after sign-in however busy it is (300 seconds to 30 days)',
  }),
  // Short: until the indexer has read a written case, a search scans that case's state.
  ONWARD_CASE_INDEX_MS: int(2000, 100, 600_000, {
    docDefault: '`2000` (2 seconds)',
    description:
      "How often the worker adds the cases written since its last run to SQLite's case search index (PostgreSQL's index needs no indexer); cases not yet indexed are still found, by a scan of their state",
  }),
  // Off by default: anyone can send the header, so only a deployment whose proxy sets it may trust it.
  ONWARD_TRUST_FORWARDED_PROTO: bool(false, {
    description:
      'Take `X-Forwarded-Proto: https` from the reverse proxy as proof of TLS, so the Studio cookie is marked `Secure`; set it only behind a proxy that overwrites the header',
  }),
};
