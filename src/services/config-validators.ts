/**
 * Config validators of the registered services, by service name, for the flow document validator
 * (its ServiceConfigValidators interface; the composition root passes this registry to it): a bad
 * config is a publication error naming the node and field, not a failed session later. The
 * runners are registered separately (flow-services.ts) because they need I/O deps.
 */
import type { ServiceConfigValidator, ServiceConfigValidators } from '../flows/document/service-configs.js';
import { validateHttpRequestConfig, SERVICE_NAME as HTTP_REQUEST } from './http-request-config.js';
import { validateScreeningConfig, SERVICE_NAME as SCREENING } from './screening-service.js';
import {
  validateBusinessVerificationConfig,
  SERVICE_NAME as BUSINESS_VERIFICATION,
} from './business-verification-config.js';
import { validateOwnerVerificationConfig, SERVICE_NAME as OWNER_VERIFICATION } from './owner-verification-config.js';

export const SERVICE_CONFIG_VALIDATORS: ServiceConfigValidators = new Map<string, ServiceConfigValidator>([
  [HTTP_REQUEST, (config) => validateHttpRequestConfig(config)],
  [SCREENING, validateScreeningConfig],
  [BUSINESS_VERIFICATION, validateBusinessVerificationConfig],
  [OWNER_VERIFICATION, validateOwnerVerificationConfig],
]);
