// Types of the pure engine: session state, events, effects, step views and errors.
// Everything here is plain JSON so the integrator can store it as is.
import type { EndStatus, Language, PrefillType, ProviderNodeType, WebhookFormat } from '../flows/document/constants.js';
import type { FormElementCondition, Validation } from '../flows/document/types.js';
import type { IdentifierLabel } from '../identifiers/index.js';

export type SessionStatus = 'NOT_STARTED' | 'IN_PROGRESS' | EndStatus;

/** Where the session stands. `new`: created, not yet advanced to its first step. */
export type Position =
  | { kind: 'new' }
  | { kind: 'step'; nodeId: string; sms?: SmsChallenge; eid?: EidDenial; connector?: ConnectorRun }
  | { kind: 'service'; nodeId: string; runId: number }
  | { kind: 'failed'; nodeId: string; error: EngineError }
  | { kind: 'end'; nodeId: string };

/** Values one interactive node received, by element id (only shown fields, plus kept hidden prefill). */
export interface Submission {
  values: Record<string, unknown>;
  /** Combined `YYYY-MM-DD` of date_part_select groups, by compositeGroup. */
  composites?: Record<string, string>;
  /**
   * provider_kyb_search: the prefill this pick added, by element id, so that a new pick of the
   * same step (after `back`) takes back exactly these values, and none the tenant set meanwhile.
   */
  prefilled?: Record<string, unknown>;
}

export interface SessionState {
  formatVersion: 1;
  flowId: string;
  /** Published version the session runs. */
  version: number;
  status: SessionStatus;
  position: Position;
  /** Interactive nodes submitted on the current path, oldest first; `back` pops from here. */
  history: string[];
  /** Latest submission per interactive node, also for nodes left by `back` (to refill them). */
  submissions: Record<string, Submission>;
  /** Prefilled values by element id (from init data or services). */
  prefill: Record<string, unknown>;
  /** Last result of each service node, read by `service:<nodeId>.<path>` rules. */
  serviceResults: Record<string, unknown>;
  /** Increases with every service run and SMS send, so late results of abandoned ones are recognised. */
  nextRunId: number;
  /** Codes sent per sms node, kept across `back` so going back cannot renew the send budget. */
  smsSends?: Record<string, number>;
  /**
   * Prefilled values the person may not change, by element id, though their field's own prefill
   * option would allow it: set by an owner's prefill (owner-prefill.ts, `prefillType`).
   */
  prefillLocks?: Record<string, PrefillLock>;
  /**
   * The earlier end client this run continues, attached by a subsequent token (subsequent-step.ts):
   * the flow's `subsequent` root is passed instead of waiting for one.
   */
  subsequentOf?: string;
  /** Set on an owner's run (src/owners): the business run it verifies an owner of. */
  ownerOf?: OwnerOf;
  /** What happened in the run and when, oldest first (trail.ts): the case timeline's run events. */
  trail?: TrailEntry[];
}

/**
 * One thing that happened in a run, at `at` (ms, the runtime's clock: EngineContext.now): a step
 * took its submit, the person went back from a step, a service finished or failed, the flow moved
 * the run's status.
 */
export type TrailEntry =
  | { at: number; event: 'step_submitted'; nodeId: string; stepType: 'form' | ProviderNodeType }
  | { at: number; event: 'back'; nodeId: string }
  | { at: number; event: 'service_completed'; nodeId: string; service: string }
  | { at: number; event: 'service_failed'; nodeId: string; code: ServiceErrorCode }
  | { at: number; event: 'status_changed'; from: SessionStatus; to: SessionStatus; endNodeId?: string };

/**
 * The business run an owner's run belongs to (docs/kyb-end-to-end.md), given at init by the
 * owner_verification node that invited the owner. The run's own webhook events carry it, and
 * each change of its status is reported to the business run's webhook in the same transaction.
 */
