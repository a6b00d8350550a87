// The engine's single entry point: one event applied to one session state.
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import { isEngineError } from './advance.js';
import { handleBack, handleGet, handleInit, handleService, start } from './handle-events.js';
import { handleSubmit } from './handle-submit.js';
import { handleEidResult } from './eid-step.js';
import { resolveLanguage, textsFor } from './language.js';
import { attach } from './session.js';
import { armSms, handleSmsEvent } from './sms.js';
import { armConnector, handleConnectorEvent } from './connector-step.js';
import { stepView } from './views.js';
import { traced } from './trail.js';
import type { EngineContext, EngineEvent, EngineOutcome, SessionState } from './types.js';

export function handleEvent(
  flow: CompiledFlow,
  input: SessionState,
  event: EngineEvent,
  ctx: EngineContext,
): EngineOutcome {
  const language = resolveLanguage(flow, ctx.language);
  if (isEngineError(language)) return { ok: false, error: language, state: input, effects: [] };
  const texts = textsFor(flow, language);
  const state = attach(flow, input);
  if (isEngineError(state)) return { ok: false, error: state, state: input, effects: [] };

  let result;
  switch (event.type) {
    case 'get':
      result = handleGet(flow, state, ctx);
      break;
    case 'back':
      result = handleBack(flow, state);
      break;
    case 'init':
      result = handleInit(flow, state, event.data, event.prefillTypes, {
        ...(event.subsequentOf !== undefined ? { subsequentOf: event.subsequentOf } : {}),
        ...(event.ownerOf ? { ownerOf: event.ownerOf } : {}),
      });
      break;
    case 'service_finished':
    case 'service_failed':
      result = handleService(flow, state, event, ctx);
      break;
    case 'sms_sent':
    case 'sms_failed': {
      const r = handleSmsEvent(flow, state, event);
      result = 'ok' in r ? r : { ok: true as const, ...r };
      break;
    }
    case 'connector_started':
    case 'connector_ended': {
      const r = handleConnectorEvent(flow, state, event, ctx.today);
      result = 'ok' in r ? r : { ok: true as const, ...r };
      break;
    }
    case 'eid_result':
      result = handleEidResult(flow, state, event, ctx);
      break;
    case 'submit': {
      if (event.direct && state.position.kind === 'new' && own(flow.nodes, flow.start)?.type !== 'form') {
        return {
          ok: false,
          error: { code: 4015, message: 'Invalid direct submit: the first node is not a form' },
          state,
          effects: [],
        };
      }
      const started = start(flow, state, ctx.today);
      if (!started.ok) return started;
      result = handleSubmit(flow, started.state, event, ctx, texts, started.effects);
      break;
    }
  }
  const outcome = withView(flow, arrive(flow, result, texts), texts, event.type !== 'init', ctx);
  return ctx.now === undefined ? outcome : traced(input, event, outcome, ctx.now);
}

type Result = EngineOutcome | { ok: true; state: SessionState; effects: EngineOutcome['effects'] };

/**
 * Whatever moved the session (submit, back, get, a failed service) onto an sms step, a code is
 * sent there; onto a flow_connector step, its connected run is asked for.
 */
function arrive(flow: CompiledFlow, result: Result, texts: ReturnType<typeof textsFor>): Result {
  const armed = armSms(flow, result.state, texts) ?? armConnector(flow, result.state);
  return armed ? { ...result, state: armed.state, effects: [...result.effects, ...armed.effects] } : result;
}

function withView(
  flow: CompiledFlow,
  result: Result,
  texts: ReturnType<typeof textsFor>,
  show: boolean,
  ctx: EngineContext,
): EngineOutcome {
  if (!result.ok) return result;
  return {
    ok: true,
    state: result.state,
    effects: result.effects,
    view: show ? stepView(flow, result.state, texts, ctx) : null,
  };
}
