// Step views, shaped as the real API shows them. Texts come through the language's
// translations; field values show what the session holds (earlier submission, prefill,
// or the document's default).
import {
  lookup as own,
  type CompiledElement,
  type CompiledFlow,
  type CompiledFormNode,
  type CompiledOwnerGroupElement,
} from '../flows/document/compiled-types.js';
import type { Validation } from '../flows/document/types.js';
import { lockOf, prefillFor } from './field-check.js';
import { hasIdentifierFields, identifierLabel, pathCountryHints, type CountryHints } from './identifier-fields.js';
import type { Texts } from './language.js';
import { smsView } from './sms.js';
import { kybSearchView } from './kyb-search.js';
import { electronicIdView } from './eid-step.js';
import { documentStepView, isBuiltinDocv } from './document-step.js';
import { isBuiltinOcr, ocrStepView } from './ocr-step.js';
import { connectorView } from './connector-step.js';
import type { ElementView, EngineContext, ProviderView, SessionState, StepView } from './types.js';

type AnyElement = CompiledElement | CompiledOwnerGroupElement;

function elementView(
  el: AnyElement,
  textKey: string,
  texts: Texts,
  current: unknown,
  state: SessionState,
  countries?: CountryHints,
): ElementView | undefined {
  const view: ElementView = { id: el.id, type: el.type };
  const name = texts.element(textKey, 'name', el.name);
  if (name !== undefined) view.name = name;
  if (el.type === 'spacing') return view;
  const supportingText = texts.element(textKey, 'supportingText', el.supportingText);
  if (supportingText !== undefined) view.supportingText = supportingText;
  if (el.condition) view.condition = el.condition;
  if (el.type === 'plain_text') return view;
  if (el.role) view.role = el.role;
  if (el.normalizedName) view.normalizedName = el.normalizedName;
  if ('placeholder' in el) {
    const p = texts.element(textKey, 'placeholder', el.placeholder);
    if (p !== undefined) view.placeholder = p;
  }
  view.validations = (el.validations ?? []).map((v): Validation => {
    const message = texts.validation(textKey, v.type, v.errorMessage);
    return message === undefined ? v : { ...v, errorMessage: message };
  });
  view.prefillOptions = el.prefillOptions ?? 'prefillable_editable';
  if ('options' in el && el.options)
    view.options = el.options.map((o) => ({ ...o, label: texts.option(textKey, o.name, o.label) }));
  if (el.type === 'date_part_select') {
    view.compositeGroup = el.compositeGroup;
    view.partType = el.partType;
  }
  if ('accept' in el && el.accept) view.accept = [...el.accept];
  // Never inside owner groups (their recursion passes no countries): an owner's identifier
  // follows that owner's own country, known only from the submitted record.
  const identifier = countries && identifierLabel(el.role, countries);
  if (identifier) view.identifier = identifier;
  if (el.type === 'owner') {
    view.elements = el.elements.flatMap(
      (sub) => elementView(sub, `${textKey}.${sub.key}`, texts, undefined, state) ?? [],
    );
    if (current !== undefined) view.value = current;
    return view;
  }
  const lock = lockOf(el, state.prefill, state.prefillLocks);
  const locked = lock !== undefined;
  if (lock === 'hidden') return undefined;
  if (locked) view.readOnly = true;
  const pre = prefillFor(el, state.prefill);
  const value = locked
    ? pre?.value
    : current !== undefined
      ? current
      : pre !== undefined
        ? pre.value
        : 'value' in el
          ? el.value
          : undefined;
  if (value !== undefined) view.value = value;
  else if (el.type === 'check_box' && el.options && el.options.length > 0) view.value = [];
  return view;
}

// A form shown without an earlier submission or any prefill looks the same to every session
// (given the language and whether it can go back): built once per compiled node, and marked
// shared so the HTTP layer can keep its JSON as well. Shared views must not be mutated.
const sharedViews = new WeakMap<CompiledFormNode, Map<string, StepView>>();
const shared = new WeakSet<StepView>();

