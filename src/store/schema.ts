/**
 * Table types for Kysely. Both dialects store the same columns: ids and JSON as text, instants as
 * epoch milliseconds (bigint, parsed to number on PostgreSQL), booleans as 0/1 integers, so one set
 * of queries and migrations serves SQLite and PostgreSQL alike.
 */
import type { Generated } from 'kysely';

export interface TenantsTable {
  id: string;
  name: string;
  created_at: number;
}

export interface OAuthClientsTable {
  client_id: string;
  tenant_id: string;
  secret_hash: string;
  scopes: string;
  created_at: number;
  revoked_at: number | null;
}

export interface ApiUsersTable {
  id: string;
  tenant_id: string;
  username: string;
  password_hash: string;
  created_at: number;
}

export interface SigningKeysTable {
  id: string;
  purpose: string;
  secret: string;
  created_at: number;
}

export interface FlowsTable {
  flow_id: string;
  tenant_id: string;
  name: string;
  latest_version: number;
  test_version: number | null;
  live_version: number | null;
  created_at: number;
  updated_at: number;
}

export interface FlowVersionsTable {
  flow_id: string;
  version: number;
  document: string;
  compiled: string;
  created_at: number;
  created_by: string;
}

export interface FlowPublicationsTable {
  id: string;
  flow_id: string;
  version: number;
  target: string;
  published_at: number;
  published_by: string;
}

export interface SessionsTable {
  id: string;
  tenant_id: string;
  flow_id: string;
  mode: string;
  version: number;
  status: string;
  state: string;
  revision: number;
  created_at: number;
  updated_at: number;
  pending_error: string | null;
  /** Migration 0009: when an idle IN_PROGRESS run becomes ABANDONED (abandonment timer). */
  abandon_at: number | null;
  notified_at: number | null;
  notification_count: Generated<number>;
  /** Migration 0013: the generation of the session's resume links; revoking them increments it. */
  link_generation: Generated<number>;
}

export interface EndClientLinksTable {
  /** The pair's smaller id (links have no direction). */
  first_id: string;
  second_id: string;
  created_at: number;
}

/** A run started by the deprecated connector: source end client → its session of flow_id (migration 0010). */
export interface FlowConnectionsTable {
  source_id: string;
  flow_id: string;
  target_id: string;
  created_at: number;
}

/** The connected run of a flow_connector step (migration 0029). */
export interface ConnectorRunsTable {
  session_id: string;
  node_id: string;
  flow_id: string;
  child_id: string;
  created_at: number;
}

/** A subsequent token (migration 0030); the token is the id under an HMAC. */
export interface SubsequentTokensTable {
  id: string;
  tenant_id: string;
  mode: string;
  source_id: string;
  flow_id: string;
  end_node_id: string | null;
  issued_at: number;
  expires_at: number;
  used_at: number | null;
  used_by: string | null;
}

/** A business run waiting at an owner_verification node for its owners (migration 0024). */
export interface OwnerCasesTable {
  session_id: string;
  node_id: string;
  run_id: number;
  tenant_id: string;
  mode: string;
  person_flow_id: string;
  /** The node's config as JSON (src/services/owner-verification-config.ts). */
  config: string;
  created_at: number;
  deadline_at: number | null;
  next_reminder_at: number | null;
  reminders_sent: Generated<number>;
  finished_at: number | null;
  /** `owners_done` or `deadline`, once finished. */
  outcome: string | null;
}

/** One owner record of a case, invited or not (migration 0024). */
export interface OwnerInvitationsTable {
  session_id: string;
  node_id: string;
  owner_index: number;
  name: string;
  email: string | null;
  /** 0/1. */
  invited: number;
  /** Why the owner was or was not invited (the rule that decided). */
  reason: string;
  person_session_id: string | null;
  /** The OwnerPrefill the person run started with, as JSON. */
  prefill: string;
  created_at: number;
  notified_at: number | null;
  notification_count: Generated<number>;
  delivery_error: string | null;
}

/** Files uploaded to a session (migration 0007); `content` is BLOB on SQLite, bytea on PostgreSQL. */
export interface SessionFilesTable {
  id: string;
  session_id: string;
  /** The file element named at upload, if any. */
  element_id: string | null;
  name: string;
  /** Detected from the content (src/files/detect.ts), never the client's declared type. */
  media_type: string;
  size: number;
  sha256: string;
  content: Buffer;
  created_at: number;
}

