/**
 * The prose of the OpenAPI document: `info.description` (the guide's front matter, markdown) and
 * the tags with their groups. A reference page renders it as it is, so an integrator learns how
 * to get each token, run a flow, receive webhooks and read errors without opening our source.
 */

/** Markdown; the /docs reference page shows it above the operations. */
export const GUIDE = `Onward runs onboarding flows for your end users, screens individuals on an ongoing schedule, and searches business registries. It serves three APIs from one base URL:

- **Flow execution API**: run a published flow for one end user, read and manage end clients (leads), hand a session over with a signed link.
- **Ongoing monitoring enrollment API**: enroll individuals for recurring sanctions, PEP and adverse-media screening; each rescan is sent to your webhook.
- **Business prefill search**: search-as-you-type over registered businesses (\`POST /v3/business/autocomplete\`), then prefill a flow with the pick.

The management API (flow documents, publication, webhook settings) and the token endpoints complete them.

## Tokens

| For | Get it from | Send it as |
|---|---|---|
| Flow execution on authenticated flows, end clients, files, signed URLs, screening, business search, management | \`POST /connect/token\`: OAuth 2.0 client credentials (\`grant_type=client_credentials\`, client id and secret as HTTP Basic or in the form body) | \`Authorization: Bearer <access_token>\` |
| Ongoing monitoring enrollment API | \`POST /Token\` with \`{Username, Password}\`, or \`POST /Token/ClientCredentials\` with \`{ClientID, ClientSecret}\`; \`POST /Token/Refresh\` renews once per refresh token | \`Authorization: Bearer <Token>\` |
| Credential check, mailbox page | the user name and password of a Basic user | \`Authorization: Basic base64(username:password)\` |
| Hosted resume page and its API | the signed URL from \`POST /signed-url/{flowId}\` | the link itself, or \`Authorization: Bearer <resume token>\` on \`/resume/api/...\` |

Tokens expire (\`expires_in\` / \`ExpiresIn\` seconds); an expired or invalid token is 401 with a \`WWW-Authenticate\` challenge. Flows published without authentication run with no token at all; the results of provider steps Onward does not run itself (document verification, electronic ID, OCR) are accepted only with a bearer token of the flow's tenant.

## Running a flow

1. \`GET /flow/{flowId}\`: the first step. The response header \`x-hf-session\` names the new session; send it as the \`x-hf-session\` request header on every later call of this run.
2. \`POST /submit/{flowId}\` with the payload the step asks for (a form step: values by element id, \`role\` or \`normalizedName\`; map fields by \`role\` or \`normalizedName\`, never by hard-coded ids). The answer is the next step.
3. A step of type \`pending\` means a background service is running: poll \`GET /flow/{flowId}\` after the \`Retry-After\` seconds until the next step arrives, or send \`x-hf-retry-on-pending: true\` with the submit to wait up to 30 seconds for it.
4. \`GET /back/{flowId}\` returns to the previous interactive step (with its values); services between the two run again. At the first step it is 400 4103.
5. Every run ends with an \`end\` step.

\`x-hf-language\` picks one of 47 languages for the texts of a step. \`POST /init/{flowId}\` creates or updates a session with prefill values first; \`GET /init/{flowId}\` lists the fields that accept them. \`POST /file/{flowId}\` uploads a file for a file element and answers the id to submit.

## Test versions

Every flow and end-client path also exists under \`/test\` (\`/test/flow/{flowId}\`, \`/test/end-clients\`, ...): it runs the version published to the test slot, with its own sessions and end clients, and events marked as test. Plain paths run the live version.

## Webhooks

Monitoring callbacks, end-client status events and flow events are POSTed to your URL as JSON, signed per the Standard Webhooks specification: headers \`webhook-id\` (the same on every retry: deduplicate on it), \`webhook-timestamp\` and \`webhook-signature\` (\`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">\` with the \`whsec_\` secret of \`GET /admin/webhook-auth\`; several space-separated signatures while a secret rotates). Reject timestamps more than 5 minutes off. Failed deliveries are retried (by default 8 attempts over about 22 hours), then dead-lettered; \`GET /admin/webhook-deliveries\` lists every attempt. Your receiver can also require Basic or OAuth client-credentials authentication (\`PUT /admin/webhook-auth\`).

## Errors

Every error has one shape, \`{"code": 4008, "message": "...", "details": [{"field": "...", "reason": "...", "message": "..."}]}\`, with a numeric code from one closed catalogue; each operation lists the codes it can answer per HTTP status. The enrollment API wraps errors in its envelope (\`StatusCode\`, \`Message\`, \`Result.Errors\`), the token endpoint answers RFC 6749 errors. 429 and 503 answers carry \`Retry-After\`. Every code with its HTTP status and meaning is in the table below (and in [docs/errors.md](docs/errors.md)).`;

