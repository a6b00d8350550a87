/**
 * End-to-end business verification as the end-client reads return it (docs/kyb-end-to-end.md): the
 * `owner_verification` node's stored result, and the owner cases of a business end client. Each
 * checked at compile time against the domain type that produces it (src/owners).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PREFILL_TYPES } from '../../flows/document/constants.js';
import { literals } from '../../flows/document/schema-common.js';
import type { OwnerVerificationData } from '../../owners/progress.js';
import type { OwnerCaseView, OwnerLink } from '../../owners/view.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const closed = { additionalProperties: false } as const;

const progressFields = {
  index: Type.Integer({ description: 'Position of the owner record in the business run’s owner group' }),
  name: Type.String({ description: 'The owner’s name as the applicant gave it' }),
  invited: Type.Boolean({ description: 'The node’s rule invited this owner' }),
  reason: Type.String({
    description:
      'The rule’s verdict: all, ownership / below_threshold, director / not_director, selected / not_selected',
  }),
  endClientId: Nullable(
    Type.String({ description: 'The owner’s own end client (its person run), linked to the business end client' }),
  ),
  state: literals(['not_invited', 'not_started', 'in_progress', 'finished', 'abandoned'] as const, {
    description: 'Where the owner stands',
  }),
  status: Nullable(Type.String({ description: 'The owner’s end client status; null when not invited' })),
  endNodeId: Nullable(Type.String({ description: 'The END the owner’s run reached' })),
  screeningHit: Type.Boolean({ description: 'A screening of the owner’s run reported a hit' }),
};

const summaryFields = {
  done: Type.Boolean({ description: 'Every invited owner finished (or was abandoned)' }),
  deadlineReached: Type.Boolean({ description: 'The deadline came first (the run went to the configured END)' }),
  invited: Type.Integer({ description: 'Owners invited' }),
  finished: Type.Integer({ description: 'Invited owners whose run reached an END' }),
  outstanding: Type.Integer({ description: 'Invited owners neither finished nor abandoned' }),
  allPassed: Type.Boolean({ description: 'Every invited owner finished ACCEPTED (true when none was invited)' }),
  anyDeclined: Type.Boolean({ description: 'An invited owner finished DECLINED' }),
  anyPendingReview: Type.Boolean({ description: 'An invited owner finished PENDING_REVIEW' }),
  anyAbandoned: Type.Boolean({ description: 'An invited owner’s run was abandoned or deleted' }),
  anyHit: Type.Boolean({ description: 'An invited owner’s screening reported a hit' }),
};

const EXAMPLE_OWNER = {
  index: 0,
  name: 'Ada Lovelace',
  invited: true,
  reason: 'ownership',
  endClientId: '5f0c2f8e-4a51-4c8e-9a57-2f1f3c9a7d11',
  state: 'finished',
  status: 'ACCEPTED',
  endNodeId: 'done',
  screeningHit: false,
};
const EXAMPLE_SUMMARY = {
  done: true,
  deadlineReached: false,
  invited: 1,
  finished: 1,
  outstanding: 0,
  allPassed: true,
  anyDeclined: false,
  anyPendingReview: false,
  anyAbandoned: false,
  anyHit: false,
};

export const OwnerVerificationServiceResult = Type.Object(
  {
    ...summaryFields,
    owners: Type.Array(Type.Object(progressFields, closed), { description: 'Every listed owner, in record order' }),
  },
  {
    $id: 'OwnerVerificationServiceResult',
    title: 'owner_verification',
    additionalProperties: false,
    description:
      'An `owner_verification` service node’s result (docs/kyb-end-to-end.md); rules read it as service:<nodeId>.<field>, e.g. service:owners.allPassed',
    examples: [{ ...EXAMPLE_SUMMARY, owners: [EXAMPLE_OWNER] }],
  },
);

const OwnerPrefillSchema = Type.Object(
  {
    elements: Type.Array(
      Type.Object(
        {
          elementId: Type.String({ description: 'The person flow’s element' }),
          value: Type.Object(
            {
              value: Type.String({ description: 'The prefilled value, as text' }),
              prefillType: literals(PREFILL_TYPES, {
                description: 'editable: the owner may change it; locked: shown read-only; hidden: not shown, kept',
              }),
            },
            { ...closed, description: 'PrefillValue' },
          ),
        },
        { ...closed, description: 'OwnerPrefillElement' },
      ),
      { description: 'One entry per prefilled element of the person flow' },
    ),
  },
  { ...closed, description: 'OwnerPrefill: what the owner’s run was prefilled with from the owner record' },
);

export const OwnerCaseSchema = Type.Object(
  {
    nodeId: Type.String({ description: 'The business flow’s owner_verification node' }),
    personFlowId: Type.String({ description: 'The person flow each invited owner completes' }),
    delivery: literals(['email', 'links'] as const, {
      description: 'email: Onward e-mails each owner; links: pass each resumeUrl on',
    }),
    state: literals(['waiting', 'finished'] as const, {
      description: 'waiting: the business run is pending on its owners',
    }),
    outcome: Nullable(literals(['owners_done', 'deadline'] as const, { description: 'Why the case finished' })),
    deadlineAt: Nullable(Type.String({ format: 'date-time', description: 'When the business run stops waiting' })),
    nextReminderAt: Nullable(Type.String({ format: 'date-time', description: 'The next reminder round' })),
    remindersSent: Type.Integer({ description: 'Reminder rounds sent' }),
    summary: Type.Object(summaryFields, { ...closed, description: 'The owners’ progress, as the result counts it' }),
    owners: Type.Array(
      Type.Object(
        {
          ...progressFields,
          email: Nullable(Type.String({ description: 'The owner’s e-mail from the record' })),
          prefill: OwnerPrefillSchema,
          notifiedAt: Nullable(Type.String({ format: 'date-time', description: 'The owner’s latest e-mail' })),
          notificationCount: Type.Integer({ description: 'E-mails sent to the owner' }),
          deliveryError: Nullable(Type.String({ description: 'Why the latest e-mail could not be sent' })),
          resumeUrl: Nullable(
            Type.String({ description: 'links delivery: a signed link to the owner’s run, to pass on' }),
          ),
        },
        closed,
      ),
      { description: 'Every owner the business run listed, in record order, with delivery details' },
    ),
  },
  { ...closed, description: 'An owner case of a business end client' },
);

export const OwnerLinkSchema = Nullable(
  Type.Object(
    {
      businessEndClientId: Type.String({ description: 'The business end client this owner belongs to' }),
      nodeId: Type.String({ description: 'Its owner_verification node' }),
      ownerIndex: Type.Integer({ description: 'The owner record’s position' }),
    },
    { ...closed, description: 'For an owner’s end client: the business case it belongs to' },
  ),
);

export const OWNER_CASE_EXAMPLE = {
  nodeId: 'owners',
  personFlowId: 'kyc-person',
  delivery: 'email',
  state: 'finished',
  outcome: 'owners_done',
  deadlineAt: null,
  nextReminderAt: null,
  remindersSent: 0,
  summary: EXAMPLE_SUMMARY,
  owners: [
    {
      ...EXAMPLE_OWNER,
      email: 'ada@example.com',
      prefill: {
        elements: [{ elementId: '6740f1c2a9e3b1d4c5f6a7b8', value: { value: 'Lovelace', prefillType: 'locked' } }],
      },
      notifiedAt: '2026-11-24T10:00:00.000Z',
      notificationCount: 1,
      deliveryError: null,
      resumeUrl: null,
    },
  ],
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Exported only so that noUnusedLocals keeps the checks.
export const OWNER_SHAPES_AS_PRODUCED: [
  Same<Static<typeof OwnerVerificationServiceResult>, OwnerVerificationData>,
  Same<Static<typeof OwnerCaseSchema>, OwnerCaseView>,
  Same<Static<typeof OwnerLinkSchema>, OwnerLink | null>,
] = [true, true, true];