export interface JobsTable {
  id: string;
  name: string;
  data: string;
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: number;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface EnrollmentsTable {
  id: string;
  tenant_id: string;
  created_by: string;
  callback_url: string;
  frequency: string;
  subject: string;
  customer_reference_id: string | null;
  service_name: string;
  status: string;
  next_scan_at: number | null;
  scan_lease_until: number | null;
  last_result_id: string | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  /** Version of the candidate-key function the subject was indexed with; null: not indexed. */
  subject_keys_scheme: number | null;
}

/** One candidate key of one enrolled subject (migration 0027, delta rescans). */
export interface MonitoringSubjectKeysTable {
  key: string;
  enrollment_id: string;
}

export interface MonitoringResultsTable {
  id: string;
  enrollment_id: string;
  tenant_id: string;
  reason: string;
  hit_key: string;
  record: string;
  scanned_at: number;
}

export interface WebhookOutboxTable {
  id: string;
  tenant_id: string;
  enrollment_id: string | null;
  event_type: string;
  url: string;
  body: string;
  /** pending, waiting (an event_callback URL not yet verified), delivered, dead or cancelled. */
  status: string;
  /** standard, event_callback or url_verification (migration 0012); see src/webhooks/outbox.ts. */
  format: Generated<string>;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  last_status: number | null;
  last_error: string | null;
  due_at: number;
  created_at: number;
  updated_at: number;
  delivered_at: number | null;
  /** Migration 0033: the end client whose change the message reports; null for monitoring and handshakes. */
  end_client_id: string | null;
}

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  attempted_at: number;
  /** The start of the receiver's answer (migration 0032); null without one. */
  response_excerpt: Generated<string | null>;
}

export interface WebhookSettingsTable {
  tenant_id: string;
  auth_mode: string;
  auth_sealed: string;
  signing_secret_sealed: string;
  updated_at: number;
  /** Bumped by a rotation of the tenant's flow-event verification token (src/webhooks/settings.ts). */
  event_token_generation: Generated<number>;
}

/** (tenant, URL) pairs whose URL_VERIFICATION handshake succeeded (migration 0012). */
export interface WebhookVerifiedUrlsTable {
  tenant_id: string;
  url: string;
  verified_at: number;
}

export interface EnrollmentRefreshTokensTable {
  token_hash: string;
  family_id: string;
  tenant_id: string;
  subject: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  created_at: number;
}

/** Screening-list snapshots (migration 0005); `snapshot_gz` is the ListSnapshot JSON, gzip + base64. */
export interface ListSnapshotsTable {
  id: string;
  list_name: string;
  version: string;
  format: string;
  kind: string;
  source: string;
  content_hash: string;
  published_at: string;
  record_counts: string;
  imported_at: number;
  activated_at: number;
  active: number;
  announced_at: number | null;
  snapshot_gz: string;
}

/** Migration 0014: notification e-mails kept by the built-in mailbox transport (src/mailbox). */
export interface MailboxMessagesTable {
  id: string;
  tenant_id: string;
  mode: string;
  end_client_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  read_at: number | null;
}

/** OpenID Connect authorizations of eID steps awaiting their callback (migration 0015, src/verification/eid). */
export interface EidAuthorizationsTable {
  handle: string;
  state_hash: string;
  session_ref: string;
  node_id: string;
  issuer: string;
  /** The node's EidNodeConfig as JSON, client secret sealed or by reference. */
  config: string;
  redirect_uri: string;
  nonce: string;
  /** Sealed (SealingBox) with the handle as associated data. */
  code_verifier: string;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
  /** Migration 0018: where the browser goes after the callback, sealed with the handle as associated data; null: answer JSON. */
  return_to: string | null;
  /** Migration 0018: SHA-256 (base64url) of the starting browser's cookie secret; null: not bound. */
  browser_binding: string | null;
}

