// The document validator as publication runs it: with the registered services' config checks, the
// registry the composition root passes (src/app/services.ts), so tests see the same answers.
import { SERVICE_CONFIG_VALIDATORS } from '../../../services/config-validators.js';
import { validateFlowDocument as validateWith } from '../validate.js';
import type { ValidationResult } from '../types.js';

export function validateFlowDocument(input: unknown): ValidationResult {
  return validateWith(input, SERVICE_CONFIG_VALIDATORS);
}
