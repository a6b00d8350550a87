// Rules of `provider_electronic_id` nodes beyond their schema. A `builtin` node must be a client the
// verifier can run: the same validator the verifier applies at run time (eid-config.ts) checks it
// here, so a configuration that cannot work fails at publish, with the problem's own code
// (`invalid_issuer`, `client_secret_source`, `missing_openid_scope`, `unknown_role`, ...), rather
// than after a person has logged in. A `tenant_backend` node takes no OpenID settings: one there
// would be silently ignored, so it is an error too.
import { isLoopbackUrl, validateEidConfig } from './eid-config.js';
import { isRole } from './roles.js';
import type { DocumentIssue, FlowDocument } from './types.js';

export interface ElectronicIdRules {
  /** Admit `http://` issuers and return URLs on loopback hosts (local test providers only). */
  allowInsecureLoopbackIssuer?: boolean;
}

function returnUrlProblem(url: string, allowLoopback: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'the return URL must be an absolute URL';
  }
  if (parsed.hash !== '') return 'the return URL must not have a fragment';
  if (parsed.protocol === 'https:') return undefined;
  if (parsed.protocol === 'http:' && allowLoopback && isLoopbackUrl(parsed)) return undefined;
  return 'the return URL must be https';
}

export function checkElectronicIdNodes(
  doc: FlowDocument,
  issues: DocumentIssue[],
  rules: ElectronicIdRules = {},
): void {
  doc.nodes.forEach((node, i) => {
    if (node.type !== 'provider_electronic_id' || node.config === undefined) return;
    const base = `/nodes/${i}/config`;
    const issue = (code: string, path: string, message: string): void => {
      issues.push({ code, path: `${base}${path}`, nodeId: node.id, field: path.split('/')[1] ?? 'config', message });
    };
    const { provider, returnUrl, ...oidc } = node.config;
    if (provider === 'tenant_backend') {
      for (const field of [...Object.keys(oidc), ...(returnUrl !== undefined ? ['returnUrl'] : [])])
        issue('not_for_tenant_backend', `/${field}`, `\`${field}\` is a setting of provider \`builtin\` only`);
      return;
    }
    if (returnUrl !== undefined) {
      const problem = returnUrlProblem(returnUrl, rules.allowInsecureLoopbackIssuer === true);
      if (problem) issue('invalid_return_url', '/returnUrl', problem);
    }
    const checked = validateEidConfig(oidc, {
      isKnownRole: isRole,
      allowInsecureLoopbackIssuer: rules.allowInsecureLoopbackIssuer === true,
    });
    if (checked.ok) return;
    const seen = new Set<string>();
    for (const found of checked.issues) {
      // A required field missing from the (optional-in-the-document) settings reads as missing_field,
      // once (the schema check reports it both as missing and as not a string).
      const missing = found.code === 'invalid_value' && found.field !== '' && !Object.hasOwn(oidc, found.field);
      const key = `${missing ? 'missing' : found.code} ${found.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      issue(
        missing ? 'missing_field' : found.code,
        found.path,
        missing ? `provider builtin needs \`${found.path.slice(1)}\`` : found.message,
      );
    }
  });
}
