/**
 * The whole pipeline (decode, quality, band crops, OCR in the worker pool, correction, parse,
 * checks, decision) on specimens drawn by test-support/specimen.ts.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OnwardError } from '../../errors/index.js';
import {
  createLocalDocumentVerifier,
  createOcrPool,
  DEFAULT_QUALITY,
  ocrDataDir,
  type ApplicantData,
  type CheckName,
  type DocumentCheckConfig,
  type DocumentRead,
  type DocumentVerification,
  type OcrPool,
} from './index.js';
import { breakDigit, idCardSpecimen, passportSpecimen, renderSpecimen, specimenMrz } from './test-support/specimen.js';

const TODAY = new Date('2026-11-24T10:00:00Z');
const CONFIG: DocumentCheckConfig = {
  allowedDocumentTypes: ['passport', 'id_card'],
  allowedIssuingCountries: ['UTO', 'DEU'],
  requireExpiry: true,
  quality: DEFAULT_QUALITY,
};
const ANNA: ApplicantData = {
  firstName: 'Anna Maria',
  lastName: 'Eriksson',
  dateOfBirth: '1974-08-12',
  nationality: 'UTO',
};

let pool: OcrPool;
before(async () => {
  pool = await createOcrPool({
    dataDir: ocrDataDir(),
    size: 1,
    maxQueue: 8,
    startTimeoutMs: 30_000,
    jobTimeoutMs: 30_000,
  });
});
after(async () => {
  await pool.close();
});

async function verify(
  img: Buffer,
  applicant: ApplicantData | undefined = ANNA,
  config = CONFIG,
  back?: Buffer,
): Promise<DocumentVerification> {
  const verifier = createLocalDocumentVerifier({ ocr: pool, clock: () => TODAY });
  return verifier.verify(
    back === undefined ? { front: img, mimeType: 'image/png' } : { front: img, back, mimeType: 'image/png' },
    config,
    applicant,
  );
}

function read(v: DocumentVerification): DocumentRead {
  assert.notEqual(v.decision, 'unreadable', JSON.stringify(v));
  return v as DocumentRead;
}

function result(v: DocumentRead, name: CheckName): string {
  const c = v.checks.find((x) => x.name === name);
  assert.ok(c, `no check ${name}`);
  return c.result;
}

const failedNames = (v: DocumentRead) => v.checks.filter((c) => c.result === 'failed').map((c) => c.name);

describe('TD3 passport specimens', () => {
  test('good: every field read, every check passed', async () => {
    const v = read(await verify(await renderSpecimen(passportSpecimen(), { format: 'jpeg' })));
    assert.equal(v.decision, 'passed', JSON.stringify(v.checks.filter((c) => c.result === 'failed')));
    assert.equal(v.mrzFormat, 'TD3');
    assert.equal(v.documentType, 'passport');
    assert.equal(v.issuingCountry, 'UTO');
    assert.equal(v.documentNumber, 'L898902C3');
    assert.deepEqual(v.names, { primary: 'ERIKSSON', secondary: 'ANNA MARIA' });
    assert.equal(v.dateOfBirth, '1974-08-12');
    assert.equal(v.expiryDate, '2034-04-15');
    assert.equal(v.nationality, 'UTO');
    assert.equal(v.sex, 'female');
    assert.deepEqual(v.mrzLines, specimenMrz(passportSpecimen()));
    for (const name of [
      'check_digit_document_number',
      'check_digit_birth_date',
      'check_digit_expiry_date',
      'check_digit_optional_data',
      'check_digit_composite',
      'birth_date_valid',
      'expiry_date_valid',
      'not_expired',
      'document_type_allowed',
      'issuing_country_allowed',
      'name_exact',
      'name_similar',
      'birth_date_matches',
      'nationality_matches',
      'image_resolution',
      'image_sharpness',
      'image_glare',
      'mrz_found',
    ] as const) {
      assert.equal(result(v, name), 'passed', name);
    }
    assert.equal(v.retryMessage, undefined);
  });

  test('blurred: unreadable, asked to hold still', async () => {
    const v = await verify(await renderSpecimen(passportSpecimen(), { blur: 4 }));
    assert.equal(v.decision, 'unreadable');
    assert.ok(v.decision === 'unreadable' && v.reason === 'image_blurred');
    assert.match(v.retryMessage ?? '', /blurred/);
    assert.equal(v.checks.find((c) => c.name === 'image_sharpness')?.result, 'failed');
  });

  test('glare over the MRZ: unreadable, asked to move from the light', async () => {
    const v = await verify(await renderSpecimen(passportSpecimen(), { glare: true }));
    assert.ok(v.decision === 'unreadable' && v.reason === 'image_glare', JSON.stringify(v));
    assert.match(v.retryMessage, /glare/);
  });

  test('too small: unreadable, asked to come closer', async () => {
    const v = await verify(await renderSpecimen(passportSpecimen(), { width: 420 }));
    assert.ok(v.decision === 'unreadable' && v.reason === 'image_too_small', JSON.stringify(v));
    assert.match(v.retryMessage, /too small/);
  });

  test('expired: failed on not_expired, told to use a valid document', async () => {
    const v = read(await verify(await renderSpecimen(passportSpecimen({ expiryDate: '240415' }))));
    assert.equal(v.decision, 'failed');
    assert.equal(v.expiryDate, '2024-04-15');
    assert.deepEqual(failedNames(v), ['not_expired']);
    assert.match(v.retryMessage ?? '', /expired/);
    assert.equal(v.retryReason, 'expired', 'the reason the step words in the session’s language');
  });

  test('a wrong document-number check digit: failed on that digit and the composite', async () => {
    const lines = breakDigit(specimenMrz(passportSpecimen()), 1, 9);
    const v = read(await verify(await renderSpecimen(passportSpecimen(), { mrz: lines })));
    assert.equal(v.decision, 'failed');
    assert.equal(result(v, 'check_digit_document_number'), 'failed');
    assert.equal(result(v, 'check_digit_birth_date'), 'passed');
    assert.match(v.retryMessage ?? '', /could not read/);
    assert.equal(v.retryReason, 'mrz_misread');
  });

  test("someone else's name: failed; a dropped middle name: needs review", async () => {
    const img = await renderSpecimen(passportSpecimen());
    const other = read(await verify(img, { ...ANNA, firstName: 'Boris', lastName: 'Kowalczyk' }));
    assert.equal(other.decision, 'failed');
    assert.deepEqual(failedNames(other), ['name_similar', 'name_exact']);
    const close = read(await verify(img, { ...ANNA, firstName: 'Anna' }));
    assert.equal(close.decision, 'needs_review');
    assert.deepEqual(failedNames(close), ['name_exact']);
    const wrongDob = read(await verify(img, { ...ANNA, dateOfBirth: '1974-08-21' }));
    assert.equal(wrongDob.decision, 'failed');
    assert.deepEqual(failedNames(wrongDob), ['birth_date_matches']);
  });

  test('an issuing country the flow does not allow: failed', async () => {
    const v = read(
      await verify(await renderSpecimen(passportSpecimen({ issuingState: 'FRA', nationality: 'FRA' })), {
        ...ANNA,
        nationality: 'FR',
      }),
    );
    assert.equal(v.issuingCountry, 'FRA');
    assert.equal(v.decision, 'failed');
    assert.deepEqual(failedNames(v), ['issuing_country_allowed']);
    assert.match(v.retryMessage ?? '', /issuing country/);
    assert.equal(v.retryReason, 'country_not_accepted');
  });
});

describe('TD1 identity card specimens', () => {
  test('good, on the back of the card: every field read, passed', async () => {
    const front = await renderSpecimen(idCardSpecimen(), { mrz: [] });
    const back = await renderSpecimen(idCardSpecimen(), { format: 'webp' });
    const v = read(await verify(front, ANNA, CONFIG, back));
    assert.equal(v.decision, 'passed', JSON.stringify(v.checks.filter((c) => c.result === 'failed')));
    assert.equal(v.mrzFormat, 'TD1');
    assert.equal(v.documentType, 'id_card');
    assert.equal(v.documentNumber, 'D23145890');
    assert.deepEqual(v.names, { primary: 'ERIKSSON', secondary: 'ANNA MARIA' });
    assert.equal(result(v, 'check_digit_optional_data'), 'not_applicable');
    assert.equal(result(v, 'check_digit_composite'), 'passed');
  });

  test('expired: failed', async () => {
    const v = read(await verify(await renderSpecimen(idCardSpecimen({ expiryDate: '261123' }))));
    assert.equal(v.decision, 'failed');
    assert.deepEqual(failedNames(v), ['not_expired']);
  });

  test('a wrong birth-date check digit: failed', async () => {
    const v = read(
      await verify(await renderSpecimen(idCardSpecimen(), { mrz: breakDigit(specimenMrz(idCardSpecimen()), 1, 6) })),
    );
    assert.equal(v.decision, 'failed');
    assert.equal(result(v, 'check_digit_birth_date'), 'failed');
  });

  test('an id card where only passports are allowed: failed on the type', async () => {
    const v = read(
      await verify(await renderSpecimen(idCardSpecimen()), ANNA, { ...CONFIG, allowedDocumentTypes: ['passport'] }),
    );
    assert.equal(v.decision, 'failed');
    assert.deepEqual(failedNames(v), ['document_type_allowed']);
  });

  test('a card with no MRZ at all: unreadable, told where the lines are', async () => {
    const v = await verify(await renderSpecimen(idCardSpecimen(), { mrz: [] }));
    assert.ok(v.decision === 'unreadable' && v.reason === 'mrz_not_found', JSON.stringify(v));
  });
});

describe('inputs and the pool', () => {
  test('not an image: unreadable as unsupported', async () => {
    const v = await verify(Buffer.from('%PDF-1.7 not really'));
    assert.ok(v.decision === 'unreadable' && v.reason === 'unsupported_image');
  });

  test('a missing data file is a startup error naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'onward-ocr-'));
    try {
      await assert.rejects(
        createOcrPool({ dataDir: dir, size: 1, maxQueue: 1, startTimeoutMs: 1000, jobTimeoutMs: 1000 }),
        (e: unknown) => e instanceof OnwardError && e.code === 5000 && e.message.includes(join(dir, 'mrz.traineddata')),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('past the queue bound the caller is told to come back (5030 with Retry-After)', async () => {
    const img = await renderSpecimen(passportSpecimen());
    const small = await createOcrPool({
      dataDir: ocrDataDir(),
      size: 1,
      maxQueue: 1,
      startTimeoutMs: 30_000,
      jobTimeoutMs: 30_000,
    });
    try {
      const results = await Promise.allSettled([small.recognize(img), small.recognize(img), small.recognize(img)]);
      assert.deepEqual(
        results.map((r) => r.status),
        ['fulfilled', 'fulfilled', 'rejected'],
      );
      const err: unknown = (results[2] as PromiseRejectedResult).reason;
      assert.ok(err instanceof OnwardError && err.code === 5030 && err.hints?.retryAfterSeconds === 2);
    } finally {
      await small.close();
    }
  });
});
