import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateFlowDocument } from './test-support/validate.js';

function doc(config: unknown, extra: Record<string, unknown> = {}, role = 'mobile_number') {
  return {
    name: 'SMS',
    nodes: [
      {
        id: 'f',
        type: 'form',
        next: 's',
        elements: [
          { key: 'tel', type: 'phone_number', name: 'Tel', role },
          { key: 'nick', type: 'text', name: 'Nick' },
        ],
      },
      { id: 's', type: 'sms', config },
    ],
    ...extra,
  };
}
const codes = (input: unknown) => {
  const r = validateFlowDocument(input);
  return r.ok ? [] : r.errors.map((e) => e.code);
};

test('a valid sms config (defaults, phoneField, phoneRole) publishes', () => {
  assert.deepEqual(codes(doc({})), []);
  assert.deepEqual(
    codes(
      doc({
        phoneField: 'tel',
        codeLength: 8,
        ttlSeconds: 300,
        maxAttempts: 3,
        resendCooldownSeconds: 60,
        maxSends: 3,
        message: 'Code {code}',
      }),
    ),
    [],
  );
  assert.deepEqual(codes(doc({ phoneRole: 'owner_phone_number' }, {}, 'owner_phone_number')), []);
  assert.deepEqual(codes(doc({}, {}, 'phone_number')), []);
});

test('bad sms configs are refused at publish with the node and path', () => {
  assert.deepEqual(codes(doc({ codeLength: 3 })).length > 0, true);
  assert.ok(codes(doc({ unknown: 1 })).length > 0);
  assert.deepEqual(codes(doc({ phoneField: 'ghost' })), ['unknown_field_reference']);
  assert.deepEqual(codes(doc({ phoneField: 'nick' })), ['invalid_phone_field']);
  assert.deepEqual(codes(doc({ phoneField: 'tel', phoneRole: 'mobile_number' })), ['conflicting_phone_source']);
  assert.deepEqual(codes(doc({}, {}, 'email')), ['missing_phone_element']);
  assert.deepEqual(codes(doc({ message: 'no placeholder' })), ['missing_code_placeholder']);
  const r = validateFlowDocument(doc({}, { translations: { sv: { nodes: { s: { message: 'Kod saknas' } } } } }));
  assert.ok(
    !r.ok &&
      r.errors[0]?.code === 'missing_code_placeholder' &&
      r.errors[0].nodeId === 's' &&
      r.errors[0].path === '/translations/sv/nodes/s/message',
  );
});