export function isSharedView(view: StepView): boolean {
  return shared.has(view);
}

function isEmpty(record: Record<string, unknown>): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return false;
  return true;
}

function formView(
  flow: CompiledFlow,
  node: CompiledFormNode,
  state: SessionState,
  texts: Texts,
  canGoBack: boolean,
): StepView {
  const earlier = own(state.submissions, node.id)?.values;
  const cacheable = earlier === undefined && isEmpty(state.prefill);
  // Identifier labels follow the countries answered earlier: they are part of the view's key.
  const countries = hasIdentifierFields(node) ? pathCountryHints(flow, state) : undefined;
  const key = `${texts.language}\n${canGoBack ? 1 : 0}\n${countries?.nationality ?? ''}\n${countries?.residence ?? ''}`;
  let views = cacheable ? sharedViews.get(node) : undefined;
  const hit = views?.get(key);
  if (hit) return hit;
  const elements = node.elements.flatMap(
    (el) => elementView(el, el.key, texts, earlier && own(earlier, el.id), state, countries) ?? [],
  );
  const view: StepView = {
    id: node.id,
    type: 'form',
    title: texts.node(node.id, 'title', node.title) ?? null,
    subtitle: texts.node(node.id, 'subtitle', node.subtitle) ?? null,
    canGoBack,
    elements,
  };
  if (cacheable) {
    if (!views) sharedViews.set(node, (views = new Map<string, StepView>()));
    views.set(key, view);
    shared.add(view);
  }
  return view;
}

/** `ctx.now` (ms) is needed for sms steps (expiry, resend cooldown), `ctx.kybSearchPath` by provider_kyb_search steps, `ctx.eidStartPath` by built-in provider_electronic_id steps. */
export function stepView(
  flow: CompiledFlow,
  state: SessionState,
  texts: Texts,
  ctx: Pick<EngineContext, 'now' | 'kybSearchPath' | 'eidStartPath'> = {},
): StepView {
  const pos = state.position;
  if (pos.kind === 'service' || pos.kind === 'new' || pos.kind === 'failed') return { type: 'pending' };
  const node = own(flow.nodes, pos.nodeId);
  const canGoBack = state.history.length > 0;
  if (!node) return { type: 'pending' };
  // A flow_connector step configured to end the run with its connected run's status ends on itself.
  if (pos.kind === 'end' && node.type !== 'end') return { id: node.id, type: 'end', text: null, redirectUrl: null };
  if (node.type === 'end') {
    return {
      id: node.id,
      type: 'end',
      text: texts.node(node.id, 'text', node.text) ?? null,
      redirectUrl: node.redirectUrl ?? null,
    };
  }
  if (node.type === 'form') return formView(flow, node, state, texts, canGoBack);
  if (node.type === 'condition' || node.type === 'service') return { type: 'pending' };
  if (node.type === 'sms') return smsView(node, state, texts, canGoBack, ctx.now);
  if (node.type === 'provider_kyb_search') return kybSearchView(node, state, texts, canGoBack, ctx.kybSearchPath);
  if (node.type === 'provider_electronic_id') return electronicIdView(node, state, texts, canGoBack, ctx.eidStartPath);
  if (isBuiltinDocv(node)) return documentStepView(node, state, texts, canGoBack);
  if (isBuiltinOcr(node)) return ocrStepView(node, state, texts, canGoBack);
  if (node.type === 'flow_connector') return connectorView(node, state, texts, canGoBack);
  const view: ProviderView = {
    id: node.id,
    type: node.type,
    title: texts.node(node.id, 'title', node.title) ?? null,
    canGoBack,
  };
  // The capture SDK code is issued by the DocV integration; until then there is none.
  if (node.type === 'provider_doc_v') view.shortCode = null;
  return view;
}
