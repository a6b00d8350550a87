// Test helpers: the example document, freshly parsed for each test, and JSON
// pointer edits so tests can mutate documents without loosening types.
import { readFileSync } from 'node:fs';

export function loadExample(name = 'example'): unknown {
  return JSON.parse(
    readFileSync(new URL(`../../../../examples/flows/${name}.json`, import.meta.url), 'utf8'),
  ) as unknown;
}

type Container = Record<string, unknown> | unknown[];

function walk(doc: unknown, pointer: string): [Container, string] {
  const parts = pointer.split('/').slice(1);
  const last = parts.pop() ?? '';
  let cur: unknown = doc;
  for (const p of parts) cur = (cur as Record<string, unknown>)[p];
  if (typeof cur !== 'object' || cur === null) throw new Error(`no container at ${pointer}`);
  return [cur as Container, last];
}

/** Sets (or, with `undefined`, deletes) the value at a JSON pointer; returns the doc. */
export function edit(doc: unknown, pointer: string, value: unknown): unknown {
  const [c, key] = walk(doc, pointer);
  if (Array.isArray(c)) {
    if (value === undefined) c.splice(Number(key), 1);
    else if (key === '-') c.push(value);
    else c[Number(key)] = value;
  } else if (value === undefined) delete c[key];
  else c[key] = value;
  return doc;
}

export function get(doc: unknown, pointer: string): unknown {
  const [c, key] = walk(doc, pointer);
  return Array.isArray(c) ? c[Number(key)] : c[key];
}

/** The example with several edits applied. */
export function exampleWith(...edits: [string, unknown][]): unknown {
  const doc = loadExample();
  for (const [p, v] of edits) edit(doc, p, v);
  return doc;
}
