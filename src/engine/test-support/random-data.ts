// Deterministic data for random walks: a valid value for every field of a form step (or
// garbage), chosen from a seed so fast-check can shrink the walk.
import { lookup as own, type CompiledElement, type CompiledFlow } from '../../flows/document/compiled-types.js';
import type { SessionState } from '../types.js';

function validValue(el: CompiledElement, seed: number): unknown {
  switch (el.type) {
    case 'text':
    case 'textarea':
    case 'password':
      return seed % 5 === 0 ? undefined : 'abc';
    case 'number':
      return (seed % 7) - 3;
    case 'email':
      return 'a@b.se';
    case 'select':
    case 'radio':
      return el.options[seed % el.options.length]?.name;
    case 'check_box':
      return el.options && el.options.length > 0 ? [el.options[seed % el.options.length]?.name] : true;
    case 'date_picker':
      return '1995-05-05';
    case 'date_part_select':
      return el.partType === 'day' ? 5 : el.partType === 'month' ? 5 : 1995;
    case 'country_select':
      return seed % 2 === 0 ? 'SE' : 'US';
    case 'currency_select':
      return 'EUR';
    case 'phone_number':
      return '+46701234567';
    case 'owner':
      return [Object.fromEntries(el.elements.map((s) => [s.id, 'x']))];
    case 'file':
    case 'enhanced_file':
      return undefined;
    case 'spacing':
    case 'plain_text':
      return undefined;
  }
}

/** Data for the current step: valid for every field when `garbage` is false. */
export function dataFor(flow: CompiledFlow, state: SessionState, seed: number, garbage: boolean): unknown {
  const pos = state.position;
  const node = pos.kind === 'step' ? own(flow.nodes, pos.nodeId) : undefined;
  if (!node || node.type !== 'form') return garbage ? seed : {};
  const data: Record<string, unknown> = {};
  node.elements.forEach((el, i) => {
    const v = garbage && i === seed % node.elements.length ? { bad: seed } : validValue(el, seed + i);
    if (v !== undefined) data[el.id] = v;
  });
  return data;
}
