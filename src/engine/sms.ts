// The `sms` step: arriving at it asks (effect `send_sms`) for a code to be sent; the send job
// answers with `sms_sent` (salted hash) or `sms_failed`; the user submits `{code}` or `{resend: true}`.
// Pure like the rest of the engine: the code is generated outside, time comes from ctx.now.
import { lookup as own, type CompiledFlow, type CompiledSmsNode } from '../flows/document/compiled-types.js';
import { DEFAULT_PHONE_ROLES } from '../flows/document/validate-sms.js';
import type { Texts } from './language.js';
import { pathValues } from './path-values.js';
import { isPlainObject } from './resolve-keys.js';
import { maskPhoneNumber, smsCodeMatches } from './sms-code.js';
import type {
  Effect,
  EngineContext,
  EngineError,
  EngineEvent,
  EngineOutcome,
  SessionState,
  SmsChallenge,
  SmsView,
  StepView,
  Submission,
} from './types.js';

export const SMS_DEFAULTS = {
  codeLength: 6,
  ttlSeconds: 600,
  maxAttempts: 5,
  resendCooldownSeconds: 30,
  maxSends: 5,
  // The en-US default; a session's SMS is in its language (the catalogues' `sms.message`, smsText).
  message: 'Your verification code is {code}',
} as const;

export type SmsSettings = {
  -readonly [K in keyof typeof SMS_DEFAULTS]: (typeof SMS_DEFAULTS)[K] extends number ? number : string;
};

export function smsSettings(node: CompiledSmsNode): SmsSettings {
  return { ...SMS_DEFAULTS, ...node.config };
}

type SmsPosition = { kind: 'step'; nodeId: string; sms?: SmsChallenge };
type Changed = { state: SessionState; effects: Effect[] };

function smsNodeAt(flow: CompiledFlow, state: SessionState): { node: CompiledSmsNode; pos: SmsPosition } | undefined {
  const pos = state.position;
  if (pos.kind !== 'step') return undefined;
  const node = own(flow.nodes, pos.nodeId);
  return node?.type === 'sms' ? { node, pos } : undefined;
}

