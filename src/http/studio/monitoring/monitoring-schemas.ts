/** Schemas of the Studio's monitoring console routes (docs/studio.md, "Monitoring console"). */
import { Type, type TSchema } from '@sinclair/typebox';
import { FREQUENCIES } from '../../../monitoring/frequency.js';
import { LAST_STATES } from '../../../monitoring/console.js';
import { OUTBOX_STATUSES } from '../../../webhooks/index.js';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const literals = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description },
  );
const When = Type.String({ format: 'date-time' });

export const EnrollmentIdParams = Type.Object({ enrollmentId: Type.String({ minLength: 1, maxLength: 64 }) });
export const DeliveryIdParams = Type.Object({ deliveryId: Type.String({ minLength: 1, maxLength: 64 }) });

export const LastState = literals(
  LAST_STATES,
  'hit: the last scan found a potential hit; clear: it found none; unscanned',
);
export const Frequency = literals(FREQUENCIES, 'How often the person is rescanned');
export const DeliveryStatus = literals(
  OUTBOX_STATUSES,
  'pending: due or retrying; waiting: for its URL’s handshake; delivered; dead: out of attempts; cancelled',
);

export const EnrollmentItem = Type.Object({
  enrollmentId: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Type.String(),
  dateOfBirth: Nullable(Type.String()),
  customerReferenceId: Nullable(Type.String()),
  frequency: Type.String(),
  nextScanAt: Nullable(When),
  lastState: LastState,
  lastScanAt: Nullable(When),
  createdAt: When,
});

/** A scan's result as a flow's screening node records it (src/services/screening-service.ts, ScreeningData). */
const ScreeningView = Type.Object({
  hit: Type.Boolean(),
  matchCount: Type.Integer(),
  topScore: Type.Number(),
  counts: Type.Record(Type.String(), Type.Integer()),
  matches: Type.Array(
    Type.Object({
      list: Type.String(),
      source: Type.String(),
      name: Type.String(),
      matchedName: Type.String(),
      score: Type.Number(),
      dateOfBirth: Type.Optional(Type.String()),
      country: Type.Optional(Type.String()),
      url: Type.Optional(Type.String()),
    }),
  ),
  screenedName: Type.String(),
  lists: Type.Array(Type.Object({ name: Type.String(), version: Type.String() })),
});

export const EnrollmentDetail = Type.Composite([
  EnrollmentItem,
  Type.Object({
    callbackUrl: Type.String(),
    createdBy: Type.String({ description: 'The enrollment API caller that created it' }),
    scanCount: Type.Integer({ description: 'Every scan recorded (GET .../scans pages through them)' }),
  }),
]);

export const ScanPage = Type.Object({
  scans: Type.Array(
    Type.Object({
      resultId: Type.String(),
      scannedAt: When,
      reason: Type.String({ description: 'initial, scheduled or list-update' }),
      result: ScreeningView,
    }),
    { description: 'Newest first' },
  ),
  nextCursor: Nullable(Type.String()),
});

export const Delivery = Type.Object({
  id: Type.String({ description: 'The message id, sent as webhook-id on every attempt' }),
  enrollmentId: Nullable(Type.String()),
  eventType: Type.String(),
  url: Type.String(),
  status: DeliveryStatus,
  attempts: Type.Integer(),
  nextAttemptAt: Nullable(When),
  lastStatus: Nullable(Type.Integer()),
  lastError: Nullable(Type.String()),
  createdAt: Nullable(When),
  deliveredAt: Nullable(When),
  attemptLog: Type.Array(
    Type.Object({
      attempt: Type.Integer(),
      statusCode: Nullable(Type.Integer()),
      error: Nullable(Type.String()),
      durationMs: Nullable(Type.Integer()),
      at: Nullable(When),
      responseExcerpt: Nullable(Type.String()),
    }),
  ),
});
