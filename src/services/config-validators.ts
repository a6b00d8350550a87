/**
 * Config validators of the registered services, by service name, for the flow document validator:
 * a bad config is a publication error naming the node and field, not a failed session later.
 * The runners are registered separately (src/sessions/flow-services.ts) because they need I/O deps.
 */
import type { ConfigIssue, DocumentFields } from './config-common.js';
import { validateHttpRequestConfig, SERVICE_NAME as HTTP_REQUEST } from './http-request.js';
import { validateScreeningConfig, SERVICE_NAME as SCREENING } from './screening-service.js';
import { validateBusinessVerificationConfig, SERVICE_NAME as BUSINESS_VERIFICATION } from './business-verification.js';

export type { ConfigIssue, DocumentFields } from './config-common.js';

export type ConfigValidator = (config: unknown, doc: DocumentFields) => ConfigIssue[];

export const SERVICE_CONFIG_VALIDATORS: ReadonlyMap<string, ConfigValidator> = new Map<string, ConfigValidator>([
  [HTTP_REQUEST, (config) => validateHttpRequestConfig(config)],
  [SCREENING, validateScreeningConfig],
  [BUSINESS_VERIFICATION, validateBusinessVerificationConfig],
]);