export interface OwnerOf {
  businessEndClientId: string;
  businessFlowId: string;
  /** The owner_verification node of the business flow. */
  nodeId: string;
  /** The owner's record in the business run's owner group. */
  ownerIndex: number;
  /** Where the business run's events go (its flow version's webhook; pinned like the version); absent when none. */
  businessWebhook?: { url: string; format: WebhookFormat; flowVersion: number; mode: 'live' | 'test' };
}

/** What a new run is attached to at init: a subsequent token's earlier end client, an owner's business run. */
export interface RunLinks {
  subsequentOf?: string;
  ownerOf?: OwnerOf;
}

/**
 * The connected run of the flow_connector step the session stands on (connector-step.ts): asked
 * for under `connectId` (a `connect_flow` effect) and known by `endClientId` once the runtime made
 * it. It lives in the position, so leaving the step drops it; arriving again asks again, and the
 * runtime answers with the same run (one per session and node).
 */
export interface ConnectorRun {
  connectId: number;
  endClientId?: string;
}

/** A flow_connector step's connected run as the runtime read it for a submit (event-inputs.ts). */
export interface ConnectedRun {
  endClientId: string;
  status: SessionStatus;
}

/** `locked`: shown read-only; `hidden`: not shown, kept as prefilled. */
export type PrefillLock = 'locked' | 'hidden';

export type SmsErrorCode = 5301 | 5302;

/**
 * The code of the sms step the session stands on (it lives in the position, so leaving the step
 * drops it). Only a salted hash of the code is kept; the code itself exists in the send job and
 * the SMS. `phoneNumber` is E.164, or null when the session holds none to send to.
 */
export type SmsChallenge =
  | { state: 'sending'; sendId: number; phoneNumber: string }
  | {
      state: 'sent';
      sendId: number;
      phoneNumber: string;
      hash: string;
      salt: string;
      sentAt: number;
      expiresAt: number;
      attempts: number;
    }
  | { state: 'failed'; sendId: number; phoneNumber: string | null; error: { code: SmsErrorCode; message: string } };

/**
 * What a built-in electronic ID login proved (src/engine/eid-step.ts), as the runtime hands it over
 * after verifying the provider's callback (src/verification/eid): the engine cannot check an ID
 * token. `mapped`: the identity's values by role, for the later fields they prefill.
 */
export type EidResult =
  | {
      outcome: 'verified';
      issuer: string;
      subject: string;
      acr?: string;
      authTime?: number;
      claims: Readonly<Record<string, unknown>>;
      mapped: Readonly<Record<string, string>>;
    }
  | { outcome: 'denied'; error: string; description?: string };

/** A declined login, kept on the step (it lives in the position, so leaving the step drops it) until the next try. */
export type EidDenial = Omit<Extract<EidResult, { outcome: 'denied' }>, 'outcome'>;

/** Metadata of an uploaded file, supplied by the HTTP layer with a submit. */
export interface FileInfo {
  size: number;
  /** Lowercase extension without dot (`pdf`) or MIME type (`application/pdf`). */
  type: string;
  name?: string;
}

/**
 * The business a provider_kyb_search step stores for its pick (as `{found: true, ...business}`;
 * rules read it as `step:<nodeId>.<field>`). Compact and plain: text fields the registry lacks are
 * absent rather than empty, so `hv` / `null` rules say what the registry knows.
 */
export interface KybBusiness {
  /** The registry's id of the record (`<source>:<id>`), the ProviderID of the search results. */
  providerId: string;
  name: string;
  /** ISO 3166-1 alpha-2 country of registration. */
  country: string;
  registrationNumber?: string;
  /** The address on one line. */
  address?: string;
  address1?: string;
  address2?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  legalForm?: string;
  status: 'active' | 'inactive' | 'dissolved' | 'unknown';
  /** A branch or overseas establishment rather than the legal entity itself. */
  branch: boolean;
  lei?: string;
  incorporationDate?: string;
  identifiers?: Array<{ type: string; number: string }>;
}

/** Why the runtime could not turn a submitted PrefillId into a business. */
export type KybRefusal = 'invalid_prefill_id' | 'expired' | 'unknown_business';

