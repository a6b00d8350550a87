/**
 * The SMS gateway sms steps send codes through: Twilio's Messages API or a generic JSON webhook,
 * both over the guarded outbound client (src/outbound). A send never throws: it answers success or
 * the sms error code the step reports, 5301 when the gateway refused this number or message, 5302
 * when the gateway itself failed (5xx, timeout, unreachable, our credentials refused, not configured).
 */
import type { Logger } from 'pino';
import type { SmsGatewayConfig } from '../config/env.js';
import type { SmsErrorCode } from '../engine/types.js';
import { classifyOutcome } from '../outbound/classify.js';
import type { OutboundClient, OutboundOutcome, OutboundRequest } from '../outbound/client.js';

export type SmsSendResult = { ok: true } | { ok: false; code: SmsErrorCode; message: string };

export interface SmsGateway {
  readonly kind: SmsGatewayConfig['kind'];
  send(to: string, body: string): Promise<SmsSendResult>;
}

function verdict(outcome: OutboundOutcome): SmsSendResult {
  if (classifyOutcome(outcome) === 'success') return { ok: true };
  if (outcome.kind === 'response') {
    // 401/403 are our credentials, not the number: an operator problem, like a 5xx.
    const rejected = outcome.status >= 400 && outcome.status < 500 && ![401, 403, 408, 429].includes(outcome.status);
    return rejected
      ? {
          ok: false,
          code: 5301,
          message: `Failed to send SMS to the phone number: the gateway refused it (HTTP ${outcome.status})`,
        }
      : { ok: false, code: 5302, message: `SMS provider internal error (HTTP ${outcome.status})` };
  }
  if (outcome.kind === 'timeout')
    return { ok: false, code: 5302, message: 'SMS provider internal error: the gateway did not answer in time' };
  if (outcome.kind === 'refused')
    return {
      ok: false,
      code: 5302,
      message: `SMS provider internal error: the gateway address is not allowed (${outcome.reason})`,
    };
  return { ok: false, code: 5302, message: 'SMS provider internal error: the gateway could not be reached' };
}

function requestFor(
  config: Exclude<SmsGatewayConfig, { kind: 'none' | 'log' }>,
  to: string,
  body: string,
): OutboundRequest {
  if (config.kind === 'twilio') {
    const basic = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
    return {
      url: `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
      method: 'POST',
      timeoutMs: config.timeoutMs,
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: to, From: config.from, Body: body }).toString(),
    };
  }
  return {
    url: config.url,
    method: 'POST',
    timeoutMs: config.timeoutMs,
    headers: {
      'content-type': 'application/json',
      ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
    },
    body: JSON.stringify({ to, body, ...(config.from ? { from: config.from } : {}) }),
  };
}

export function createSmsGateway(
  config: SmsGatewayConfig,
  deps: { outbound: OutboundClient; logger: Logger },
): SmsGateway {
  switch (config.kind) {
    case 'none':
      return {
        kind: 'none',
        send: async () => ({
          ok: false,
          code: 5302,
          message: 'SMS provider internal error: no SMS gateway is configured (ONWARD_SMS_GATEWAY)',
        }),
      };
    case 'log':
      deps.logger.warn('ONWARD_SMS_GATEWAY=log: SMS codes are written to this log and not sent. Development only.');
      return {
        kind: 'log',
        send: async (to, body) => {
          deps.logger.warn({ to, body }, 'SMS not sent (ONWARD_SMS_GATEWAY=log, development only)');
          return { ok: true };
        },
      };
    default:
      return {
        kind: config.kind,
        send: async (to, body) => verdict(await deps.outbound.request(requestFor(config, to, body))),
      };
  }
}
