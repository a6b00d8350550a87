import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, compile, errorOf } from './test-support/harness.js';
import { KINDS_DOC } from './test-support/kinds.js';

const flow = compile(KINDS_DOC);
function session(): Session {
  const s = new Session(flow);
  s.get();
  return s;
}
/** Submits the minimal valid data plus `extra` (keyed by element key), returns the outcome. */
function submit(extra: Record<string, unknown>, files?: Record<string, { size: number; type: string }>) {
  const s = session();
  const data: Record<string, unknown> = { [s.id('txt')]: 'Ada' };
  for (const [k, v] of Object.entries(extra)) data[s.id(k)] = v;
  return { s, out: s.send({ type: 'submit', data, ...(files ? { files } : {}) }) };
}
function reasons(extra: Record<string, unknown>): { code: number; reasons: string[] } {
  return errorOf(submit(extra).out);
}

test('minimal valid data is accepted and reaches the end', () => {
  const { s, out } = submit({});
  assert.equal(s.ok(out).type, 'end');
  assert.equal(s.state.status, 'ACCEPTED');
});

test('non-object bodies are malformed (4007)', () => {
  for (const body of [null, [], 'x', 3]) assert.equal(errorOf(session().submit(body)).code, 4007);
});

test('required: missing or empty is 4006 with the field in details', () => {
  const s = session();
  const out = s.submit({});
  assert.deepEqual(errorOf(out), { code: 4006, reasons: ['required'] });
  assert.ok(!out.ok && out.error.details?.[0]?.elementId === s.id('txt') && out.error.details[0].role === 'first_name');
  assert.equal(errorOf(session().submit({ first_name: '' })).code, 4006);
});

test('lengths, regex with its message, min and max', () => {
  assert.deepEqual(reasons({ txt: 'A' }), { code: 4008, reasons: ['min_length'] });
  assert.deepEqual(reasons({ txt: 'Adalovelace' }), { code: 4008, reasons: ['max_length'] });
  const { out } = submit({ code: 'abc' });
  assert.ok(!out.ok && out.error.details?.[0]?.message === 'Three capitals');
  assert.deepEqual(reasons({ num: 0 }), { code: 4008, reasons: ['min'] });
  assert.deepEqual(reasons({ num: '11' }), { code: 4008, reasons: ['max'] });
  assert.equal(submit({ num: '7' }).out.ok, true);
});

test('type checks are malformed (4007) and take precedence over other problems', () => {
  assert.deepEqual(reasons({ num: 'seven' }), { code: 4007, reasons: ['wrong_type'] });
  assert.deepEqual(reasons({ code: 12 }), { code: 4007, reasons: ['wrong_type'] });
  assert.deepEqual(reasons({ date: '01/02/2000' }), { code: 4007, reasons: ['wrong_format'] });
  const s = session();
  const out = s.submit({ [s.id('num')]: {}, [s.id('code')]: 'abc' });
  assert.deepEqual(errorOf(out), { code: 4007, reasons: ['required', 'regex', 'wrong_type'] });
});

test('options for select, radio and check boxes', () => {
  assert.deepEqual(reasons({ sel: 'c' }), { code: 4008, reasons: ['not_an_option'] });
  assert.deepEqual(reasons({ rad: 'z' }), { code: 4008, reasons: ['not_an_option'] });
  assert.deepEqual(reasons({ boxes: ['p', 'r'] }), { code: 4008, reasons: ['not_an_option'] });
  assert.deepEqual(reasons({ boxes: ['p', 'q'] }), { code: 4008, reasons: ['max_number_of_elements'] });
  assert.deepEqual(reasons({ agree: 'yes' }), { code: 4007, reasons: ['wrong_type'] });
  assert.equal(submit({ sel: 'a', rad: 'y', boxes: ['q'], agree: true }).out.ok, true);
});

test('dates are real calendar dates within min_date and relative max_date', () => {
  assert.deepEqual(reasons({ date: '2001-02-29' }), { code: 4008, reasons: ['invalid_date'] });
  assert.deepEqual(reasons({ date: '1999-12-31' }), { code: 4008, reasons: ['min_date'] });
  assert.deepEqual(reasons({ date: '2010-01-01' }), { code: 4008, reasons: ['max_date'] }); // younger than 18 on 2025-06-01
  assert.equal(submit({ date: '2004-02-29' }).out.ok, true);
});

test('country, currency, email and E.164 phone numbers', () => {
  assert.deepEqual(reasons({ ctry: 'se' }), { code: 4008, reasons: ['invalid_country'] });
  assert.deepEqual(reasons({ ctry: 'XX' }), { code: 4008, reasons: ['invalid_country'] });
  assert.deepEqual(reasons({ cur: 'EURO' }), { code: 4008, reasons: ['invalid_currency'] });
  assert.deepEqual(reasons({ mail: 'nope' }), { code: 4008, reasons: ['invalid_email'] });
  assert.deepEqual(reasons({ tel: '+4612' }), { code: 4008, reasons: ['invalid_phone_number'] });
  const { s, out } = submit({ ctry: 'SE', cur: 'SEK', mail: 'a@b.se', tel: { area: '46', number: '701234567' } });
  assert.ok(out.ok, JSON.stringify(out.ok || out.error));
  assert.equal(s.state.submissions.all?.values[s.id('tel')], '+46701234567');
});

