/** OpenAPI schemas of the electronic ID step and its start operation (docs/verification.md). */
import { Type, type Static } from '@sinclair/typebox';
import type { ElectronicIdView } from '../../engine/types.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const ElectronicIdStep = Type.Object(
  {
    id: Type.String({ description: 'The step’s node id' }),
    type: Type.Literal('provider_electronic_id'),
    title: Nullable(Type.String({ description: 'Title, in the request’s language; null without one' })),
    canGoBack: Type.Boolean({ description: 'Whether GET /back/{flowId} goes anywhere from here' }),
    provider: Type.Union([Type.Literal('builtin'), Type.Literal('tenant_backend')], {
      description:
        'builtin: Onward runs the OpenID Connect login (POST startPath); tenant_backend: the tenant’s integration submits provider_electronic_id_submit with its bearer token',
    }),
    startPath: Nullable(
      Type.String({
        description:
          'builtin: POST here (x-hf-session header; on the resume API its bearer token) for the provider’s authorizationUrl, then send the person’s browser there. Null for tenant_backend',
      }),
    ),
    status: Type.Union([Type.Literal('ready'), Type.Literal('denied')], {
      description: 'denied: the last login was declined at the provider (see error); start again to retry',
    }),
    error: Type.Optional(
      Type.Object(
        {
          error: Type.String({ description: 'The provider’s OAuth error, e.g. access_denied' }),
          description: Type.Optional(Type.String({ description: 'The provider’s error_description' })),
        },
        { additionalProperties: false, description: 'Why the last login ended without an identity (status denied)' },
      ),
    ),
  },
  {
    $id: 'ElectronicIdStep',
    additionalProperties: false,
    description:
      'Electronic ID (docs/verification.md). builtin: start the login at startPath; the provider returns to Onward’s callback, which completes the step (a submit is refused, 4014). tenant_backend: the tenant’s integration submits the result with its bearer token',
  },
);

// Compile-time check: the documented view is the engine's (src/engine/types.ts).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Exported only so that noUnusedLocals keeps the check without a statement that does nothing.
export const ELECTRONIC_ID_VIEW_DOCUMENTED: Same<Static<typeof ElectronicIdStep>, ElectronicIdView> = true;

export const EidStartResponse = Type.Object(
  {
    authorizationUrl: Type.String({
      description: 'The provider’s authorization URL: send the person’s browser there (single use)',
    }),
    expiresAt: Type.String({
      format: 'date-time',
      description: 'The person must come back from the provider before this time; start again after it',
    }),
  },
  {
    $id: 'ElectronicIdStart',
    additionalProperties: false,
    examples: [
      {
        authorizationUrl:
          'https://idp.example/authorize?client_id=onward&response_type=code&scope=openid&state=…&code_challenge=…&code_challenge_method=S256',
        expiresAt: '2026-11-24T12:10:00.000Z',
      },
    ],
  },
);