/**
 * What the runtime made of the PrefillId of a submit to a provider_kyb_search step
 * (src/businesses/kyb-pick.ts): the engine cannot check the token's signature nor read the registry.
 * `roleValues`: the business's values by form-element role (company_name, company_nr, ...), for
 * the later fields the pick prefills.
 */
export type KybPick =
  { ok: true; business: KybBusiness; roleValues: Readonly<Record<string, string>> } | { ok: false; reason: KybRefusal };

/**
 * Codes a service run may fail with: 4009 failed, 4200 not configured, 4201 not configured for the
 * country, 4202 country not set, 4203 an OCR node reads no structured field, 4205 data the node needs is
 * missing from the session, 6504 timed out, 6505 unavailable.
 */
export type ServiceErrorCode = 4009 | 4200 | 4201 | 4202 | 4203 | 4205 | 6504 | 6505;

export type EngineEvent =
  | { type: 'get' }
  /** `connected`: the run of the flow_connector step the session stands on, as it is now (event-inputs.ts). */
  | {
      type: 'submit';
      data: unknown;
      files?: Record<string, FileInfo>;
      direct?: boolean;
      kybPick?: KybPick;
      connected?: ConnectedRun;
    }
  | { type: 'back' }
  /** `prefillTypes`: by element id, how far the person may change each value (an owner's prefill, owner-prefill.ts). */
  /** `subsequentOf`: the earlier end client a subsequent token attaches (4005 unless the root is `subsequent`). */
  /** `ownerOf`: the business run an owner's run belongs to (kept in the state). */
  | {
      type: 'init';
      data: unknown;
      prefillTypes?: Record<string, PrefillType>;
      subsequentOf?: string;
      ownerOf?: OwnerOf;
    }
  /** The runtime made (or found) the connected run a `connect_flow` effect asked for. */
  | { type: 'connector_started'; nodeId: string; connectId: number; endClientId: string }
  /** The connected run of a flow_connector step reached its END with `status`. */
  | { type: 'connector_ended'; nodeId: string; endClientId: string; status: EndStatus }
  /**
   * `exit`: an END node the service sends the run to instead of the node's `next` (an
   * owner_verification node at its deadline); anything but an END of the flow is ignored.
   */
  | {
      type: 'service_finished';
      nodeId: string;
      runId: number;
      result: unknown;
      prefill?: Record<string, unknown>;
      exit?: string;
    }
  | { type: 'service_failed'; nodeId: string; runId: number; code: ServiceErrorCode; message?: string }
  /** A `send_sms` effect's code was handed to the gateway at `at` (ms); hash = smsCodeHash(key, salt, code). */
  | { type: 'sms_sent'; nodeId: string; sendId: number; hash: string; salt: string; at: number }
  | { type: 'sms_failed'; nodeId: string; sendId: number; code: SmsErrorCode; message: string }
  /** A built-in provider_electronic_id step's login came back, verified by the runtime. */
  | { type: 'eid_result'; nodeId: string; result: EidResult };

/** What the engine needs from outside besides flow and state (it reads no clock). */
export interface EngineContext {
  /** Today's date, `YYYY-MM-DD`, for relative date bounds (`-18y`). */
  today: string;
  /** An `x-hf-language` code; absent means the flow's default language. */
  language?: string;
  /** Current time in ms; sms steps need it (code expiry, resend cooldown). */
  now?: number;
  /** The key sms codes are hashed under (sms-code.ts); sms steps need it to check a code. */
  smsCodeKey?: Uint8Array;
  /** Where this session's provider_kyb_search steps are searched (`/test/kyb-search/<flowId>`); shown in their views. */
  kybSearchPath?: string;
  /** Where this session's built-in provider_electronic_id steps are started (POST); shown in their views. */
  eidStartPath?: string;
}

/** Session data handed to a service: values by element key and role, and earlier results. */
export interface ServiceInput {
  byKey: Record<string, unknown>;
  byRole: Record<string, unknown>;
  byId: Record<string, unknown>;
  serviceResults: Record<string, unknown>;
  /** What the provider steps on the path received, by node id (`step:<nodeId>/<pointer>`). Absent in jobs queued before it existed. */
  steps?: Record<string, unknown>;
}

