/**
 * The environment schema: every variable the service reads, declared once (name, type, default,
 * description, decoding) in its area's file. The config type is inferred from it.
 */
import { Type, type StaticDecode, type TSchema } from '@sinclair/typebox';
import { authVars } from './auth.js';
import { mailVars } from './mail.js';
import { screeningVars } from './screening.js';
import { serverVars } from './server.js';
import { smsVars } from './sms.js';
import { storeVars } from './store.js';
import { studioVars } from './studio.js';
import { webhookVars } from './webhooks.js';
import { eidVars } from './eid.js';
import { deploymentVars } from './deployment.js';

/** The variables by area, in the order the docs list them. */
export const ENV_AREAS = {
  server: serverVars,
  store: storeVars,
  auth: authVars,
  webhooks: webhookVars,
  screening: screeningVars,
  mail: mailVars,
  sms: smsVars,
  studio: studioVars,
  eid: eidVars,
  deployment: deploymentVars,
} satisfies Record<string, Record<string, TSchema>>;

export type EnvArea = keyof typeof ENV_AREAS;

export const EnvSchema = Type.Object({
  ...serverVars,
  ...storeVars,
  ...authVars,
  ...webhookVars,
  ...screeningVars,
  ...mailVars,
  ...smsVars,
  ...studioVars,
  ...eidVars,
  ...deploymentVars,
});

/** Every variable, decoded. */
export type EnvValues = StaticDecode<typeof EnvSchema>;
export type EnvName = keyof EnvValues;
