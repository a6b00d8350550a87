// Published and specimen numbers. Where an authority publishes an example, it is named; the
// others are real-world examples collected in python-stdnum's test files (see docs/identifiers.md).
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { COUNTRIES, KINDS, kindById, normalise } from './registry.js';
import type { InvalidReason } from './types.js';

const TODAY = '2026-11-24';

function parse(kind: string, raw: string) {
  const k = kindById(kind);
  assert.ok(k, kind);
  return k.parse(normalise(k, raw), TODAY);
}

const VALID: ReadonlyArray<[kind: string, raw: string, birthDate?: string, sex?: 'male' | 'female']> = [
  // Skatteverket's own example person, Tolvan Tolvansson.
  ['se_personnummer', '19121212-1212', '1912-12-12', 'male'],
  ['se_personnummer', '121212+1212', '1912-12-12', 'male'],
  ['se_personnummer', '121212-1212', '2012-12-12', 'male'],
  ['se_personnummer', '880320-0016', '1988-03-20', 'male'],
  ['se_samordningsnummer', '701063-2391', '1970-10-03', 'male'],
  ['no_fodselsnummer', '151086 95088', '1986-10-15', 'female'],
  ['no_fodselsnummer', '01010750160', '2007-01-01', 'male'],
  ['dk_cpr', '010180-1234', '1980-01-01', 'female'],
  ['fi_henkilotunnus', '131052-308T', '1952-10-13', 'female'],
  ['is_kennitala', '120174-3399', '1974-01-12'],
  ['ee_isikukood', '36805280109', '1968-05-28', 'male'],
  ['lt_asmens_kodas', '33309240064', '1933-09-24', 'male'],
  ['pl_pesel', '44051401359', '1944-05-14', 'male'],
  ['tr_kimlik', '17291716060'],
  ['gb_nino', 'HH 01 23 45 D'],
  ['ie_ppsn', '6433435F'],
  ['ie_ppsn', '6433435FW'],
  ['fr_nir', '2 95 10 99 126 111 93', undefined, 'female'],
  ['fr_nir', '1 86 02 2A 215 325 23', undefined, 'male'],
  ['be_rijksregisternummer', '85.07.30-033.28', '1985-07-30', 'male'],
  // A common test BSN (it passes the elfproef and is never issued).
  ['nl_bsn', '111222333'],
  ['nl_bsn', '1855013'.padStart(8, '0')],
  ['de_steuer_id', '36 574 261 809'],
  ['ch_ahv', '756.9217.0769.85'],
  ['at_svnr', '1237 010180'],
  ['es_dni', '54362315-K'],
  ['es_nie', 'X-2482300-W'],
  ['pt_nif', '123456789'],
  ['pt_cartao_cidadao', '00000000 0 ZZ4'],
  ['it_codice_fiscale', 'RCCMNL83S18D969H', '1983-11-18', 'male'],
  ['us_ssn', '536-90-4399'],
  ['ca_sin', '123-456-782'],
  ['mx_curp', 'BOXW310820HNERXN09', '1931-08-20', 'male'],
  ['mx_curp', 'MASI050805MVZRLRA8', '2005-08-05', 'female'],
  ['br_cpf', '390.533.447-05'],
  ['cl_run', '12.531.909-2'],
  ['ar_dni', '20.123.456'],
  ['ar_cuil', '20-05536168-2'],
  ['in_aadhaar', '2341 2341 2346'],
  ['in_pan', 'AAPPV8261K'],
  // GB 11643-1999's own example.
  ['cn_resident_id', '11010519491231002X', '1949-12-31', 'female'],
  ['jp_my_number', '1234 5678 9018'],
  ['sg_nric', 'S1234567D'],
  ['sg_fin', 'F1234567N'],
  ['au_tfn', '123 456 782'],
  ['il_teudat_zehut', '3933742-3'],
  ['za_id', '7503305044089', '1975-03-30', 'male'],
];

for (const [kind, raw, birthDate, sex] of VALID)
  test(`${kind}: ${raw} is valid`, () => {
    const p = parse(kind, raw);
    assert.ok(p.ok, JSON.stringify(p));
    assert.equal(p.birthDate, birthDate);
    assert.equal(p.sex, sex);
  });

