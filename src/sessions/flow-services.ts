/**
 * The registry of non-interactive services that service nodes name. Each adapter turns the
 * engine's ServiceInput into what its service reads and its result into a ServiceOutcome.
 */
import type { ServiceInput } from '../engine/types.js';
import type { OutboundClient } from '../outbound/client.js';
import { runHttpRequest, SERVICE_NAME as HTTP_REQUEST } from '../services/http-request.js';
import type { FlowService } from './service-jobs.js';

export interface FlowServiceDeps {
  outbound: OutboundClient;
}

function sessionValues(input: unknown) {
  const i = (input ?? {}) as Partial<ServiceInput>;
  return { key: i.byKey ?? {}, role: i.byRole ?? {}, service: i.serviceResults ?? {} };
}

export function createFlowServices(deps: FlowServiceDeps): Map<string, FlowService> {
  const services = new Map<string, FlowService>();
  services.set(HTTP_REQUEST, async (config, input) => {
    const result = await runHttpRequest(config, sessionValues(input), { client: deps.outbound });
    return result.ok
      ? { ok: true, data: result.data }
      : { ok: false, code: result.code, message: result.message, retryable: result.retryable };
  });
  return services;
}
