/** What an operation answers: the step to show, or the engine's refusal as an OnwardError. */
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import type { EngineOutcome, SessionState, StepView } from '../engine/types.js';
import { OnwardError, type ErrorDetail } from '../errors/index.js';
import type { SessionRecord } from './repository.js';
import type { ServiceTimings } from './service-timings.js';
import { DOCUMENT_VERIFICATION_SERVICE } from '../flows/document/schema-document-step.js';
import { OCR_SERVICES } from '../flows/document/schema-ocr-step.js';
import {
  OWNER_WAIT_RETRY_AFTER_SECONDS,
  SERVICE_NAME as OWNER_VERIFICATION,
} from '../services/owner-verification-config.js';

export interface StepResult {
  sessionId: string;
  view: StepView;
  /** Seconds until polling is worthwhile, for pending answers. */
  retryAfterSeconds?: number;
}

type Refusal = Extract<EngineOutcome, { ok: false }>['error'];

function toDetails(error: NonNullable<Refusal['details']>): ErrorDetail[] {
  return error.map(({ elementId, reason, message, ...rest }) => ({ field: elementId, reason, message, ...rest }));
}

export function throwIfFailed(outcome: EngineOutcome): asserts outcome is Extract<EngineOutcome, { ok: true }> {
  if (!outcome.ok)
    throw new OnwardError(
      outcome.error.code,
      outcome.error.message,
      outcome.error.details ? toDetails(outcome.error.details) : undefined,
    );
}

/** A pending answer carries the server's estimate of the awaited service's duration (Retry-After). */
export function createResult(timings: Pick<ServiceTimings, 'estimateSeconds'>) {
  return function result(flow: CompiledFlow, session: SessionRecord<SessionState>, outcome: EngineOutcome): StepResult {
    throwIfFailed(outcome);
    const view = outcome.view ?? { type: 'pending' as const };
    if (view.type !== 'pending') return { sessionId: session.id, view };
    const position = outcome.state.position;
    const node = position.kind === 'service' ? flow.nodes[position.nodeId] : undefined;
    const service =
      node?.type === 'service'
        ? node.service
        : node?.type === 'provider_doc_v'
          ? DOCUMENT_VERIFICATION_SERVICE
          : node?.type === 'person_ocr' || node?.type === 'business_ocr'
            ? OCR_SERVICES[node.type]
            : undefined;
    // People take hours to verify themselves, not seconds: no point polling a waiting case faster.
    const retryAfterSeconds =
      service === OWNER_VERIFICATION ? OWNER_WAIT_RETRY_AFTER_SECONDS : timings.estimateSeconds(service);
    return { sessionId: session.id, view, retryAfterSeconds };
  };
}