export interface Tag {
  name: string;
  description: string;
}

/** Every tag an operation uses, with how to get the token its operations need. */
export const TAGS: readonly Tag[] = [
  {
    name: 'flow',
    description:
      'Flow execution: get the current step, submit, go back, prefill, upload files. Flows published without authentication need no token; authenticated flows need a bearer token from POST /connect/token. `/test/...` runs the test version.',
  },
  {
    name: 'end clients',
    description:
      'End clients (leads, one per session): read what a run collected, export it, change status by hand, delete, link, notify. Bearer token from POST /connect/token; `/test/end-clients` for runs of test versions.',
  },
  {
    name: 'resume links',
    description:
      'Signed URLs to a session (POST /signed-url, bearer token from POST /connect/token) and the hosted resume page and API they open (the link is the credential; docs/resume-links.md).',
  },
  {
    name: 'enrollment',
    description:
      'Ongoing monitoring: enroll individuals for recurring screening, change frequency, read history, resend. Token from POST /Token (username and password) or POST /Token/ClientCredentials, sent as Authorization: Bearer.',
  },
  {
    name: 'screening',
    description:
      'Screen individuals on demand against the loaded sanctions, PEP and adverse-media lists. Bearer token from POST /connect/token.',
  },
  {
    name: 'businesses',
    description:
      'Business prefill search: autocomplete over registered businesses, read a pick by its PrefillId, verify a business. Bearer token from POST /connect/token.',
  },
  {
    name: 'auth',
    description:
      'Tokens and credential checks: POST /connect/token (OAuth 2.0 client credentials) for every API but the enrollment one, and the Basic credential check. These need no token.',
  },
  {
    name: 'management',
    description:
      'Flow documents and publication, webhook authentication, signing secret and deliveries. Bearer token from POST /connect/token.',
  },
  {
    name: 'mailbox',
    description:
      'The built-in mailbox of notification e-mails (ONWARD_MAIL_TRANSPORT=mailbox): JSON with a bearer token from POST /connect/token, or HTML pages with Basic sign-in.',
  },
];

/** Demo routes exist only while the demo is on; so does their tag. */
export const DEMO_TAG: Tag = {
  name: 'demo',
  description:
    'Demo-only routes (ONWARD_DEMO): one-click runs of the example flows (docs/demo.md). They need no token and never exist in production.',
};

/** Tag groups (the `x-tagGroups` extension reference renderers read): the spec's three APIs, then the rest. */
export function tagGroups(demo: boolean): Array<{ name: string; tags: string[] }> {
  return [
    { name: 'Flow execution API', tags: ['flow', 'end clients', 'resume links'] },
    { name: 'Ongoing monitoring enrollment API', tags: ['enrollment', 'screening'] },
    { name: 'Business prefill search', tags: ['businesses'] },
    { name: 'Management and authentication', tags: ['auth', 'management', 'mailbox', ...(demo ? ['demo'] : [])] },
  ];
}
