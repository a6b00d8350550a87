/**
 * The built-in reader on generated documents (test-support/documents.ts): real OCR of an identity
 * card, a registry extract as an image and as a scanned PDF, a PDF's text layer, and the ways a
 * document is refused; plus the pure parts (dates, label extraction) on their own.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { createOcrPool, DEFAULT_OCR_POOL, TEXT_MODEL, textOcrDataDir, type OcrPool } from '../document/index.js';
import { OnwardError } from '../../errors/index.js';
import * as samples from '../../../test/support/file-samples.js';
import { BUSINESS_FIELDS, PERSON_FIELDS, createLocalDocumentReader, extractValues, parseDate } from './index.js';
import type { DocumentReader, DocumentReading } from './index.js';
import {
  blankPhoto,
  businessLetter,
  businessPdfScan,
  businessPdfWithText,
  personCard,
} from './test-support/documents.js';

describe('dates as documents print them', () => {
  it('reads ISO, day-first, month-first only when day-first is impossible, and English month names', () => {
    assert.equal(parseDate('1974-08-12'), '1974-08-12');
    assert.equal(parseDate('12.08.1974'), '1974-08-12');
    assert.equal(parseDate('12/08/1974'), '1974-08-12');
    assert.equal(parseDate('08/31/1974'), '1974-08-31');
    assert.equal(parseDate('3 March 2015'), '2015-03-03');
    assert.equal(parseDate('March 3rd, 2015'), '2015-03-03');
    assert.equal(parseDate('12 Aug. 1974'), '1974-08-12');
    assert.equal(parseDate('l2.O8.1974'), '1974-08-12', 'l and O misread inside a number are put back');
    assert.equal(parseDate('Oslo 12.08.1974'), '1974-08-12', 'but not in words');
    assert.equal(parseDate('31.02.1990'), undefined, 'no 31 February');
    assert.equal(parseDate('no date here'), undefined);
  });
});

describe('fields from labelled lines', () => {
  const line = (text: string, confidence = 0.9) => ({ text, confidence });
  it('finds values after their label or on the next line, with a confidence from both', () => {
    const values = extractValues(
      'person',
      [
        line('REPUBLIC OF UTOPIA'),
        line('Name: ERIKSSON, ANNA MARIA'),
        line('Born'),
        line('12 August 1974', 0.8),
        line('Passport No. L 898902 C3'),
        line('Address:'),
        line('12 Harbour Street'),
        line('12345 Springfield'),
        line('Nationality: UTOPIAN'),
      ],
      PERSON_FIELDS,
    );
    const byRole = Object.fromEntries(values.map((v) => [v.role, v]));
    assert.equal(byRole.first_name?.value, 'Anna Maria');
    assert.equal(byRole.last_name?.value, 'Eriksson');
    assert.equal(byRole.full_name?.value, 'Anna Maria Eriksson');
    assert.equal(byRole.dob?.value, '1974-08-12');
    assert.equal(byRole.dob?.confidence, 0.72, 'next line: 0.8 x 0.9');
    assert.equal(byRole.document_number?.value, 'L898902C3');
    assert.equal(byRole.document_number?.confidence, 0.9);
    assert.equal(byRole.address_1?.value, '12 Harbour Street');
    assert.equal(byRole.address_zip?.value, '12345');
    assert.equal(byRole.address_city?.value, 'Springfield');
  });

  it('reads only the fields asked for, and no label means no value', () => {
    const lines = [line('Company name: Example AB'), line('Organisation number: 556012-3456'), line('Hello')];
    const values = extractValues('business', lines, ['registration_number']);
    assert.deepEqual(
      values.map((v) => [v.role, v.value]),
      [['company_nr', '556012-3456']],
    );
    assert.deepEqual(extractValues('business', [line('Nothing labelled here at all')], BUSINESS_FIELDS), []);
  });
});

describe('the built-in reader on generated documents (real OCR)', () => {
  let pool: OcrPool;
  let reader: DocumentReader;
  before(async () => {
    pool = await createOcrPool({ ...DEFAULT_OCR_POOL, dataDir: textOcrDataDir(), model: TEXT_MODEL, size: 1 });
    reader = createLocalDocumentReader({ ocr: pool });
  });
  after(async () => {
    await pool.close();
  });

  const person = (content: Buffer, required: readonly string[] = []) =>
    reader.read(
      { content, mediaType: 'image/png' },
      { kind: 'person', fields: PERSON_FIELDS, required: required as (typeof PERSON_FIELDS)[number][] },
    );
  const business = (content: Buffer) =>
    reader.read({ content, mediaType: 'application/pdf' }, { kind: 'business', fields: BUSINESS_FIELDS, required: [] });
  const roles = (r: DocumentReading) =>
    r.outcome === 'unreadable' ? {} : Object.fromEntries(r.values.map((v) => [v.role, v.value]));

  it('an identity card: every person field, each with its confidence', async () => {
    const r = await person(await personCard());
    assert.equal(r.outcome, 'read', JSON.stringify(r));
    assert.deepEqual(roles(r), {
      last_name: 'Eriksson',
      first_name: 'Anna Maria',
      dob: '1974-08-12',
      document_number: 'L898902C3',
      address_1: '12 Harbour Street',
      address_zip: '12345',
      address_city: 'Springfield',
    });
    if (r.outcome !== 'read') return;
    assert.equal(r.source, 'image_ocr');
    for (const v of r.values) assert.ok(v.confidence >= 0.6 && v.confidence <= 1, JSON.stringify(v));
  });

  it('a registry extract: as an image, as a scanned PDF (rasterised) and from a PDF text layer', async () => {
    const expected = {
      company_name: 'Example Trading Ltd',
      company_nr: '01234567',
      company_doi: '2015-03-03',
      company_address_full: '1 High Street, London EC1A 1AA',
      company_street: '1 High Street',
      company_zip: 'EC1A 1AA',
      company_city: 'London',
    };
    for (const [content, source] of [
      [await businessLetter(), 'image_ocr'],
      [await businessPdfScan(), 'pdf_ocr'],
      [await businessPdfWithText(), 'pdf_text'],
    ] as const) {
      const r = await business(content);
      assert.equal(r.outcome === 'read' ? r.source : r.outcome, source);
      assert.deepEqual(roles(r), expected, source);
    }
  });

  it('refuses what it cannot read, each with its reason and a message for the person', async () => {
    const small = await sharp(await personCard())
      .resize({ width: 300 })
      .png()
      .toBuffer();
    const cases: Array<[Buffer, string]> = [
      [await blankPhoto(), 'no_text'],
      [small, 'image_too_small'],
      [samples.docx(), 'unsupported_file'],
      [samples.bmp(), 'unsupported_file'],
      [Buffer.from('%PDF-1.7\nthis is not really a PDF'), 'pdf_unreadable'],
    ];
    for (const [content, reason] of cases) {
      const r = await person(content);
      assert.equal(r.outcome, 'unreadable', reason);
      if (r.outcome === 'unreadable') {
        assert.equal(r.reason, reason);
        assert.ok(r.retryMessage.length > 20);
      }
    }
  });

  it('a document without a required field is incomplete; a node asking for no field is refused (4203)', async () => {
    const card = await personCard(['Surname: ERIKSSON', 'Given names: ANNA MARIA', 'Document no: L898902C3']);
    const r = await person(card, ['names', 'date_of_birth']);
    assert.equal(r.outcome, 'incomplete');
    if (r.outcome === 'incomplete') {
      assert.deepEqual(r.missing, ['date_of_birth', 'address']);
      assert.match(r.retryMessage, /date of birth/);
    }
    assert.equal((await person(card)).outcome, 'read', 'nothing required: what was found is enough');
    await assert.rejects(
      reader.read({ content: card, mediaType: 'image/png' }, { kind: 'person', fields: [], required: [] }),
      (e: unknown) => e instanceof OnwardError && e.code === 4203,
    );
  });
});
