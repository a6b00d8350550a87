/**
 * Names for the generated schema types an integration handles every day, so code using the client
 * reads `FormStep` rather than `components['schemas']['FormStep']`. All come from the OpenAPI
 * document (src/generated/openapi.ts), so they change exactly when the API does.
 */
import type { components, paths } from './generated/openapi.js';

type Schemas = components['schemas'];

/** Every answer of the current-step, submit and back operations: one of the 11 step types, by `type`. */
export type Step = Schemas['StepResponse'];
export type StepType = Step['type'];
export type FormStep = Schemas['FormStep'];
export type PendingStep = Schemas['PendingStep'];
export type EndStep = Schemas['EndStep'];
export type SmsStep = Schemas['SmsStep'];
export type KybSearchStep = Schemas['KybSearchStep'];
export type KybBusiness = Schemas['KybBusiness'];
/** A step the end user acts on: anything but `pending` and `end`. */
export type InteractiveStep = Exclude<Step, PendingStep | EndStep>;

export type FormElement = Schemas['FormElement'];
export type FieldValue = Schemas['FieldValue'];
export type SubmitPayload = Schemas['SubmitPayload'];
export type FormSubmit = Schemas['FormSubmit'];
export type SmsSubmit = Schemas['SmsSubmit'];
export type ProviderKybSearchSubmit = Schemas['ProviderKybSearchSubmit'];

export type ErrorDetail = Schemas['ErrorDetail'];
export type CallbackRecord = Schemas['CallbackRecord'];
export type MonitoringResult = Schemas['MonitoringResult'];
export type BusinessRecord = Schemas['BusinessRecord'];

/** The `x-hf-language` codes the flow API accepts (47; `no` is Norwegian). */
export type Language = NonNullable<
  NonNullable<paths['/flow/{flowId}']['get']['parameters']['header']>['x-hf-language']
>;

/** One result of a flow's business search (`GET /kyb-search/{flowId}`). */
export type KybSearchResult =
  paths['/kyb-search/{flowId}']['get']['responses'][200]['content']['application/json']['results'][number];

/** One suggestion of the business prefill search (`POST /v3/business/autocomplete`). */
export type BusinessSuggestion =
  paths['/v3/business/autocomplete']['post']['responses'][200]['content']['application/json']['results'][number];
export type BusinessSearchRequest = NonNullable<
  paths['/v3/business/autocomplete']['post']['requestBody']
>['content']['application/json'];
export type BusinessVerifyRequest = NonNullable<
  paths['/v3/business/verify']['post']['requestBody']
>['content']['application/json'];
export type BusinessVerifyResult =
  paths['/v3/business/verify']['post']['responses'][200]['content']['application/json'];

/** An end client (one per session) as `GET /end-clients/{endClientId}` shows it. */
export type EndClient = paths['/end-clients/{endClientId}']['get']['responses'][200]['content']['application/json'];

/** What `POST /file/{flowId}` answers for a stored file. */
export type UploadedFile = paths['/file/{flowId}']['post']['responses'][201]['content']['application/json'];

export type EnrollmentRequest = NonNullable<
  paths['/Enrollment/CreateEnrollmentWithIndividual']['post']['requestBody']
>['content']['application/json'];
