// The sms gateway's settings as one value: which ONWARD_SMS_* variables are required depends on
// ONWARD_SMS_GATEWAY, so this is where that rule is checked (docs/sms.md).
import type { EnvName, EnvValues } from './schema/index.js';

export type SmsGatewayConfig =
  | { kind: 'none' }
  | { kind: 'twilio'; baseUrl: string; accountSid: string; authToken: string; from: string; timeoutMs: number }
  | { kind: 'webhook'; url: string; token: string | undefined; from: string | undefined; timeoutMs: number }
  /** Development only: the code is written to the server log. Refused when NODE_ENV=production. */
  | { kind: 'log' };

export function smsGateway(v: EnvValues, failed: ReadonlySet<EnvName>): { sms: SmsGatewayConfig; problems: string[] } {
  const problems: string[] = [];
  const kind = v.ONWARD_SMS_GATEWAY;
  const timeoutMs = v.ONWARD_SMS_TIMEOUT_MS;
  // A refused value was already reported; "must be set" on top of it would only confuse.
  const need = (
    name:
      'ONWARD_SMS_TWILIO_ACCOUNT_SID' | 'ONWARD_SMS_TWILIO_AUTH_TOKEN' | 'ONWARD_SMS_FROM' | 'ONWARD_SMS_WEBHOOK_URL',
  ): string => {
    const value = v[name];
    if (value === undefined && !failed.has(name)) problems.push(`${name} must be set with ONWARD_SMS_GATEWAY=${kind}`);
    return value ?? '';
  };
  switch (kind) {
    case undefined:
      return { sms: { kind: 'none' }, problems };
    case 'twilio': {
      const sms = {
        kind,
        baseUrl: v.ONWARD_SMS_TWILIO_BASE_URL,
        accountSid: need('ONWARD_SMS_TWILIO_ACCOUNT_SID'),
        authToken: need('ONWARD_SMS_TWILIO_AUTH_TOKEN'),
        from: need('ONWARD_SMS_FROM'),
        timeoutMs,
      };
      return { sms, problems };
    }
    case 'webhook':
      return {
        sms: {
          kind,
          url: need('ONWARD_SMS_WEBHOOK_URL'),
          token: v.ONWARD_SMS_WEBHOOK_TOKEN,
          from: v.ONWARD_SMS_FROM,
          timeoutMs,
        },
        problems,
      };
    case 'log':
      // Codes in a log are readable by anyone with log access: never acceptable in production.
      if (v.NODE_ENV === 'production')
        problems.push('ONWARD_SMS_GATEWAY=log writes codes to the log and is refused when NODE_ENV=production');
      return { sms: { kind }, problems };
  }
}
