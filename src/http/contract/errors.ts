/**
 * Error responses per operation: the catalogue's body `{code, message, details?}`, one schema per
 * HTTP status, with the codes that operation can answer at that status enumerated. The status of a
 * code comes from its kind (src/http/status.ts), so a route lists codes and never statuses: a
 * code can't end up under the wrong status.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { ERRORS, type ErrorCode } from '../../errors/index.js';
import { statusOf } from '../status.js';
import { FLOW_REFERENCE_KINDS } from '../../flows/document/flow-links.js';
import { literals } from '../../flows/document/schema-common.js';

/**
 * One problem of a failed request. Request and field problems carry `field` and `reason`; the
 * engine adds where in a form or owner record the problem is; flow-document problems (4003, 4420)
 * carry the document's `code`, `path` and `nodeId`.
 */
export const ErrorDetail = Type.Object(
  {
    field: Type.Optional(
      Type.String({
        description:
          'Where: an element id, a request location (`body/CompanyName`, `headers/x-hf-session`) or a document field',
      }),
    ),
    reason: Type.Optional(
      Type.String({
        description: 'Machine reason: `required`, `type`, `min_length`, `not_an_option`, `malformed`, `unknown`, ...',
      }),
    ),
    message: Type.String({ description: 'The problem, for a developer (not localised)' }),
    role: Type.Optional(Type.String({ description: 'The element’s role, when it has one' })),
    normalizedName: Type.Optional(Type.String({ description: 'The element’s normalizedName, when it has one' })),
    index: Type.Optional(Type.Integer({ description: 'Owner groups: index of the record' })),
    fieldId: Type.Optional(Type.String({ description: 'Owner groups: the field inside the record' })),
    attemptsLeft: Type.Optional(Type.Integer({ description: 'sms steps: wrong codes the current code still accepts' })),
    code: Type.Optional(Type.String({ description: 'Flow documents: the problem, e.g. unknown_reference' })),
    path: Type.Optional(Type.String({ description: 'Flow documents: JSON pointer into the uploaded document' })),
    nodeId: Type.Optional(Type.String({ description: 'Flow documents: the node the problem is in' })),
    apiCode: Type.Optional(
      Type.Integer({ description: 'Flow documents: the API error code the problem would cause at run time' }),
    ),
    endClientId: Type.Optional(
      Type.String({ description: 'Bulk end-client operations: the end client the detail is about' }),
    ),
    status: Type.Optional(Type.String({ description: 'Status changes: the end client\u2019s current status' })),
    property: Type.Optional(Type.String({ description: 'Flow documents: the property the problem is in' })),
    flowId: Type.Optional(
      Type.String({
        description:
          'Publication: the flow a node names (unknown, not published to the target, or the next flow of a cycle)',
      }),
    ),
    reference: Type.Optional(
      literals(FLOW_REFERENCE_KINDS, {
        description:
          'Publication: how the node names the flow: a flow_connector’s `config.flowId`, an owner_verification node’s `config.personFlowId`, an END’s `subsequentFlowId`',
      }),
    ),
    cycle: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'Publication (`flow_cycle`): the flows that would run inside each other, from this flow back to it',
      }),
    ),
    limit: Type.Optional(Type.Integer({ description: 'Size limits: the limit that was exceeded, in bytes or files' })),
    detectedType: Type.Optional(Type.String({ description: 'Uploads: the MIME type detected from the content' })),
    maxAttempts: Type.Optional(Type.Integer({ description: 'sms steps: wrong codes a code accepts in all' })),
    target: Type.Optional(Type.String({ description: 'Links: the other end client of the link' })),
    elementId: Type.Optional(Type.String({ description: 'Forms: the element the problem is in' })),
    identifier: Type.Optional(
      Type.Ref('IdentifierLabel', { description: 'National-identifier fields: the identifier the country expects' }),
    ),
  },
  { $id: 'ErrorDetail', additionalProperties: false },
);

/** Codes any route with a request body can answer: the body failed its schema, is no JSON, too large, or of another type. */
export const BODY_CODES: readonly ErrorCode[] = [4400, 4007, 4413, 4415];
/** A request failing the path, query or header schema. */
export const REQUEST_CODES: readonly ErrorCode[] = [4400];
/** Every route: a fault of ours. */
const ALWAYS: readonly ErrorCode[] = [5000];

/**
 * Response headers an error status carries (src/http/error-hints.ts writes them). OpenAPI reads
 * them from the schema's `headers`; `required` ones are checked on every test response.
 */
const RETRY_AFTER = {
  type: 'integer',
  minimum: 0,
  description: 'Seconds after which the request is worth repeating',
  examples: [2],
};
const CHALLENGE = {
  type: 'string',
  description:
    'The authentication challenge (RFC 6750 / 7617): the scheme and realm to present, `error="invalid_token"` for a bad or expired token',
  examples: ['Bearer realm="onward", error="invalid_token"'],
};
/** Codes of a missing or refused bearer token: a route that can answer 4031 guards with a bearer token and challenges on every 401. */
const BEARER_MISSING: ErrorCode = 4031;

