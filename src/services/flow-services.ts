/**
 * The registry of non-interactive services that service nodes name. Each adapter turns the
 * engine's ServiceInput into what its service reads and its result into a ServiceOutcome.
 * Config validators for publication are registered apart (config-validators.ts). The composition
 * root hands this map to the session runtime's job worker (src/sessions/service-jobs.ts).
 */
import type { ServiceInput } from '../engine/types.js';
import type { OutboundClient } from '../outbound/client.js';
import { runHttpRequest, SERVICE_NAME as HTTP_REQUEST } from './http-request.js';
import { runScreening, SERVICE_NAME as SCREENING, type ScreeningServiceDeps } from './screening-service.js';
import {
  runBusinessVerification,
  SERVICE_NAME as BUSINESS_VERIFICATION,
  type BusinessVerificationDeps,
} from './business-verification.js';
import {
  runDocumentVerification,
  SERVICE_NAME as DOCUMENT_VERIFICATION,
  type DocumentVerificationDeps,
} from './document-verification.js';
import { runDocumentReading, SERVICE_NAMES as READING_SERVICES, type DocumentReadingDeps } from './document-reading.js';
import type { FlowService } from './contract.js';

export interface FlowServiceDeps {
  outbound: OutboundClient;
  /** The matcher over the active screening lists. */
  screening: ScreeningServiceDeps['screening'];
  /** Verification over the active business registry snapshots. */
  businesses: BusinessVerificationDeps['businesses'];
  businessRegistry: BusinessVerificationDeps['registry'];
  /** The verifier and file reader of built-in provider_doc_v steps (src/engine/document-step.ts). */
  documents: DocumentVerificationDeps;
  /** The reader and file reader of built-in person_ocr / business_ocr steps (src/engine/ocr-step.ts). */
  readings: DocumentReadingDeps;
}

function sessionValues(input: unknown) {
  const i = (input ?? {}) as Partial<ServiceInput>;
  return { key: i.byKey ?? {}, role: i.byRole ?? {}, service: i.serviceResults ?? {}, step: i.steps ?? {} };
}

export function createFlowServices(deps: FlowServiceDeps): Map<string, FlowService> {
  const services = new Map<string, FlowService>();
  services.set(HTTP_REQUEST, async (config, input) => {
    const result = await runHttpRequest(config, sessionValues(input), { client: deps.outbound });
    return result.ok
      ? { ok: true, data: result.data }
      : { ok: false, code: result.code, message: result.message, retryable: result.retryable };
  });
  // Both are CPU-only and synchronous over in-memory indexes (well under a millisecond per call).
  services.set(SCREENING, async (config, input) =>
    runScreening(config, sessionValues(input), { screening: deps.screening }),
  );
  services.set(BUSINESS_VERIFICATION, async (config, input) =>
    runBusinessVerification(config, sessionValues(input), {
      businesses: deps.businesses,
      registry: deps.businessRegistry,
    }),
  );
  // Not a service node's: the verification run a built-in provider_doc_v step starts on submit.
  services.set(DOCUMENT_VERIFICATION, (config, input, run) =>
    runDocumentVerification(config, input, run, deps.documents),
  );
  // Nor are these: the reading runs built-in OCR steps start on submit, one service per step type.
  for (const type of ['person_ocr', 'business_ocr'] as const)
    services.set(READING_SERVICES[type], (config, input, run) =>
      runDocumentReading(type, config, input, run, deps.readings),
    );
  return services;
}