export type Effect =
  | {
      type: 'start_service';
      nodeId: string;
      runId: number;
      service: string;
      config: Record<string, unknown>;
      input: ServiceInput;
    }
  | { type: 'cancel_service'; nodeId: string; runId: number }
  /** Make (once per session and node) a run of `flowId` for this end client, then answer connector_started. */
  | { type: 'connect_flow'; nodeId: string; connectId: number; flowId: string }
  /** Generate a `codeLength`-digit code, send `message` with {code} replaced, answer sms_sent/sms_failed. */
  | { type: 'send_sms'; nodeId: string; sendId: number; phoneNumber: string; message: string; codeLength: number }
  | { type: 'status_changed'; from: SessionStatus; to: SessionStatus; endNodeId?: string }
  /** An interactive step on the path took its submit (stored in `submissions`); reported by flow events. */
  | { type: 'step_submitted'; nodeId: string; stepType: 'form' | ProviderNodeType }
  /** A service node's run finished and its result is stored (`serviceResults`); reported by flow events. */
  | { type: 'service_completed'; nodeId: string; service: string };

export interface ElementView {
  id: string;
  type: string;
  name?: string;
  role?: string;
  normalizedName?: string;
  placeholder?: string;
  supportingText?: string;
  validations?: Validation[];
  options?: { name: string; label: string; description?: string }[];
  value?: unknown;
  prefillOptions?: string;
  condition?: FormElementCondition;
  compositeGroup?: string;
  partType?: string;
  accept?: string[];
  /** True when the value is prefilled and may not be changed. */
  readOnly?: boolean;
  /** National-identifier fields whose country is known: the identifier to ask for. */
  identifier?: IdentifierLabel;
  elements?: ElementView[];
}

export interface FormView {
  id: string;
  type: 'form';
  title: string | null;
  subtitle: string | null;
  canGoBack: boolean;
  elements: ElementView[];
}
export interface PendingView {
  type: 'pending';
}
export interface EndView {
  id: string;
  type: 'end';
  text: string | null;
  redirectUrl: string | null;
  /** Added by the runtime at an END naming a subsequent flow (src/subsequent): the token continuing it. */
  subsequent?: { flowId: string; token: string | null; expiresAt: string };
}
export interface ProviderView {
  id: string;
  type: Exclude<ProviderNodeType, 'sms' | 'provider_kyb_search' | 'provider_electronic_id' | 'flow_connector'>;
  title: string | null;
  canGoBack: boolean;
  shortCode?: string | null;
}
/** Search with GET `searchPath`?q=..., then submit a result's PrefillId (docs/kyb-search.md). */
export interface KybSearchView {
  id: string;
  type: 'provider_kyb_search';
  title: string | null;
  canGoBack: boolean;
  /** The registry searched: ISO 3166-1 alpha-2. */
  country: string;
  /** Whether `{"notFound": true}` is accepted. */
  allowNotFound: boolean;
  /** Null only when the engine runs without a search endpoint (ctx.kybSearchPath unset). */
  searchPath: string | null;
  /** The business picked at an earlier visit of the step (it is shown again after `back`). */
  selected?: KybBusiness;
}
/** `status`: code_sent (type it), expired / locked (request a new one), send_failed (see `error`). */
export interface SmsView {
  id: string;
  type: 'sms';
  title: string | null;
  canGoBack: boolean;
  phoneNumber: string | null;
  codeLength: number;
  status: 'code_sent' | 'expired' | 'locked' | 'send_failed';
  expiresAt: string | null;
  attemptsLeft: number;
  resendsLeft: number;
  canResendAt: string | null;
  resendAvailableInSeconds: number | null;
  error?: { code: SmsErrorCode; message: string };
}
/**
 * An electronic ID step (docs/verification.md). `builtin`: POST `startPath` for the provider's URL,
 * send the person there; `status` says whether the last login was declined (`error`). `tenant_backend`:
 * the tenant's integration submits the result; `startPath` is null.
 */