/** The number the code goes to: the named element's value on the session's path, else its prefill. */
function phoneNumberOf(flow: CompiledFlow, node: CompiledSmsNode, state: SessionState): string | null {
  const config = node.config ?? {};
  const ids =
    config.phoneField !== undefined
      ? [own(flow.elementIdByKey, config.phoneField)].filter((id): id is string => id !== undefined)
      : (config.phoneRole !== undefined ? [config.phoneRole] : DEFAULT_PHONE_ROLES).flatMap(
          (role) => own(flow.elementIdsByRole, role) ?? [],
        );
  const values = pathValues(state);
  for (const id of ids) {
    const value = values.get(id) ?? own(state.prefill, id);
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** Starts a send if the budget allows; otherwise the step shows why no code comes. */
function send(flow: CompiledFlow, state: SessionState, node: CompiledSmsNode, texts: Texts): Changed {
  const settings = smsSettings(node);
  const sends = own(state.smsSends ?? {}, node.id) ?? 0;
  const phoneNumber = phoneNumberOf(flow, node, state);
  const at = (sms: SmsChallenge, extra: Partial<SessionState> = {}): SessionState => ({
    ...state,
    ...extra,
    position: { kind: 'step', nodeId: node.id, sms },
  });
  const sendId = state.nextRunId;
  if (phoneNumber === null) {
    return {
      state: at({
        state: 'failed',
        sendId,
        phoneNumber,
        error: { code: 5301, message: texts.messages.format('sms.noPhone') },
      }),
      effects: [],
    };
  }
  if (sends >= settings.maxSends) {
    return {
      state: at({
        state: 'failed',
        sendId,
        phoneNumber,
        error: { code: 5301, message: texts.messages.format('sms.noMoreCodes') },
      }),
      effects: [],
    };
  }
  const next = at(
    { state: 'sending', sendId, phoneNumber },
    { nextRunId: sendId + 1, smsSends: { ...state.smsSends, [node.id]: sends + 1 } },
  );
  return {
    state: next,
    effects: [
      {
        type: 'send_sms',
        nodeId: node.id,
        sendId,
        phoneNumber,
        message: smsText(node, texts),
        codeLength: settings.codeLength,
      },
    ],
  };
}

/**
 * The SMS to send, `{code}` left for the send job to fill: the flow's own message (translated
 * where the flow has it), else the catalogue's in the session's language.
 */
function smsText(node: CompiledSmsNode, texts: Texts): string {
  const own = node.config?.message;
  if (own !== undefined) return texts.node(node.id, 'message', own) ?? own;
  // `{code}` is an ICU argument in the catalogue: formatted back to itself for the job.
  return texts.node(node.id, 'message', undefined) ?? texts.messages.format('sms.message', { code: '{code}' });
}

/** Called after every event: a session that now stands on an sms step without a code gets one sent. */
export function armSms(flow: CompiledFlow, state: SessionState, texts: Texts): Changed | undefined {
  const at = smsNodeAt(flow, state);
  if (!at || at.pos.sms) return undefined;
  return send(flow, state, at.node, texts);
}

type SmsEvent = Extract<EngineEvent, { type: 'sms_sent' | 'sms_failed' }>;

export function handleSmsEvent(flow: CompiledFlow, state: SessionState, event: SmsEvent): EngineOutcome | Changed {
  const at = smsNodeAt(flow, state);
  const current = at?.pos.sms;
  // A report for a send the session has moved past (back, resend) changes nothing.
  if (!at || !current || at.node.id !== event.nodeId || current.sendId !== event.sendId) return { state, effects: [] };
  const with_ = (sms: SmsChallenge): SessionState => ({
    ...state,
    position: { kind: 'step', nodeId: at.node.id, sms },
  });
  if (event.type === 'sms_sent') {
    // A repeated job (at-least-once queue) sent a newer code: that one is what the user has last.
    const attempts = current.state === 'sent' ? current.attempts : 0;
    const expiresAt = event.at + smsSettings(at.node).ttlSeconds * 1000;
    return {
      state: with_({
        state: 'sent',
        sendId: current.sendId,
        phoneNumber: current.phoneNumber ?? '',
        hash: event.hash,
        salt: event.salt,
        sentAt: event.at,
        expiresAt,
        attempts,
      }),
      effects: [],
    };
  }
  if (current.state !== 'sending') return { state, effects: [] };
  const error = { code: event.code, message: event.message };
  return {
    ok: false,
    error,
    state: with_({ state: 'failed', sendId: current.sendId, phoneNumber: current.phoneNumber, error }),
    effects: [],
  };
}

export type SmsSubmit = { kind: 'verified'; submission: Submission } | { kind: 'outcome'; outcome: EngineOutcome };

/** `{code}` checks the code; `{resend: true}` sends a new one when cooldown and budget allow. */
export function submitSms(
  flow: CompiledFlow,
  state: SessionState,
  node: CompiledSmsNode,
  data: unknown,
  ctx: Pick<EngineContext, 'now' | 'smsCodeKey'>,
  texts: Texts,
): SmsSubmit {
  const { now, smsCodeKey } = ctx;
  const fail = (error: EngineError, next: SessionState = state): SmsSubmit => ({
    kind: 'outcome',
    outcome: { ok: false, error, state: next, effects: [] },
  });
  if (now === undefined || smsCodeKey === undefined)
    return fail({ code: 5000, message: 'Internal error: sms steps need the current time and the code key' });
  const keys = isPlainObject(data) ? Object.keys(data) : [];
  const isResend = isPlainObject(data) && keys.length === 1 && data.resend === true;
  const code = isPlainObject(data) && keys.length === 1 && typeof data.code === 'string' ? data.code : undefined;
  if (!isResend && code === undefined)
    return fail({
      code: 4007,
      message: 'Submitted data is malformed: an sms step takes {"code": "<digits>"} or {"resend": true}',
    });
  const settings = smsSettings(node);
  const pos = smsNodeAt(flow, state)?.pos;
  const challenge = pos?.sms;
  if (!challenge || challenge.state === 'sending')
    return fail({
      code: 4014,
      message: 'Invalid submit data: the code is still being sent; poll GET until the sms step shows',
    });
  const issue = (elementId: string, reason: string, message: string, extra: { attemptsLeft?: number } = {}) => ({
    elementId,
    reason,
    message,
    ...extra,
  });

  if (isResend) {
    const sends = own(state.smsSends ?? {}, node.id) ?? 0;
    if (sends >= settings.maxSends)
      return fail({
        code: 4008,
        message: 'Submitted data failed validation: no more codes can be sent',
        details: [issue('resend', 'too_many_sends', texts.messages.format('sms.noMoreCodes'))],
      });
    const wait = challenge.state === 'sent' ? challenge.sentAt + settings.resendCooldownSeconds * 1000 - now : 0;
    if (wait > 0)
      return fail({
        code: 4008,
        message: 'Submitted data failed validation: a new code cannot be sent yet',
        details: [
          issue(
            'resend',
            'resend_too_early',
            texts.messages.format('sms.resendTooEarly', { seconds: Math.ceil(wait / 1000) }),
          ),
        ],
      });
    const sent = send(flow, state, node, texts);
    return { kind: 'outcome', outcome: { ok: true, state: sent.state, view: null, effects: sent.effects } };
  }

  if (challenge.state === 'failed')
    return fail({
      code: 5300,
      message: 'Invalid SMS verification code: no code was sent; request a new one',
      details: [issue('code', 'no_code', texts.messages.format('page.sms.sendFailed'))],
    });
  if (now >= challenge.expiresAt)
    return fail({
      code: 5300,
      message: 'Invalid SMS verification code: the code has expired; request a new one',
      details: [issue('code', 'code_expired', texts.messages.format('page.sms.expired'), { attemptsLeft: 0 })],
    });
  if (challenge.attempts >= settings.maxAttempts)
    return fail({
      code: 5300,
      message: 'Invalid SMS verification code: too many wrong codes; request a new one',
      details: [issue('code', 'too_many_attempts', texts.messages.format('page.sms.locked'), { attemptsLeft: 0 })],
    });
  if (!smsCodeMatches(smsCodeKey, challenge.salt, challenge.hash, code ?? '')) {
    const attempts = challenge.attempts + 1;
    const attemptsLeft = settings.maxAttempts - attempts;
    const next: SessionState = {
      ...state,
      position: { kind: 'step', nodeId: node.id, sms: { ...challenge, attempts } },
    };
    return fail(
      {
        code: 5300,
        message:
          attemptsLeft > 0
            ? `Invalid SMS verification code: ${attemptsLeft} attempts left`
            : 'Invalid SMS verification code: no attempts left; request a new one',
        details: [
          issue('code', 'wrong_code', texts.messages.format('sms.wrongCode', { attemptsLeft }), { attemptsLeft }),
        ],
      },
      next,
    );
  }
  return {
    kind: 'verified',
    submission: {
      values: { verified: true, phoneNumber: challenge.phoneNumber, verifiedAt: new Date(now).toISOString() },
    },
  };
}

export function smsView(
  node: CompiledSmsNode,
  state: SessionState,
  texts: Texts,
  canGoBack: boolean,
  now: number | undefined,
): StepView {
  const pos = state.position;
  const challenge = pos.kind === 'step' ? pos.sms : undefined;
  // Until a code is out, the step is pending: whatever the user types then is for a sent code.
  if (!challenge || challenge.state === 'sending') return { type: 'pending' };
  const settings = smsSettings(node);
  const resendsLeft = Math.max(0, settings.maxSends - (own(state.smsSends ?? {}, node.id) ?? 0));
  const clock = now ?? 0;
  const base = {
    id: node.id,
    type: 'sms' as const,
    title: texts.node(node.id, 'title', node.title) ?? null,
    canGoBack,
    phoneNumber: challenge.phoneNumber ? maskPhoneNumber(challenge.phoneNumber) : null,
    codeLength: settings.codeLength,
  };
  const resendAt = challenge.state === 'sent' ? challenge.sentAt + settings.resendCooldownSeconds * 1000 : clock;
  const resend =
    resendsLeft > 0
      ? {
          canResendAt: new Date(Math.max(resendAt, clock)).toISOString(),
          resendAvailableInSeconds: Math.max(0, Math.ceil((resendAt - clock) / 1000)),
        }
      : { canResendAt: null, resendAvailableInSeconds: null };
  if (challenge.state === 'failed') {
    const view: SmsView = {
      ...base,
      status: 'send_failed',
      expiresAt: null,
      attemptsLeft: 0,
      resendsLeft,
      ...resend,
      error: challenge.error,
    };
    return view;
  }
  const attemptsLeft = Math.max(0, settings.maxAttempts - challenge.attempts);
  const status = clock >= challenge.expiresAt ? 'expired' : attemptsLeft === 0 ? 'locked' : 'code_sent';
  return {
    ...base,
    status,
    expiresAt: new Date(challenge.expiresAt).toISOString(),
    attemptsLeft: status === 'code_sent' ? attemptsLeft : 0,
    resendsLeft,
    ...resend,
  };
}
