/**
 * Where an eID client secret comes from. Secrets are sealed at rest like webhook secrets; this
 * module takes the sealing box as a port (structurally the webhooks' SecretBox) so the eID domain
 * does not depend on the webhooks domain.
 */
import { OnwardError } from '../../errors/index.js';
import type { ClientSecretConfig, EidNodeConfig } from './config.js';

/** The sealing port: `open` throws when a value was tampered with or sealed under another key. */
export interface SealingBox {
  seal(plaintext: string, associatedData?: string): string;
  open(sealed: string, associatedData?: string): string;
}

/** Looks a named deployment secret up (`clientSecretRef`), e.g. from the environment. */
export type NamedSecretLookup = (name: string) => string | undefined;

export interface ClientSecretResolver {
  resolve(config: EidNodeConfig): string;
}

/**
 * The sealed value is bound to its issuer and client id, so a sealed secret copied into another
 * node's configuration (another provider, another client) fails to open instead of being sent.
 */
export function secretAssociatedData(config: Pick<EidNodeConfig, 'issuer' | 'clientId'>): string {
  return `onward:eid:${config.issuer}\n${config.clientId}`;
}

/** Replaces a plaintext `clientSecret` by its sealed form; publication calls this before storing. */
export function sealClientSecret(config: EidNodeConfig, box: SealingBox): EidNodeConfig {
  if (typeof config.clientSecret !== 'string') return config;
  const sealed: ClientSecretConfig = { sealed: box.seal(config.clientSecret, secretAssociatedData(config)) };
  return { ...config, clientSecret: sealed };
}

function misconfigured(reason: string, message: string): OnwardError {
  return new OnwardError(4206, message, [{ field: 'clientSecret', reason, message }]);
}

export function createClientSecretResolver(
  box: SealingBox,
  named: NamedSecretLookup = () => undefined,
): ClientSecretResolver {
  return {
    resolve(config) {
      if (config.clientSecretRef !== undefined) {
        const value = named(config.clientSecretRef);
        if (value === undefined || value === '')
          throw misconfigured('unknown_secret_ref', `no deployment secret is named ${config.clientSecretRef}`);
        return value;
      }
      const secret = config.clientSecret;
      if (secret === undefined) throw misconfigured('missing_client_secret', 'the eID node has no client secret');
      // A plain string here means publication skipped sealing: refuse rather than use a secret stored in clear.
      if (typeof secret === 'string')
        throw misconfigured('client_secret_not_sealed', 'the eID client secret is stored unsealed');
      try {
        return box.open(secret.sealed, secretAssociatedData(config));
      } catch {
        throw misconfigured('client_secret_unreadable', "the eID client secret does not open with this server's keys");
      }
    },
  };
}
