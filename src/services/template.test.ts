import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePointer, parseReference, placeholders, renderJson, renderText, type SessionValues } from './template.js';

const values: SessionValues = {
  key: { 'a/b': { 'c~d': 1 }, list: [10, 20], when: new Date('2024-01-02T03:04:05Z') },
  role: { first_name: 'Zoë' },
  service: {},
  step: { kyb: { found: true, name: 'A TASTE OF TUSCANY LTD', identifiers: [{ type: 'LEI', number: '213800ABC' }] } },
};

describe('mapping templates', () => {
  test('references parse with namespaces and escaped pointers', () => {
    assert.deepEqual(parseReference('service:risk/fields/a~1b~0c'), {
      namespace: 'service',
      name: 'risk',
      pointer: ['fields', 'a/b~c'],
    });
    assert.equal(parseReference('env:HOME'), undefined);
    assert.equal(parseReference('key:'), undefined);
    assert.deepEqual(
      placeholders('{{ key:x }} {{bad}}').map((p) => p.ref !== undefined),
      [true, false],
    );
  });

  test('pointers follow RFC 6901 and reject bad escapes', () => {
    assert.deepEqual(parsePointer(''), []);
    assert.deepEqual(parsePointer('/a~1b/0'), ['a/b', '0']);
    assert.equal(parsePointer('a'), undefined);
    assert.equal(parsePointer('/a~2'), undefined);
  });

  test('whole placeholders keep types; text placeholders interpolate; URLs encode', () => {
    assert.deepEqual(
      renderJson(
        { n: '{{key:list/1}}', s: 'x{{key:list/0}}', d: '{{key:when}}', m: '{{key:none}}', t: 'a{{key:none}}b' },
        values,
      ),
      { n: 20, s: 'x10', d: '2024-01-02T03:04:05.000Z', m: null, t: 'ab' },
    );
    assert.equal(renderText('/p/{{role:first_name}}', values, encodeURIComponent), '/p/Zo%C3%AB');
    assert.equal(renderText('{{key:list/5}}|{{key:list/x}}', values), '|');
    // What a provider step received: a provider_kyb_search pick here.
    assert.deepEqual(
      renderJson(
        { name: '{{step:kyb/name}}', lei: '{{step:kyb/identifiers/0/number}}', none: '{{step:sms/verified}}' },
        values,
      ),
      { name: 'A TASTE OF TUSCANY LTD', lei: '213800ABC', none: null },
    );
  });
});
