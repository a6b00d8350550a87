/** Values as the person saw them: dates, countries and choices in words, not as stored. */
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import type { CaseValue } from '../../../../src/studio/case-types.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const COUNTRY = /^[A-Z]{2}$/;

const countries = new Intl.DisplayNames(['en'], { type: 'region' });

export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', dateStyle: 'long' });
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "Germany (DE)"; the code alone when the browser has no name for it. */
export function countryName(code: string): string {
  try {
    const name = countries.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** Option labels by node id, then element key, then option name (drop-downs, radios, check boxes). */
export type OptionLabels = Map<string, Map<string, Map<string, string>>>;

export function optionLabels(doc: FlowDocument | undefined): OptionLabels {
  const out: OptionLabels = new Map();
  for (const node of doc?.nodes ?? []) {
    if (node.type !== 'form') continue;
    const byKey = new Map<string, Map<string, string>>();
    for (const el of node.elements) {
      if (!('options' in el) || !Array.isArray(el.options)) continue;
      byKey.set(el.key, new Map(el.options.map((o) => [o.name, o.label])));
    }
    out.set(node.id, byKey);
  }
  return out;
}

const looksLikeCountry = (v: CaseValue) => /country|nationality/i.test(`${v.type} ${v.role ?? ''} ${v.key}`);

/** One stored value in words. Files are shown by the files list, owner records as their fields. */
export function formatValue(v: CaseValue, labels: OptionLabels, raw: unknown = v.value): string {
  const options = labels.get(v.nodeId)?.get(v.key);
  if (raw === null || raw === undefined || raw === '') return '—';
  if (typeof raw === 'boolean') return raw ? 'Yes' : 'No';
  if (Array.isArray(raw)) return raw.map((item) => formatValue(v, labels, item)).join(', ');
  if (typeof raw === 'object')
    return Object.entries(raw as Record<string, unknown>)
      .map(([k, item]) => `${k}: ${formatValue(v, labels, item)}`)
      .join('; ');
  const text = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : JSON.stringify(raw);
  if (options?.has(text)) return options.get(text) ?? text;
  if (ISO_DAY.test(text)) return formatDay(text);
  if (ISO_TIME.test(text) && !Number.isNaN(Date.parse(text))) return formatWhen(text);
  if (COUNTRY.test(text) && looksLikeCountry(v)) return countryName(text);
  return text;
}

/** Node titles by id, for grouping values under the step the person answered. */
export function stepTitles(doc: FlowDocument | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const node of doc?.nodes ?? []) {
    const title = 'title' in node && typeof node.title === 'string' ? node.title : undefined;
    out.set(node.id, title ?? node.id);
  }
  return out;
}

/** Which shipped service a node runs, so its result is rendered for that service. */
export function serviceOf(doc: FlowDocument | undefined, nodeId: string): string | undefined {
  const node = doc?.nodes.find((n) => n.id === nodeId);
  return node?.type === 'service' ? node.service : undefined;
}

export const statusLabel = (status: string) =>
  status
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
