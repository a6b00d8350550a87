// Credentials and the lifetimes of what they issue: the bootstrap tenant, tokens, resume links.
import { int, optionalInt, text } from './kinds.js';

const DAY = 86_400;

export const authVars = {
  ONWARD_SIGNING_SECRET: text(
    {
      docDefault: 'generated, kept in the database',
      description:
        'Secret (≥ 32 chars) for tokens and signed links, for deployments that manage secrets outside the database',
    },
    (secret) => (secret.length < 32 ? 'must be at least 32 characters' : undefined),
  ),
  ONWARD_TOKEN_TTL_SECONDS: int(3600, 60, DAY, { description: 'Access token lifetime (60 to 86400 seconds)' }),
  ONWARD_BOOTSTRAP_CLIENT_ID: text({
    description: "The bootstrap tenant's OAuth client id; set with `ONWARD_BOOTSTRAP_CLIENT_SECRET`",
  }),
  ONWARD_BOOTSTRAP_CLIENT_SECRET: text({
    description: "The bootstrap tenant's OAuth client secret; set with `ONWARD_BOOTSTRAP_CLIENT_ID`",
  }),
  ONWARD_BOOTSTRAP_USERNAME: text(
    { description: "The bootstrap tenant's Basic and enrollment user (no `:`); set with `ONWARD_BOOTSTRAP_PASSWORD`" },
    (name) => (name.includes(':') ? 'must not contain ":"' : undefined),
  ),
  ONWARD_BOOTSTRAP_PASSWORD: text({
    description: "The bootstrap tenant's Basic and enrollment password; set with `ONWARD_BOOTSTRAP_USERNAME`",
  }),
  // Redeemed by possession: minutes, not hours (docs/connector.md).
  ONWARD_CONNECTOR_TOKEN_TTL_SECONDS: int(600, 10, DAY, {
    description: 'Lifetime of the deprecated connector tokens (`GET /connector`), 10 to 86400 seconds',
  }),
  // Single use, and held by the person between two visits: days, not minutes (docs/connected-flows.md).
  ONWARD_SUBSEQUENT_TOKEN_TTL_SECONDS: int(7 * DAY, 60, 90 * DAY, {
    docDefault: '`604800` (7 days)',
    description:
      'Lifetime of subsequent tokens (issued at an END naming a subsequent flow, or by `POST /end-clients/{id}/subsequent-token`), 60 to 7776000 seconds',
  }),
  // A resume link is a bearer capability for one run: short by default, bounded by the operator.
  // Without a value the default is 7 days, or the maximum when that is shorter (env.ts).
  ONWARD_RESUME_LINK_TTL_SECONDS: optionalInt(60, 365 * DAY, {
    docDefault: '`604800` (7 days)',
    description:
      'Default lifetime of resume links (signed URLs, notification e-mails); 60 to `ONWARD_RESUME_LINK_MAX_TTL_SECONDS`',
  }),
  ONWARD_RESUME_LINK_MAX_TTL_SECONDS: int(30 * DAY, 60, 365 * DAY, {
    docDefault: '`2592000` (30 days)',
    description: 'Longest lifetime a caller may ask for with `ttlSeconds` (at most 365 days)',
  }),
};
