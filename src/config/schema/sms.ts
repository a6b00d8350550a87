// ONWARD_SMS_*: the gateway sms steps send their codes through (docs/sms.md). Which variables are
// required depends on the gateway; that rule lives with the gateway's shape in ../sms.ts.
import { int, optionalOneOf, text, withDefault, EnvProblem } from './kinds.js';

export const SMS_GATEWAYS = ['twilio', 'webhook', 'log'] as const;

function httpUrl(raw: string): URL | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export const smsVars = {
  ONWARD_SMS_GATEWAY: optionalOneOf(
    SMS_GATEWAYS,
    {
      description:
        'Gateway of `sms` step codes: `twilio`, `webhook`, or `log` (development only, refused with `NODE_ENV=production`). Unset: every send fails with 5302 ("no SMS gateway is configured")',
    },
    (raw) => `must be twilio, webhook or log, got ${JSON.stringify(raw)}`,
  ),
  ONWARD_SMS_TWILIO_ACCOUNT_SID: text({ description: 'Twilio account SID (required for `twilio`)' }),
  ONWARD_SMS_TWILIO_AUTH_TOKEN: text({ description: 'Twilio auth token (required for `twilio`)' }),
  ONWARD_SMS_TWILIO_BASE_URL: withDefault(
    'https://api.twilio.com',
    {
      description:
        'Base of `POST {base}/2010-04-01/Accounts/{sid}/Messages.json` (form-encoded `To`, `From`, `Body`; Basic auth sid:token)',
    },
    (raw) => {
      if (!httpUrl(raw)) throw new EnvProblem(`must be an http(s) URL, got ${JSON.stringify(raw)}`);
      return raw.replace(/\/+$/, '');
    },
    (url) => url,
  ),
  ONWARD_SMS_FROM: text({
    description: 'Sender number or id (required for `twilio`; sent as `from` by `webhook` when set)',
  }),
  ONWARD_SMS_WEBHOOK_URL: text(
    { description: '`webhook`: receives `POST` JSON `{"to", "body", "from"?}`; any 2xx is success' },
    (url) => (httpUrl(url) ? undefined : 'must be an http(s) URL'),
  ),
  ONWARD_SMS_WEBHOOK_TOKEN: text({ description: '`webhook`: sent as `Authorization: Bearer <token>`' }),
  ONWARD_SMS_TIMEOUT_MS: int(10_000, 100, 60_000, {
    description: 'Gateway call timeout (100–60000); a timeout is 5302',
  }),
  NODE_ENV: text({
    description:
      '`production` refuses `ONWARD_SMS_GATEWAY=log` (codes in a log are readable by anyone with log access)',
  }),
};
