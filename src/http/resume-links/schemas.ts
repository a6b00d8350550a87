/**
 * The resume API's step answers (docs/resume-links.md). They are the flow API's, except three, whose
 * flow API form would hand a link's holder something that outlives the link:
 * - flow_connector: the connected run's id (its x-hf-session) is replaced by `connectPath`, where
 *   the page gets a resume token for that run (connected.ts);
 * - end: the subsequent token is replaced by `startPath`, where the page starts the subsequent
 *   flow and gets a resume token for the new run (subsequent.ts);
 * - pending: says what the run waits for when it waits for its owners (days, not seconds).
 */
import { Type, type Static } from '@sinclair/typebox';
import { END_STEP_PROPERTIES, FORM_STEP_EXAMPLE, STEP_IDS } from '../flow-execution/schemas.js';
import type { StepView } from '../../engine/types.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const RESUME_CONNECTED_PATH = '/resume/api/connected';
export const RESUME_SUBSEQUENT_PATH = '/resume/api/subsequent';

const OWNER_STATES = ['not_started', 'in_progress', 'finished', 'abandoned'] as const;

export const ResumePendingStep = Type.Object(
  {
    type: Type.Literal('pending'),
    waitingFor: Type.Optional(
      Type.Literal('owners', {
        description: 'The run waits for the owners it invited to verify themselves (owner_verification)',
      }),
    ),
    owners: Type.Optional(
      Type.Object(
        {
          invited: Type.Integer({ minimum: 0, description: 'How many owners were invited' }),
          finished: Type.Integer({ minimum: 0, description: 'How many of them reached an END of their person flow' }),
          owners: Type.Array(
            Type.Object(
              {
                name: Type.String({ description: 'As the applicant entered it' }),
                state: Type.Union(
                  OWNER_STATES.map((s) => Type.Literal(s)),
                  { description: 'Where the owner’s own run stands' },
                ),
              },
              { additionalProperties: false },
            ),
            { description: 'The invited owners, in the order of the owner group' },
          ),
        },
        { additionalProperties: false, description: 'With waitingFor owners, once the owners were invited' },
      ),
    ),
  },
  {
    $id: 'ResumePendingStep',
    additionalProperties: false,
    description: 'A background service is running, or the owners are verifying themselves: ask again after Retry-After',
  },
);

export const ResumeEndStep = Type.Object(
  {
    ...END_STEP_PROPERTIES,
    subsequent: Type.Optional(
      Type.Object(
        {
          flowId: Type.String({ description: 'The subsequent flow' }),
          available: Type.Boolean({ description: 'False once the token was used or has expired' }),
          expiresAt: Type.String({ format: 'date-time', description: 'When the subsequent token expires' }),
          startPath: Type.Literal(RESUME_SUBSEQUENT_PATH, {
            description:
              'POST here (same bearer) to start the subsequent flow: its answer is a resume link to the new run',
          }),
        },
        { additionalProperties: false, description: 'Only at an END naming a subsequent flow' },
      ),
    ),
  },
  { $id: 'ResumeEndStep', additionalProperties: false, description: 'The flow has ended' },
);

export const ResumeFlowConnectorStep = Type.Object(
  {
    id: Type.String({ description: 'The flow_connector node' }),
    type: Type.Literal('flow_connector'),
    title: Nullable(Type.String({ description: 'The node’s title, in the request’s language' })),
    canGoBack: Type.Boolean({ description: 'Whether GET /resume/api/back may be called' }),
    flowId: Type.String({ description: 'The connected flow' }),
    connectPath: Type.Literal(RESUME_CONNECTED_PATH, {
      description: 'POST here (same bearer) for a resume token of the connected run',
    }),
  },
  {
    $id: 'ResumeFlowConnectorStep',
    additionalProperties: false,
    description:
      'The person continues in a connected run: POST connectPath for its resume token, run it, then ask for this run’s step again',
  },
);

const REPLACED: Record<string, string> = {
  PendingStep: 'ResumePendingStep',
  EndStep: 'ResumeEndStep',
  FlowConnectorStep: 'ResumeFlowConnectorStep',
};

export const ResumeStepResponseSchema = Type.Union(
  STEP_IDS.map((id) => Type.Ref(REPLACED[id] ?? id)),
  {
    $id: 'ResumeStepResponse',
    examples: [FORM_STEP_EXAMPLE],
    description: 'The step, as the flow API answers it except for flow_connector, end and pending (see those)',
  },
);
export const ResumeStepResponse = Type.Ref('ResumeStepResponse');

export const ConnectedAnswer = Type.Object(
  {
    token: Nullable(
      Type.String({
        description:
          'A resume token of the connected run, for the resume API; null when that run has ended and this run moved on (ask for its step)',
      }),
    ),
    expiresAt: Nullable(Type.String({ format: 'date-time', description: 'No later than the link presented' })),
    flowId: Type.String({ description: 'The connected flow' }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        token: 'AZDWd26z5hmVpQuBU17AI1mUT3-d9K5H_N6RGKM3Ebudlk-bFoA',
        expiresAt: '2026-12-02T10:00:00.000Z',
        flowId: 'kyc-person',
      },
    ],
  },
);

export const SubsequentAnswer = Type.Object(
  {
    token: Type.String({ description: 'A resume token of the new run of the subsequent flow' }),
    url: Type.String({ description: 'Its hosted page (ONWARD_PUBLIC_URL)' }),
    expiresAt: Type.String({ format: 'date-time', description: 'When the new run’s resume token expires' }),
    flowId: Type.String({ description: 'The subsequent flow' }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        token: 'AToHo3iXZGfJtUA_MJzbaNP0gDFdRu4j-sNHkLa6qtEFZgJgkD8',
        url: 'https://onboarding.example.com/resume/AToHo3iXZGfJtUA_MJzbaNP0gDFdRu4j-sNHkLa6qtEFZgJgkD8',
        expiresAt: '2026-12-02T10:00:00.000Z',
        flowId: 'kyc-followup',
      },
    ],
  },
);

/** POST /resume/api/capture-code: a code that opens this run's page on a phone (capture-code.ts). */
export const CaptureCode = Type.Object(
  {
    shortCode: Type.String({ description: 'Ten characters; single use, valid for 10 minutes' }),
    captureUrl: Type.String({ description: 'Open on the phone: redeems the code for the hosted page of this session' }),
    qrCode: Type.String({ description: 'An SVG QR code of captureUrl, as a data: URL for an <img>' }),
    expiresAt: Type.String({ format: 'date-time', description: 'When the code stops working (10 minutes)' }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        shortCode: 'K7QM2XWP9D',
        captureUrl: 'https://onboarding.example/c/K7QM2XWP9D',
        qrCode: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
        expiresAt: '2026-11-24T12:10:00.000Z',
      },
    ],
  },
);

export const resumeSchemas = [ResumePendingStep, ResumeEndStep, ResumeFlowConnectorStep, ResumeStepResponseSchema];

/**
 * A step as the resume API answers it (ResumeStepResponse): the engine's view, with the three above
 * in their resume form. The hosted page (web/hosted) types what it renders with it, as a type import.
 */
export type ResumeView =
  | Exclude<StepView, { type: 'flow_connector' | 'end' | 'pending' }>
  | Static<typeof ResumeFlowConnectorStep>
  | Static<typeof ResumeEndStep>
  | Static<typeof ResumePendingStep>;
export type ConnectedAnswerBody = Static<typeof ConnectedAnswer>;
export type SubsequentAnswerBody = Static<typeof SubsequentAnswer>;
export type CaptureCodeAnswerBody = Static<typeof CaptureCode>;