const INVALID: ReadonlyArray<[kind: string, raw: string, reason: InvalidReason]> = [
  ['se_personnummer', '19121212-1213', 'checksum'],
  ['se_personnummer', '701063-2391', 'date'], // a samordningsnummer
  ['se_personnummer', '20991212-1218', 'date'], // born in the future
  ['se_personnummer', '1912121212', 'checksum'], // ten digits but the 12 shifted
  ['no_fodselsnummer', '15108695087', 'checksum'],
  ['dk_cpr', '320180-1234', 'date'],
  ['fi_henkilotunnus', '131052-308U', 'checksum'],
  ['fi_henkilotunnus', '131052A308T', 'date'], // 2052
  ['is_kennitala', '450401-3150', 'range'], // a company
  ['ee_isikukood', '36805280108', 'checksum'],
  ['pl_pesel', '44051401358', 'checksum'],
  ['tr_kimlik', '17291716050', 'checksum'],
  // HMRC's example number: QQ is never allocated.
  ['gb_nino', 'QQ123456C', 'format'],
  ['gb_nino', 'GB123456A', 'range'],
  ['ie_ppsn', '6433435E', 'checksum'],
  ['fr_nir', '295109912611199', 'checksum'],
  ['be_rijksregisternummer', '85073003329', 'checksum'],
  ['nl_bsn', '111222334', 'checksum'],
  ['de_steuer_id', '36574261808', 'checksum'],
  ['de_steuer_id', '11145678908', 'range'], // 1 three times in a row
  ['ch_ahv', '7569217076986', 'checksum'],
  ['ch_ahv', '7559217076985', 'format'],
  ['at_svnr', '2237010180', 'checksum'],
  ['es_dni', '54362315Z', 'checksum'],
  ['pt_nif', '501964843', 'range'], // a company's
  ['pt_cartao_cidadao', '000000000ZZ5', 'checksum'],
  ['it_codice_fiscale', 'RCCMNL83S18D969A', 'checksum'],
  ['us_ssn', '078-05-1120', 'range'], // the Woolworth wallet card number
  ['us_ssn', '666-12-3456', 'range'],
  // ESDC's example SIN: it passes Luhn, but 0 is never issued.
  ['ca_sin', '046 454 286', 'range'],
  ['ca_sin', '123-456-783', 'checksum'],
  ['mx_curp', 'BOXW310820HNERXN08', 'checksum'],
  ['br_cpf', '390.533.447-06', 'checksum'],
  ['br_cpf', '111.111.111-11', 'range'],
  ['cl_run', '12.531.909-3', 'checksum'],
  ['ar_cuil', '30-05536168-2', 'range'], // a company's CUIT
  ['in_aadhaar', '234123412347', 'checksum'],
  ['in_pan', 'AAACV8261K', 'range'], // a company's
  ['cn_resident_id', '11010519491231002Y', 'format'],
  ['cn_resident_id', '110105194912310021', 'checksum'],
  ['jp_my_number', '123456789019', 'checksum'],
  ['sg_nric', 'S1234567A', 'checksum'],
  ['au_tfn', '123 456 783', 'checksum'],
  ['il_teudat_zehut', '3933742-2', 'checksum'],
  ['za_id', '8503305044089', 'checksum'],
];

for (const [kind, raw, reason] of INVALID)
  test(`${kind}: ${raw} is invalid (${reason})`, () => {
    assert.deepEqual(parse(kind, raw), { ok: false, reason });
  });

test('at least 25 countries, each kind fully described', () => {
  assert.ok(COUNTRIES.length >= 25, `${COUNTRIES.length} countries`);
  const ids = new Set<string>();
  for (const k of KINDS) {
    assert.ok(!ids.has(k.kind), `${k.kind} is unique`);
    ids.add(k.kind);
    assert.match(k.kind, new RegExp(`^${k.country.toLowerCase()}_[a-z_]+$`));
    for (const text of [k.name, k.localName, k.label, k.placeholder, k.source]) assert.ok(text.length > 0, k.kind);
    assert.ok(k.roles.length > 0, k.kind);
  }
});

test('placeholders of kinds with check digits are formats, not numbers that pass', () => {
  for (const k of KINDS) {
    // The codice fiscale's is the customary example of the layout; without check digits any
    // example of the shape passes (the PAN's AAAPA1234A).
    if (k.algorithm === 'none' || k.kind === 'it_codice_fiscale') continue;
    assert.equal(k.parse(normalise(k, k.placeholder), TODAY).ok, false, `${k.kind}: ${k.placeholder}`);
  }
});

test('docs/identifiers.md has a row for every kind', () => {
  const doc = readFileSync(new URL('../../docs/identifiers.md', import.meta.url), 'utf8');
  for (const k of KINDS) assert.ok(doc.includes(`| ${k.country} | \`${k.kind}\` |`), k.kind);
});