export interface ElectronicIdView {
  id: string;
  type: 'provider_electronic_id';
  title: string | null;
  canGoBack: boolean;
  provider: 'builtin' | 'tenant_backend';
  startPath: string | null;
  status: 'ready' | 'denied';
  error?: EidDenial;
}
/** What a built-in provider_doc_v step asks the person for (src/engine/document-step.ts). */
export interface DocumentCapture {
  /** Sides to upload: `front`, and `back` when the node requires it (a back is always accepted). */
  sides: Array<'front' | 'back'>;
  acceptedTypes: string[];
  maxFileBytes: number;
  documentTypes: string[];
  /** Issuing states accepted (MRZ codes), or null for any. */
  issuingCountries: string[] | null;
}
/** A provider_doc_v step Onward verifies itself: upload the sides (POST /file with elementId = the step's id), then submit their file ids. */
export interface DocumentStepView {
  id: string;
  type: 'provider_doc_v';
  title: string | null;
  canGoBack: boolean;
  shortCode: string | null;
  capture: DocumentCapture;
  /** Set when the last photos could not be read: why, and what to do for the next attempt. */
  retry?: { reason: string; message: string };
}
/** What a built-in OCR step takes: one file of these types, read for these fields. */
export interface OcrCapture {
  acceptedTypes: string[];
  maxFileBytes: number;
  fields: string[];
  requiredFields: string[];
}
/** Why the last document could not be used; `code` 4204 when required fields were not found in it. */
export interface OcrRetry {
  reason: string;
  message: string;
  code?: 4204;
  missing?: string[];
}
/** A person_ocr / business_ocr step Onward reads itself: upload one document (POST /file with elementId = the step's id), then submit its file id. */
export interface OcrStepView {
  id: string;
  type: 'person_ocr' | 'business_ocr';
  title: string | null;
  canGoBack: boolean;
  capture: OcrCapture;
  retry?: OcrRetry;
}
/**
 * A flow_connector step (docs/connected-flows.md): the end client continues in the connected run
 * (`endClientId`, of flow `flowId`, same mode); this step moves on by itself when that run ends.
 * Until the runtime has made the run, the step answers `pending`.
 */
export interface FlowConnectorView {
  id: string;
  type: 'flow_connector';
  title: string | null;
  canGoBack: boolean;
  flowId: string;
  endClientId: string;
}
export type StepView =
  | FlowConnectorView
  | FormView
  | PendingView
  | EndView
  | SmsView
  | KybSearchView
  | ElectronicIdView
  | DocumentStepView
  | OcrStepView
  | ProviderView;

/** Numeric codes from the spec's error table that the engine can produce. */
export type EngineErrorCode =
  | 4002
  | 4005
  | 4006
  | 4007
  | 4008
  | 4009
  | 4013
  | 4014
  | 4015
  | 4016
  | 4102
  | 4103
  | 4209
  | 4413
  | 4470
  | 5000
  | 5300
  | 5301
  | 5302
  | ServiceErrorCode;

export interface FieldIssue {
  elementId: string;
  role?: string;
  normalizedName?: string;
  /** Machine reason: `required`, `min_length`, `not_an_option`, `invalid_date`, ... */
  reason: string;
  message: string;
  /** Owner records: index of the record and id of the field inside it. */
  index?: number;
  fieldId?: string;
  /** sms steps: wrong codes the current code still accepts. */
  attemptsLeft?: number;
  /** National-identifier fields: the identifier the country expects (src/identifiers). */
  identifier?: IdentifierLabel;
}

export interface EngineError {
  code: EngineErrorCode;
  message: string;
  details?: FieldIssue[];
}

export type EngineOutcome =
  | { ok: true; state: SessionState; view: StepView | null; effects: Effect[] }
  | { ok: false; error: EngineError; state: SessionState; effects: Effect[] };

export type { Language };
