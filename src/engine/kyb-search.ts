// The `provider_kyb_search` step: the end user searches the business registry of the node's country
// (GET /kyb-search/{flowId}, outside the engine) and submits a result's `{PrefillId}`, or
// `{notFound: true}` when the node allows it. A PrefillId is a keyed signature over a registry the
// engine does not see, so the runtime resolves it before the event gets here (src/businesses/kyb-pick.ts)
// and hands over the business, or why it was refused; the rest (shape, country, what is stored and
// prefilled) is decided here, purely.
import { DEFAULT_PREFILL_OPTION } from '../flows/document/constants.js';
import { lookup as own, type CompiledFlow, type CompiledKybSearchNode } from '../flows/document/compiled-types.js';
import type { Texts } from './language.js';
import type { MessageKey } from '../i18n/index.js';
import { parseValue } from './parse-value.js';
import { hasValue } from './conditions.js';
import { isPlainObject } from './resolve-keys.js';
import type { KybStepField } from '../flows/document/schema-kyb-search.js';
import type { EngineError, KybBusiness, KybPick, KybSearchView, SessionState, Submission } from './types.js';

// Compile-time check: the fields a rule may name (checked at publish) are exactly what a pick stores.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Exported only so that noUnusedLocals keeps the check without a statement that does nothing.
export const STORED_FIELDS_ARE_RULE_FIELDS: Same<keyof KybBusiness | 'found', KybStepField> = true;

const MALFORMED =
  'Submitted data is malformed: a provider_kyb_search step takes {"PrefillId": "<a search result\'s PrefillId>"} or {"notFound": true}';

// What the person is told, in their language: the hosted page's own texts for these refusals.
const REFUSALS: Record<KybRefusalReason, MessageKey> = {
  invalid_prefill_id: 'page.kyb.invalid',
  expired: 'page.kyb.expired',
  unknown_business: 'page.kyb.unknown',
  wrong_country: 'page.kyb.wrongCountry',
};
type KybRefusalReason = Extract<KybPick, { ok: false }>['reason'] | 'wrong_country';

export type KybSubmit = { ok: true; submission: Submission; state: SessionState } | { ok: false; error: EngineError };

function refused(reason: KybRefusalReason, texts: Texts): KybSubmit {
  return {
    ok: false,
    error: {
      code: 4008,
      message: 'Submitted data failed validation: the PrefillId names no business this step can take',
      details: [{ elementId: 'PrefillId', reason, message: texts.messages.format(REFUSALS[reason]) }],
    },
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether any stored submission holds a value for the element (the user gave one, it is not to be replaced). */
function submitted(flow: CompiledFlow, state: SessionState, elementId: string): boolean {
  const at = own(flow.elements, elementId);
  const values = at ? own(state.submissions, at.nodeId)?.values : undefined;
  return values !== undefined && Object.hasOwn(values, elementId) && hasValue(values[elementId]);
}

/**
 * The session's prefill after a pick: what this step's previous pick added is taken back (unless the
 * tenant changed it since), then every top-level field with one of the business's roles that has
 * no value yet (neither prefilled nor submitted) gets the business's value. Best effort, like a
 * service's prefill: a value the field cannot take (an option that is not there) is left out.
 */
export function prefillFrom(
  flow: CompiledFlow,
  state: SessionState,
  nodeId: string,
  roleValues: Readonly<Record<string, string>>,
): { prefill: Record<string, unknown>; prefilled: Record<string, unknown> } {
  const prefill: Record<string, unknown> = { ...state.prefill };
  for (const [id, value] of Object.entries(own(state.submissions, nodeId)?.prefilled ?? {})) {
    if (Object.hasOwn(prefill, id) && sameValue(prefill[id], value)) delete prefill[id];
  }
  const prefilled: Record<string, unknown> = {};
  for (const [role, raw] of Object.entries(roleValues)) {
    for (const id of own(flow.elementIdsByRole, role) ?? []) {
      if (Object.hasOwn(prefill, id) || submitted(flow, state, id)) continue;
      const at = own(flow.elements, id);
      const node = at ? own(flow.nodes, at.nodeId) : undefined;
      const el = node?.type === 'form' ? node.elements.find((e) => e.id === id) : undefined;
      if (!el || el.type === 'owner' || el.type === 'spacing' || el.type === 'plain_text') continue;
      if ((el.prefillOptions ?? DEFAULT_PREFILL_OPTION) === 'non_prefillable') continue;
      const parsed = parseValue(el, raw);
      if (!parsed.ok || parsed.value === undefined) continue;
      prefill[id] = parsed.value;
      prefilled[id] = parsed.value;
    }
  }
  return { prefill, prefilled };
}

/** The submission to store and the state (prefill) it is stored on, or why the submit is refused. */
export function submitKybSearch(
  flow: CompiledFlow,
  state: SessionState,
  node: CompiledKybSearchNode,
  data: unknown,
  pick: KybPick | undefined,
  texts: Texts,
): KybSubmit {
  const single = isPlainObject(data) && Object.keys(data).length === 1 ? data : undefined;
  const notFound = single?.notFound === true;
  const token = typeof single?.PrefillId === 'string' && single.PrefillId !== '' ? single.PrefillId : undefined;
  if (!notFound && token === undefined) return { ok: false, error: { code: 4007, message: MALFORMED } };
  if (notFound) {
    if (node.config.allowNotFound !== true) {
      return {
        ok: false,
        error: {
          code: 4008,
          message: 'Submitted data failed validation: this step needs a business picked from the search',
          details: [
            {
              elementId: 'notFound',
              reason: 'not_found_not_allowed',
              message: texts.messages.format('page.kyb.mustPick'),
            },
          ],
        },
      };
    }
    const { prefill } = prefillFrom(flow, state, node.id, {});
    return { ok: true, submission: { values: { found: false } }, state: { ...state, prefill } };
  }
  if (pick === undefined)
    return {
      ok: false,
      error: { code: 5000, message: 'Internal error: the PrefillId was not resolved before the engine' },
    };
  if (!pick.ok) return refused(pick.reason, texts);
  if (pick.business.country !== node.config.country) return refused('wrong_country', texts);
  const { prefill, prefilled } = prefillFrom(flow, state, node.id, pick.roleValues);
  const submission: Submission = {
    values: { found: true, ...pick.business },
    ...(Object.keys(prefilled).length > 0 ? { prefilled } : {}),
  };
  return { ok: true, submission, state: { ...state, prefill } };
}

function isKybBusiness(v: Record<string, unknown>): v is Record<string, unknown> & KybBusiness {
  return typeof v.providerId === 'string' && typeof v.name === 'string' && typeof v.country === 'string';
}

export function kybSearchView(
  node: CompiledKybSearchNode,
  state: SessionState,
  texts: Texts,
  canGoBack: boolean,
  searchPath: string | undefined,
): KybSearchView {
  const view: KybSearchView = {
    id: node.id,
    type: 'provider_kyb_search',
    title: texts.node(node.id, 'title', node.title) ?? null,
    canGoBack,
    country: node.config.country,
    allowNotFound: node.config.allowNotFound === true,
    searchPath: searchPath ?? null,
  };
  // Kept after `back`, so returning to the step shows what was picked there.
  const earlier = own(state.submissions, node.id)?.values;
  if (earlier?.found === true && isKybBusiness(earlier)) {
    const { found: _found, ...business } = earlier;
    view.selected = business;
  }
  return view;
}