export function errorHeaders(status: number, codes: readonly ErrorCode[]): Record<string, unknown> | undefined {
  if (status === 429) return { 'retry-after': { ...RETRY_AFTER, required: true } };
  if (status === 503)
    return {
      'retry-after': {
        ...RETRY_AFTER,
        required: false,
        description: 'Seconds after which a retry is worthwhile, when the service can tell',
      },
    };
  if (status === 401 && codes.includes(BEARER_MISSING)) return { 'www-authenticate': { ...CHALLENGE, required: true } };
  return undefined;
}

/** The responses with their 401 declaring the challenge, for routes whose 401 comes without 4031 but with a challenge (Basic sign-in). */
export function withChallenge(responses: Record<number, TSchema>): Record<number, TSchema> {
  const unauthorized = responses[401];
  if (!unauthorized) return responses;
  return { ...responses, 401: { ...unauthorized, headers: { 'www-authenticate': { ...CHALLENGE, required: true } } } };
}

/** `{status: schema}` for the codes, plus 500 5000, grouped by their status. */
export function errorResponses(codes: readonly ErrorCode[]): Record<number, TSchema> {
  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of [...codes, ...ALWAYS]) {
    const status = statusOf(code);
    const set = byStatus.get(status) ?? new Set<ErrorCode>();
    set.add(code);
    byStatus.set(status, set);
  }
  const out: Record<number, TSchema> = {};
  for (const [status, set] of [...byStatus].sort(([a], [b]) => a - b)) {
    const sorted = [...set].sort((a, b) => a - b);
    const headers = errorHeaders(status, sorted);
    out[status] = headers ? { ...errorBody(sorted), headers } : errorBody(sorted);
  }
  return out;
}

/** The catalogue's body with `code` limited to `codes`; the description lists each code's meaning. */
export function errorBody(codes: readonly ErrorCode[]): TSchema {
  const first = codes[0] ?? 5000;
  return Type.Object(
    {
      code: Type.Integer({ enum: [...codes], description: codes.map((c) => `${c}: ${ERRORS[c].message}`).join('; ') }),
      message: Type.String({ description: 'What went wrong, for a developer (not localised)' }),
      details: Type.Optional(
        Type.Array(Type.Ref('ErrorDetail'), {
          description: 'One entry per problem, when there are several or a field is named',
        }),
      ),
    },
    {
      additionalProperties: false,
      description: `Error (docs/errors.md): ${codes.join(', ')}`,
      examples: [{ code: first, message: ERRORS[first].message }],
    },
  );
}

/** A bearer token missing (4031), invalid (4011) or expired (4012) (src/http/auth/guard.ts). */
export const AUTH_CODES: readonly ErrorCode[] = [4031, 4011, 4012];

/**
 * The enrollment API's error envelope per status: `StatusCode` mirrors the status and the codes
 * (which the envelope does not carry) are listed in `x-error-codes` and the description.
 */
export function envelopeErrorResponses(codes: readonly ErrorCode[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const [status, schema] of Object.entries(errorResponses(codes))) {
    const listed = (schema.properties as { code: { enum: ErrorCode[] } }).code.enum;
    const first = listed[0] ?? 5000;
    const headers = errorHeaders(Number(status), listed);
    const envelope = Type.Object(
      {
        Version: Type.String({ description: 'The API version, major.minor.patch' }),
        StatusCode: Type.Literal(Number(status), { description: 'Mirrors the HTTP status' }),
        Message: Type.String({ description: 'What went wrong' }),
        Result: Type.Union(
          [
            Type.Object(
              {
                Errors: Type.Array(
                  Type.Object(
                    {
                      Field: Type.Optional(Type.String({ description: 'The request field, e.g. body/LastName' })),
                      Message: Type.String({ description: 'The problem with it' }),
                    },
                    { additionalProperties: false },
                  ),
                  { description: 'One entry per problem' },
                ),
              },
              { additionalProperties: false },
            ),
            Type.Null(),
          ],
          { description: 'The field problems; null when the error has none' },
        ),
      },
      {
        additionalProperties: false,
        description: `Error envelope: ${listed.map((c) => `${c} ${ERRORS[c].message}`).join('; ')}`,
        'x-error-codes': listed,
        examples: [{ Version: '1.0.0', StatusCode: Number(status), Message: ERRORS[first].message, Result: null }],
      },
    );
    out[Number(status)] = headers ? { ...envelope, headers } : envelope;
  }
  return out;
}

/** RFC 6749 §5.2 errors of the token endpoint, by status. */
export function oauthErrorResponses(byStatus: Record<number, readonly string[]>): Record<number, TSchema> {
  return Object.fromEntries(
    Object.entries(byStatus).map(([status, errors]) => {
      const body = Type.Object(
        {
          error: Type.String({ enum: [...errors], description: 'The RFC 6749 §5.2 error code' }),
          error_description: Type.String({ description: 'What was wrong, for a developer' }),
        },
        {
          additionalProperties: false,
          description: `RFC 6749 error: ${errors.join(', ')}`,
          examples: [
            { error: errors[0] ?? 'invalid_request', error_description: 'The client credentials are invalid' },
          ],
        },
      );
      // The token endpoint's 429 is its credential-failure limiter's (connect-token.ts), with Retry-After.
      const headers = errorHeaders(Number(status), []);
      return [Number(status), headers ? { ...body, headers } : body];
    }),
  );
}
