// ONWARD_SMS_*: the gateway sms steps send their codes through (docs/sms.md). Kept apart from
// env.ts so the gateway kinds and their messages live in one place.

export type SmsGatewayConfig =
  | { kind: 'none' }
  | { kind: 'twilio'; baseUrl: string; accountSid: string; authToken: string; from: string; timeoutMs: number }
  | { kind: 'webhook'; url: string; token: string | undefined; from: string | undefined; timeoutMs: number }
  /** Development only: the code is written to the server log. Refused when NODE_ENV=production. */
  | { kind: 'log' };

type Env = Record<string, string | undefined>;

function httpUrl(raw: string): URL | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch { return undefined; }
}

export function parseSmsEnv(env: Env, timeoutMs: number): { sms: SmsGatewayConfig; problems: string[] } {
  const problems: string[] = [];
  const opt = (name: string): string | undefined => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const need = (name: string): string => {
    const v = opt(name);
    if (v === undefined) problems.push(`${name} must be set with ONWARD_SMS_GATEWAY=${env.ONWARD_SMS_GATEWAY}`);
    return v ?? '';
  };
  const kind = opt('ONWARD_SMS_GATEWAY');
  switch (kind) {
    case undefined: return { sms: { kind: 'none' }, problems };
    case 'twilio': {
      const baseUrl = opt('ONWARD_SMS_TWILIO_BASE_URL') ?? 'https://api.twilio.com';
      if (!httpUrl(baseUrl)) problems.push(`ONWARD_SMS_TWILIO_BASE_URL must be an http(s) URL, got ${JSON.stringify(baseUrl)}`);
      const sms = { kind, baseUrl: baseUrl.replace(/\/+$/, ''), accountSid: need('ONWARD_SMS_TWILIO_ACCOUNT_SID'), authToken: need('ONWARD_SMS_TWILIO_AUTH_TOKEN'), from: need('ONWARD_SMS_FROM'), timeoutMs } as const;
      return { sms, problems };
    }
    case 'webhook': {
      const url = need('ONWARD_SMS_WEBHOOK_URL');
      if (url !== '' && !httpUrl(url)) problems.push('ONWARD_SMS_WEBHOOK_URL must be an http(s) URL');
      return { sms: { kind, url, token: opt('ONWARD_SMS_WEBHOOK_TOKEN'), from: opt('ONWARD_SMS_FROM'), timeoutMs }, problems };
    }
    case 'log':
      // Codes in a log are readable by anyone with log access: never acceptable in production.
      if (env.NODE_ENV === 'production') problems.push('ONWARD_SMS_GATEWAY=log writes codes to the log and is refused when NODE_ENV=production');
      return { sms: { kind }, problems };
    default:
      problems.push(`ONWARD_SMS_GATEWAY must be twilio, webhook or log, got ${JSON.stringify(kind)}`);
      return { sms: { kind: 'none' }, problems };
  }
}
