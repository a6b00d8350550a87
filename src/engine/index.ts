/**
 * The flow execution engine: pure functions from (compiled flow, session state, event) to
 * (new state, step view, effects). No HTTP, no database, no clock, no randomness.
 *
 * Typical use by the HTTP layer, inside one transaction per request:
 *
 *   const state = stored ?? newSession(flow);              // a new session starts at `new`
 *   const out = handleEvent(flow, state, event, { today: '2025-06-01', language });
 *   if (out.ok) reply(200, out.view); else reply(statusFor(out.error.code), out.error);
 *   save(out.state);                                      // also on errors: see below
 *   for (const e of out.effects) schedule(e);             // after commit
 *
 * Events (`EngineEvent`):
 * - `get`: the current step; advances a `new` session to its first step; retries a service
 *   that failed before any step was shown.
 * - `submit` `{data, files?, direct?, kybPick?}`: data is a flat map keyed by element id, role or
 *   normalizedName (form) or the provider's payload object. `files` gives metadata of
 *   uploaded file ids (size, type) for max_file_size/accept checks. `direct: true` for a
 *   submit without session: 4015 unless the first node is a form. `kybPick`: for a
 *   provider_kyb_search step's `{PrefillId}`, the business the integrator resolved it to (or
 *   why not); the engine cannot check a PrefillId (docs/kyb-search.md).
 * - `back`: the previous interactive step with its values; 4103 at the root.
 * - `init` `{data, prefillTypes?}`: prefill values by element id, role or normalizedName (no move;
 *   view null); `prefillTypes` locks or hides values by element id (an owner's prefill, owner-prefill.ts).
 * - `service_finished` `{nodeId, runId, result, prefill?}` / `service_failed` `{nodeId, runId, code}`:
 *   the outcome of a `start_service` effect. Outcomes of runs the session has left are ignored.
 * - `sms_sent` `{nodeId, sendId, hash, salt, at}` / `sms_failed` `{nodeId, sendId, code: 5301|5302}`:
 *   the outcome of a `send_sms` effect (docs/sms.md); `ctx.now` (ms) is needed by sms steps.
 *   `ctx.kybSearchPath` is shown by provider_kyb_search steps as the path to search at.
 *
 * Outcome (`EngineOutcome`): `{ok: true, state, view, effects}` or `{ok: false, error, state, effects}`.
 * Always persist `state` when it differs from the input (it does on a failed service: the
 * session goes back to the step whose submit started it, or to a `failed` position that
 * the next `get` retries). `view` is null for `init`.
 *
 * Effects: `start_service` (run the service job for that node with `input`, then send
 * `service_finished`/`service_failed` with the same `runId`), `cancel_service` (the session
 * left a running service), `send_sms` (make a code, send it, answer sms_sent/sms_failed with
 * the same `sendId`; emitted whenever the session arrives at an sms step), `status_changed` (end client status; `endNodeId` when finished),
 * `step_submitted` (a form or provider step on the path took its submit) and `service_completed`
 * (a service node's result was stored): the last three only report, for webhooks.
 *
 * Errors (`EngineError`, spec codes): 4002 node not found (republished version lacks it),
 * 4006 missing required, 4007 malformed (also an unknown x-hf-language, which the HTTP
 * layer answers with 400), 4008 failed validation, 4009/6504/6505 service failures, 4013
 * flow finished, 4014 submit while a service is pending, 4015 direct submit on a non-form
 * root, 4103 back at the root, 5000 internal, 5300 wrong/expired SMS code, 5301/5302 SMS not sent.
 * A provider_kyb_search submit: 4007 neither `{PrefillId}` nor `{notFound: true}`, 4008 a refused
 * PrefillId (`details[0].reason`) or a notFound the node does not allow. Field problems are in `details`.
 *
 * Other pure helpers: `prefillableFields(flow)` (GET /init), `resolveLanguage(flow, code)`,
 * `stateProblems(flow, state)` (consistency check of a stored state), `stepView`.
 */
export { handleEvent } from './engine.js';
export { newSession } from './session.js';
export { prefillableFields, type PrefillableField } from './prefill.js';
export { ownerPrefillInit, type OwnerPrefill, type OwnerPrefillElement, type PrefillValue } from './owner-prefill.js';
export { resolveLanguage, textsFor } from './language.js';
export { endNodeOf, ownerRunState, serviceHit, type OwnerState } from './owner-run.js';
export { isSharedView, stepView } from './views.js';
export { stateProblems } from './invariants.js';
export { conditionHolds, isVisible, ruleHolds } from './conditions.js';
export type * from './types.js';
