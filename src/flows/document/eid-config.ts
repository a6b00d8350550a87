/**
 * Per-node configuration of a `provider_electronic_id` step that speaks OpenID Connect, and its
 * validator, used both at publication (validate-electronic-id.ts) and by the verifier at run time
 * (src/verification/eid), so the two can never disagree. The validator adds what a JSON Schema
 * cannot say (issuer URL rules, one secret source, `openid` among the scopes, roles the flow knows).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** A claim name, or a dotted path into a structured claim (`address.postal_code`). */
const ClaimName = Type.String({ minLength: 1, maxLength: 200, pattern: '^[^.\\s]+(\\.[^.\\s]+)*$' });
const Role = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z][a-z0-9_]*$' });

/**
 * The client secret. A plain string is accepted only in the document a flow author uploads:
 * publication must replace it with `{ sealed }` (sealClientSecret) so no plaintext secret is ever
 * stored; the verifier refuses a plain string at run time.
 */
export const ClientSecretSchema = Type.Union([
  Type.String({ minLength: 1 }),
  Type.Object({ sealed: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
]);

export const EidNodeConfigSchema = Type.Object(
  {
    /** The issuer identifier exactly as the provider's discovery document states it. */
    issuer: Type.String({ minLength: 1, maxLength: 2000 }),
    clientId: Type.String({ minLength: 1, maxLength: 500 }),
    clientSecret: Type.Optional(ClientSecretSchema),
    /** Name of a secret held by the deployment (e.g. read from the environment), instead of clientSecret. */
    clientSecretRef: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_.-]+$' })),
    tokenEndpointAuthMethod: Type.Optional(
      Type.Union([Type.Literal('client_secret_basic'), Type.Literal('client_secret_post')]),
    ),
    /** Default `['openid']`; must contain `openid`. */
    scopes: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21\\x23-\\x5B\\x5D-\\x7E]+$' }), {
        minItems: 1,
        uniqueItems: true,
      }),
    ),
    /** Claim (or dotted path) → role. Default: given_name, family_name, birthdate to first_name, last_name, dob. */
    claims: Type.Optional(Type.Record(ClaimName, Role)),
    /** Also read the userinfo endpoint (some providers put the identity claims only there). */
    userinfo: Type.Optional(Type.Boolean()),
    /** Requested assurance levels; the ID token's `acr` must then be one of them. */
    acrValues: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 500, pattern: '^\\S+$' }), { minItems: 1, uniqueItems: true }),
    ),
    // `none` is left out on purpose: the step exists to make the person authenticate.
    prompt: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('consent'), Type.Literal('select_account')])),
    uiLocales: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$' }), { minItems: 1, uniqueItems: true }),
    ),
    /** How long the person has to come back from the provider; default 600 s. */
    stateTtlSeconds: Type.Optional(Type.Integer({ minimum: 60, maximum: 3600 })),
  },
  { additionalProperties: false },
);

export type EidNodeConfig = Static<typeof EidNodeConfigSchema>;
export type ClientSecretConfig = Static<typeof ClientSecretSchema>;

export const DEFAULT_SCOPES: readonly string[] = ['openid'];
export const DEFAULT_CLAIMS: Readonly<Record<string, string>> = {
  given_name: 'first_name',
  family_name: 'last_name',
  birthdate: 'dob',
};
export const DEFAULT_STATE_TTL_SECONDS = 600;

/** One problem in a node's configuration; `path` is a JSON pointer relative to the config object. */
export interface EidConfigIssue {
  code: string;
  path: string;
  field: string;
  message: string;
}

export type EidConfigValidation = { ok: true; config: EidNodeConfig } | { ok: false; issues: EidConfigIssue[] };

export interface EidConfigValidationOptions {
  /** The flow's role vocabulary; when given, every mapped role must be in it. */
  isKnownRole?: (role: string) => boolean;
  /** Admit `http://` issuers on loopback hosts (local test providers only). */
  allowInsecureLoopbackIssuer?: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK.has(url.hostname);
}

function issuerProblem(issuer: string, allowInsecureLoopback: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'the issuer must be an absolute URL';
  }
  // OpenID Connect Discovery 1.0 §2: an issuer is https, with no query or fragment.
  if (url.search !== '' || url.hash !== '' || issuer.includes('?') || issuer.includes('#'))
    return 'the issuer must not have a query or fragment';
  if (url.username !== '' || url.password !== '') return 'the issuer must not carry credentials';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && allowInsecureLoopback && isLoopbackUrl(url)) return undefined;
  return 'the issuer must be an https URL';
}

/** Validates one node's config; every problem is reported, not just the first. */
export function validateEidConfig(input: unknown, options: EidConfigValidationOptions = {}): EidConfigValidation {
  const issues: EidConfigIssue[] = [];
  const issue = (code: string, path: string, message: string): void => {
    issues.push({ code, path, field: path.split('/')[1] ?? '', message });
  };
  if (!Value.Check(EidNodeConfigSchema, input)) {
    for (const e of Value.Errors(EidNodeConfigSchema, input)) issue('invalid_value', e.path, e.message);
    return { ok: false, issues };
  }
  const config = input;
  const problem = issuerProblem(config.issuer, options.allowInsecureLoopbackIssuer === true);
  if (problem) issue('invalid_issuer', '/issuer', problem);
  const secretSources = Number(config.clientSecret !== undefined) + Number(config.clientSecretRef !== undefined);
  if (secretSources !== 1)
    issue(
      'client_secret_source',
      secretSources === 0 ? '/clientSecret' : '/clientSecretRef',
      'give exactly one of `clientSecret` and `clientSecretRef`',
    );
  if (config.scopes && !config.scopes.includes('openid'))
    issue('missing_openid_scope', '/scopes', 'the scopes must include `openid`');
  for (const [claim, role] of Object.entries(config.claims ?? {})) {
    if (options.isKnownRole && !options.isKnownRole(role))
      issue('unknown_role', `/claims/${claim.replace(/~/g, '~0').replace(/\//g, '~1')}`, `\`${role}\` is not a role`);
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, config };
}
