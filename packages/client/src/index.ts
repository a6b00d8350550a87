/**
 * @onward/client: a typed client for Onward's public APIs.
 *
 *   const onward = createOnwardClient({ baseUrl, credentials: { clientId, clientSecret } });
 *   const run = await onward.flows.start('onboarding-basic');
 *   await run.submitForm({ first_name: 'Ada', last_name: 'Lovelace' });
 *
 * See README.md for the whole tour.
 */
export { createOnwardClient } from './client.js';
export type { OnwardClient, OnwardClientOptions, RunOptions } from './client.js';
export type { ClientCredentials, EnrollmentCredentials } from './credentials.js';
export { FlowRun } from './flow-run.js';
export type { PendingOptions, RunOutcome } from './flow-run.js';
export type { FlowMode, KybSearchQuery } from './flow-api.js';
export { formSubmitFor, elementFor, inputElements } from './form-values.js';
export type { FormValues, InputElement, Role } from './form-values.js';
export type { MonitoringApi, Enrollment, Frequency } from './monitoring.js';
export type { BusinessesApi, BusinessSearch } from './businesses.js';
export { verifyWebhook } from './webhooks.js';
export type { VerifyWebhookOptions, WebhookHeaders, WebhookRefusal, WebhookVerification } from './webhooks.js';
export { OnwardApiError, OnwardClientError } from './errors.js';
export type { ApiErrorFormat, ClientErrorCode } from './errors.js';
export { tokenCache } from './tokens.js';
export type { IssuedToken, TokenSource, TokenCacheOptions } from './tokens.js';
export type { ApiClient, FetchFunction } from './http.js';
export type * from './types.js';
export type { paths, components, operations } from './generated/openapi.js';
