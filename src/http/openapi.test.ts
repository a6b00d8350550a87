// The served OpenAPI document names its shared schemas by their $id and has no dangling $ref.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../test/support/server.js';

/** Every `$ref` string anywhere in `node`. */
function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, out);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refsIn(value, out);
    }
  }
  return out;
}

/** The value a local JSON pointer (`#/components/schemas/X`) names in `doc`, or undefined. */
function resolve(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, part)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

describe('OpenAPI document', () => {
  let server: TestServer;
  let doc: { components: { schemas: Record<string, unknown> } };
  before(async () => {
    server = await startTestServer('sqlite');
    doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as typeof doc;
  });
  after(async () => server.close());

  it('names every component schema by its $id, never def-N', () => {
    const names = Object.keys(doc.components.schemas);
    assert.ok(names.length > 0);
    for (const name of names) {
      assert.doesNotMatch(name, /^(def-|schema)\d+$/, name);
      const schema = doc.components.schemas[name] as { $id?: string; title?: string };
      assert.ok(schema.$id === undefined || schema.$id === name, `${name} is named by its $id (${schema.$id})`);
    }
    for (const expected of ['FormStep', 'EndStep', 'ScreeningResult']) assert.ok(names.includes(expected), expected);
  });

  it('resolves every $ref', () => {
    const refs = refsIn(doc);
    assert.ok(refs.length > 0);
    for (const ref of new Set(refs)) assert.notEqual(resolve(doc, ref), undefined, `${ref} resolves`);
  });
});