/** Migration 0016: signed-in Studio users; `id` is the SHA-256 of the cookie secret (src/studio/sessions.ts). */
export interface StudioSessionsTable {
  id: string;
  tenant_id: string;
  /** Who signed in: `user:<username>` or `client:<clientId>`. */
  subject: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Migration 0026: a request counter of one limiter key and window (src/auth/request-limits.ts, written by rate-limiter-flexible). */
export interface RequestLimitsTable {
  key: string;
  points: number;
  /** When the window ends (ms since the epoch). */
  expire: number | null;
}

/** A failed sign-in of one limiter key (src/auth/failure-limiter-store.ts). */
export interface CredentialFailuresTable {
  key: string;
  failed_at: number;
}

/** Migration 0017: a document step's short capture codes; `code_hash` is the SHA-256 of the code (src/resume-links/capture-codes.ts). */
export interface CaptureCodesTable {
  code_hash: string;
  session_id: string;
  /** `live` or `test`: the version the session runs. */
  mode: string;
  node_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface Database {
  tenants: TenantsTable;
  oauth_clients: OAuthClientsTable;
  api_users: ApiUsersTable;
  signing_keys: SigningKeysTable;
  flows: FlowsTable;
  flow_versions: FlowVersionsTable;
  flow_publications: FlowPublicationsTable;
  sessions: SessionsTable;
  end_client_links: EndClientLinksTable;
  flow_connections: FlowConnectionsTable;
  connector_runs: ConnectorRunsTable;
  subsequent_tokens: SubsequentTokensTable;
  owner_cases: OwnerCasesTable;
  owner_invitations: OwnerInvitationsTable;
  session_files: SessionFilesTable;
  jobs: JobsTable;
  enrollments: EnrollmentsTable;
  monitoring_results: MonitoringResultsTable;
  monitoring_subject_keys: MonitoringSubjectKeysTable;
  webhook_outbox: WebhookOutboxTable;
  webhook_attempts: WebhookAttemptsTable;
  webhook_settings: WebhookSettingsTable;
  webhook_verified_urls: WebhookVerifiedUrlsTable;
  enrollment_refresh_tokens: EnrollmentRefreshTokensTable;
  list_snapshots: ListSnapshotsTable;
  mailbox_messages: MailboxMessagesTable;
  eid_authorizations: EidAuthorizationsTable;
  studio_sessions: StudioSessionsTable;
  credential_failures: CredentialFailuresTable;
  request_limits: RequestLimitsTable;
  capture_codes: CaptureCodesTable;
  studio_accounts: StudioAccountsTable;
  audit_log: AuditLogTable;
  case_assignments: CaseAssignmentsTable;
  case_notes: CaseNotesTable;
  case_decisions: CaseDecisionsTable;
  flow_review_settings: FlowReviewSettingsTable;
  case_search: CaseSearchTable;
  case_search_mark: CaseSearchMarkTable;
}

/**
 * Migration 0035 (SQLite only): a session in the case search's FTS5 index `case_search_fts`
 * (whose rowid is `id`), as of the state written at `updated_at` (src/cases/search-index.ts).
 */
export interface CaseSearchTable {
  id: Generated<number>;
  session_id: string;
  updated_at: number;
}

/** Migration 0035 (SQLite only): one row; every session with `updated_at` at or below `indexed_to` is indexed as it stands. */
export interface CaseSearchMarkTable {
  id: number;
  indexed_to: number;
}

/** Migration 0021: the Studio's user accounts of a tenant (src/studio/accounts.ts). */
export interface StudioAccountsTable {
  id: string;
  tenant_id: string;
  username: string;
  display_name: string;
  /** admin, builder, reviewer or read_only (src/studio/roles.ts). */
  role: string;
  /** scrypt with its salt and parameters (src/auth/secrets.ts). */
  password_hash: string;
  created_at: number;
  updated_at: number;
  disabled_at: number | null;
}

/** Migration 0021: the append-only audit trail (src/audit); the store refuses UPDATE and DELETE. */
export interface AuditLogTable {
  id: string;
  tenant_id: string;
  at: number;
  /** account, user (the tenant's Basic user), client (an API or OAuth client) or system. */
  actor_type: string;
  actor_id: string;
  actor_name: string;
  action: string;
  /** case, flow, enrollment, account or settings. */
  target_type: string;
  target_id: string;
  /** JSON, or null. */
  before: string | null;
  after: string | null;
  reason: string | null;
}

/** Migration 0022: the reviewer account a case is assigned to. */
export interface CaseAssignmentsTable {
  session_id: string;
  account_id: string;
  assigned_at: number;
}

/** Migration 0022: reviewers' notes on a case, append-only. */
export interface CaseNotesTable {
  id: string;
  session_id: string;
  /** The audit actor's display name. */
  author: string;
  body: string;
  created_at: number;
}

/** Migration 0022: four-eyes decisions (src/cases/decisions.ts). */
export interface CaseDecisionsTable {
  id: string;
  session_id: string;
  from_status: string;
  to_status: string;
  reason: string;
  /** `<actor type>:<actor id>` of the first reviewer. */
  requested_by: string;
  requested_by_name: string;
  requested_at: number;
  /** null while pending; approved or rejected. */
  resolution: string | null;
  resolved_by: string | null;
  resolved_by_name: string | null;
  resolved_at: number | null;
  resolution_reason: string | null;
}

/** Migration 0022: per flow, whether decisions on screening hits need a second reviewer. */
export interface FlowReviewSettingsTable {
  flow_id: string;
  /** 1 or 0 (SQLite has no boolean). */
  four_eyes: number;
  updated_at: number;
}