test('files: known ids, accepted types, size and count', () => {
  const files = {
    f1: { size: 50, type: 'application/pdf' },
    f2: { size: 500, type: 'pdf' },
    f3: { size: 5, type: 'image/png' },
  };
  assert.equal(submit({ doc: 'f1' }, files).out.ok, true);
  assert.deepEqual(errorOf(submit({ doc: ['f2'] }, files).out), { code: 4008, reasons: ['max_file_size'] });
  assert.deepEqual(errorOf(submit({ doc: ['f3'] }, files).out), { code: 4008, reasons: ['file_type_not_accepted'] });
  assert.deepEqual(errorOf(submit({ doc: ['zz'] }, files).out), { code: 4008, reasons: ['unknown_file'] });
  assert.deepEqual(errorOf(submit({ doc: ['f1', 'f1', 'f1'] }, files).out), {
    code: 4008,
    reasons: ['max_number_of_elements'],
  });
  assert.deepEqual(reasons({ doc: [1] }), { code: 4007, reasons: ['wrong_type'] });
});

test('date parts are combined into one date and checked as a whole', () => {
  const { s, out } = submit({ bd: 29, bm: '2', by: 2004 });
  assert.ok(out.ok);
  assert.deepEqual(s.state.submissions.all?.composites, { birth: '2004-02-29' });
  assert.deepEqual(reasons({ bd: 29, bm: 2, by: 2003 }), {
    code: 4008,
    reasons: ['invalid_date', 'invalid_date', 'invalid_date'],
  });
  assert.deepEqual(reasons({ bd: 1, bm: 1, by: 1940 }), { code: 4008, reasons: ['min_date'] });
  assert.deepEqual(reasons({ bd: 1, bm: 13, by: 1990 }), { code: 4008, reasons: ['invalid_date'] });
  assert.deepEqual(reasons({ bd: 1 }), { code: 4008, reasons: ['incomplete_date', 'incomplete_date'] });
});

test('owner groups are arrays of records, checked per record with sibling conditions', () => {
  const s0 = session();
  const reg = s0.flow.elements;
  const sub = (key: string): string => Object.keys(reg).find((id) => reg[id]?.key === `owners.${key}`) ?? '';
  const ok = submit({
    owners: [
      { [sub('name')]: 'Ann', [sub('kind')]: 'person' },
      { owner_full_name: 'Acme', kind: 'company', reg: '556' },
    ],
  });
  assert.ok(ok.out.ok, JSON.stringify(ok.out.ok || ok.out.error));
  const stored = ok.s.state.submissions.all?.values[ok.s.id('owners')];
  assert.deepEqual(stored, [
    { [sub('name')]: 'Ann', [sub('kind')]: 'person' },
    { [sub('name')]: 'Acme', [sub('kind')]: 'company', [sub('reg')]: '556' },
  ]);
  const missing = submit({ owners: [{ name: 'Acme', kind: 'company' }] }).out;
  assert.ok(
    !missing.ok &&
      missing.error.code === 4006 &&
      missing.error.details?.[0]?.index === 0 &&
      missing.error.details[0].fieldId === sub('reg'),
  );
  assert.deepEqual(reasons({ owners: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }), {
    code: 4008,
    reasons: ['max_number_of_elements'],
  });
  assert.deepEqual(reasons({ owners: { name: 'a' } }), { code: 4007, reasons: ['wrong_type'] });
  assert.deepEqual(reasons({ owners: [{ nope: 'a', name: 'x' }] }), { code: 4007, reasons: ['unknown_field'] });
});

test('keys: id, unambiguous role or normalizedName; unknown and duplicate keys are malformed', () => {
  const s = session();
  assert.ok(s.submit({ first_name: 'Ada', notes: 'hi', address_country: 'SE' }).ok);
  assert.equal(s.state.submissions.all?.values[s.id('area')], 'hi');
  assert.deepEqual(errorOf(session().submit({ first_name: 'Ada', bogus: 1 })), {
    code: 4007,
    reasons: ['unknown_field'],
  });
  const s2 = session();
  assert.deepEqual(errorOf(s2.submit({ first_name: 'Ada', [s2.id('txt')]: 'Ada' })), {
    code: 4007,
    reasons: ['duplicate_field'],
  });
  assert.deepEqual(errorOf(session().submit({ constructor: 'x', first_name: 'Ada' })), {
    code: 4007,
    reasons: ['unknown_field'],
  });
});

test('display-only elements are not stored; absent optional fields are not stored', () => {
  const { s } = submit({});
  assert.deepEqual(Object.keys(s.state.submissions.all?.values ?? {}), [s.id('txt')]);
});
