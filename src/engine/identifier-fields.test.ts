import { test } from 'node:test';
import assert from 'node:assert/strict';
import { identifierFlow } from '../../test/fixtures/identifier-flow.js';
import { Session, compile, errorOf } from './test-support/harness.js';
import { identifierCountry } from './identifier-fields.js';
import type { FieldIssue, FormView } from './types.js';

const flow = compile(identifierFlow('Identifiers'));

function form(v: unknown): FormView {
  assert.equal((v as FormView).type, 'form');
  return v as FormView;
}
function details(s: Session): FieldIssue[] {
  const out = s.last;
  assert.ok(out && !out.ok);
  return out.error.details ?? [];
}
function atIds(nationality: string, residence?: string): Session {
  const s = new Session(flow);
  s.get();
  s.ok(s.submit({ nationality, ...(residence ? { address_country: residence } : {}) }));
  return s;
}

test('the step view names the identifier of the nationality answered earlier', () => {
  const s = atIds('SE', 'GB');
  const v = form(s.get());
  assert.deepEqual(v.elements.find((e) => e.role === 'national_id_nr')?.identifier, {
    country: 'SE',
    kind: 'se_personnummer',
    name: 'Personal identity number',
    localName: 'personnummer',
    placeholder: 'YYYYMMDD-XXXX',
  });
  // A social security number follows the country of residence.
  assert.equal(v.elements.find((e) => e.role === 'social_service_number')?.identifier?.kind, 'gb_nino');
  // Owners' numbers follow each owner's own nationality, unknown before the submit.
  const owners = v.elements.find((e) => e.type === 'owner');
  assert.equal(owners?.elements?.find((e) => e.role === 'owner_national_id_nr')?.identifier, undefined);
});

test('views of the same form for different countries are not shared', () => {
  const se = form(atIds('SE').get());
  const no = form(atIds('NO').get());
  assert.equal(se.elements[0]?.identifier?.kind, 'se_personnummer');
  assert.equal(no.elements[0]?.identifier?.kind, 'no_fodselsnummer');
});

test('a valid personnummer advances; the value is kept as typed', () => {
  const s = atIds('SE');
  const out = s.submit({ national_id_nr: '19121212-1212' });
  assert.ok(out.ok, JSON.stringify(out.ok || out.error));
  assert.equal(s.state.position.kind, 'end');
  assert.equal(s.state.submissions.ids?.values[flow.elementIdByKey.national_id ?? ''], '19121212-1212');
});

test('an SSN where a personnummer is expected: 4008 naming the personnummer', () => {
  const s = atIds('SE');
  s.submit({ national_id_nr: '536-90-4399' });
  assert.deepEqual(errorOf(s.last ?? s.submit({})), { code: 4008, reasons: ['identifier_wrong_type'] });
  const [issue] = details(s);
  assert.equal(
    issue?.message,
    'This looks like a US Social Security number. Enter the Swedish personnummer in the format YYYYMMDD-XXXX.',
  );
  assert.equal(issue?.identifier?.kind, 'se_personnummer');
  assert.equal(issue?.role, 'national_id_nr');
});

test('a typo is a checksum problem; a country without rules accepts anything', () => {
  const s = atIds('SE');
  s.submit({ national_id_nr: '19121212-1213' });
  assert.equal(details(s)[0]?.reason, 'identifier_checksum');
  const ke = atIds('KE');
  assert.ok(ke.submit({ national_id_nr: 'anything' }).ok);
});

test('a nationality on the same form as the number is the one used', () => {
  const doc = identifierFlow('Same form');
  const [first, second] = doc.nodes;
  const merged = {
    ...doc,
    start: 'country',
    nodes: [
      { ...first, next: 'done', elements: [...(first?.elements ?? []), ...(second?.elements ?? [])] },
      doc.nodes[2],
    ],
  };
  const s = new Session(compile(merged));
  s.get();
  s.submit({ nationality: 'NO', national_id_nr: '19121212-1212' });
  assert.equal(details(s)[0]?.identifier?.kind, 'no_fodselsnummer');
  assert.ok(s.submit({ nationality: 'SE', national_id_nr: '19121212-1212' }).ok);
});

test('an owner’s number is checked against the owner’s own nationality', () => {
  const s = atIds('SE');
  s.submit({
    national_id_nr: '19121212-1212',
    [s.id('owners')]: [
      { owner_nationality: 'FI', owner_id: '131052-308T' },
      { owner_nationality: 'DK', owner_id: '131052-308T' },
      { owner_id: 'no country, no rules' },
    ],
  });
  const issues = details(s);
  assert.equal(issues.length, 1);
  assert.equal(issues[0]?.index, 1);
  assert.equal(issues[0]?.identifier?.kind, 'dk_cpr');
});

test('the author’s own validations speak first', () => {
  const doc = identifierFlow('Regex first');
  const ids = doc.nodes[1];
  const el = ids?.elements?.[0] as { validations: unknown[] } | undefined;
  el?.validations.push({ type: 'min_length', value: 50 });
  const s = new Session(compile(doc));
  s.get();
  s.submit({ nationality: 'SE' });
  s.submit({ national_id_nr: '536-90-4399' });
  assert.deepEqual(
    details(s).map((d) => d.reason),
    ['min_length'],
  );
});

test('which country a field follows', () => {
  assert.equal(identifierCountry('national_id_nr', { nationality: 'SE', residence: 'GB' }), 'SE');
  assert.equal(identifierCountry('national_id_nr', { residence: 'GB' }), 'GB');
  assert.equal(identifierCountry('social_service_number', { nationality: 'SE', residence: 'GB' }), 'GB');
  assert.equal(identifierCountry('owner_ssn', { nationality: 'SE' }), 'SE');
  assert.equal(identifierCountry('cpr', {}), 'DK');
  assert.equal(identifierCountry('first_name', { nationality: 'SE' }), undefined);
});
