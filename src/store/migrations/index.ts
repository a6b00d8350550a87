/** The one ordered set of migrations, shared by SQLite and PostgreSQL. Append only; never edit a landed one. */
import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation.js';
import * as m0002 from './0002-sessions-and-jobs.js';
import * as m0003 from './0003-monitoring.js';
import * as m0004 from './0004-session-errors.js';
import * as m0005 from './0005-list-snapshots.js';
import * as m0006 from './0006-end-client-links.js';
import * as m0007 from './0007-session-files.js';
import * as m0009 from './0009-abandonment-and-notifications.js';
import * as m0010 from './0010-flow-connections.js';
import * as m0011 from './0011-end-client-listing.js';
import * as m0012 from './0012-flow-events.js';
import * as m0013 from './0013-link-generations.js';
import * as m0014 from './0014-mailbox.js';
import * as m0015 from './0015-eid-authorizations.js';
import * as m0016 from './0016-studio-sessions.js';
import * as m0017 from './0017-capture-codes.js';
import * as m0018 from './0018-eid-return-to.js';
import * as m0020 from './0020-credential-failures.js';
import * as m0021 from './0021-studio-accounts-and-audit.js';
import * as m0022 from './0022-case-review.js';
import * as m0023 from './0023-case-queue-status.js';
import * as m0024 from './0024-owner-cases.js';
import * as m0026 from './0026-request-limits.js';
import * as m0027 from './0027-subject-keys.js';
import * as m0028 from './0028-capture-code-expiry.js';
import * as m0029 from './0029-connector-runs.js';
import * as m0030 from './0030-subsequent-tokens.js';
import * as m0032 from './0032-delivery-responses.js';
import * as m0033 from './0033-outbox-end-client.js';
import * as m0034 from './0034-case-search.js';
import * as m0035 from './0035-case-search-index.js';

export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-sessions-and-jobs': m0002,
  '0003-monitoring': m0003,
  '0004-session-errors': m0004,
  '0005-list-snapshots': m0005,
  '0006-end-client-links': m0006,
  '0007-session-files': m0007,
  '0009-abandonment-and-notifications': m0009,
  '0010-flow-connections': m0010,
  '0011-end-client-listing': m0011,
  '0012-flow-events': m0012,
  '0013-link-generations': m0013,
  '0014-mailbox': m0014,
  '0015-eid-authorizations': m0015,
  '0016-studio-sessions': m0016,
  '0017-capture-codes': m0017,
  '0018-eid-return-to': m0018,
  '0020-credential-failures': m0020,
  '0021-studio-accounts-and-audit': m0021,
  '0022-case-review': m0022,
  '0023-case-queue-status': m0023,
  '0024-owner-cases': m0024,
  '0026-request-limits': m0026,
  '0027-subject-keys': m0027,
  '0028-capture-code-expiry': m0028,
  '0029-connector-runs': m0029,
  '0030-subsequent-tokens': m0030,
  '0032-delivery-responses': m0032,
  '0033-outbox-end-client': m0033,
  '0034-case-search': m0034,
  '0035-case-search-index': m0035,
};
