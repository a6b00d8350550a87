// Built-in electronic ID steps (docs/verification.md).
import { bool } from './kinds.js';

export const eidVars = {
  // Off by default and never for production: an http issuer has no TLS, so anyone on the path could
  // answer as the provider. Tests and local development run a provider on 127.0.0.1 over http.
  ONWARD_EID_ALLOW_INSECURE_LOOPBACK: bool(false, {
    description:
      'Accept `http://` OpenID issuers (and eID return URLs) on loopback hosts (127.0.0.1, ::1, localhost), for a provider running on this machine in tests or development; never in production',
  }),
};
