/**
 * The built-in verifier: decode, measure quality, find and OCR the MRZ band, correct and parse
 * the MRZ, check it and decide. Only OCR is heavy and it runs in the pool's worker threads;
 * decoding and resampling run on sharp's thread pool.
 */
import { bandCrops } from './image/band.js';
import {
  decodeImage,
  measureQuality,
  qualityFailure,
  type QualityFailure,
  type QualityMeasures,
} from './image/quality.js';
import { bestCorrection, type Corrected } from './mrz/correction.js';
import { formatDate, todayOf } from './mrz/dates.js';
import { documentTypeOf } from './mrz/document-type.js';
import { readMrz } from './mrz/read.js';
import { mrzLineGroups } from './ocr/lines.js';
import type { OcrPool } from './ocr/pool.js';
import { documentChecks, resolveDates } from './checks.js';
import { decide, SEVERITY } from './decision.js';
import { FAILED_RETRY_MESSAGES, retryReasonFor, UNREADABLE_MESSAGES } from './messages.js';
import type {
  ApplicantData,
  Check,
  DocumentCheckConfig,
  DocumentInput,
  DocumentRead,
  DocumentVerification,
  DocumentVerifier,
  QualityThresholds,
  Sex,
  UnreadableReason,
} from './types.js';

export interface LocalVerifierDeps {
  ocr: Pick<OcrPool, 'recognize'>;
  /** Injected so expiry and century rules are testable; the verifier never reads the wall clock. */
  clock: () => Date;
}

export const DEFAULT_QUALITY: QualityThresholds = { minShortSidePx: 500, minSharpness: 60, maxGlareShare: 0.02 };

function qualityChecks(m: QualityMeasures, t: QualityThresholds): Check[] {
  const res = (ok: boolean): 'passed' | 'failed' => (ok ? 'passed' : 'failed');
  return [
    {
      name: 'image_resolution',
      result: res(m.shortSidePx >= t.minShortSidePx),
      detail: `shorter side ${m.shortSidePx} px (minimum ${t.minShortSidePx})`,
    },
    {
      name: 'image_sharpness',
      result: res(m.sharpness >= t.minSharpness),
      detail: `Laplacian variance ${m.sharpness.toFixed(1)} (minimum ${t.minSharpness})`,
    },
    {
      name: 'image_glare',
      result: res(m.glareShare <= t.maxGlareShare),
      detail: `${(m.glareShare * 100).toFixed(2)}% blown-out pixels (maximum ${(t.maxGlareShare * 100).toFixed(2)}%)`,
    },
  ];
}

/** Fewer passing check digits than this share and the text is not taken for an MRZ at all. */
const MIN_PASSING_SHARE = 0.5;

type ImageOutcome =
  | { kind: 'read'; corrected: Corrected; checks: Check[] }
  | { kind: 'unreadable'; reason: UnreadableReason; checks: Check[] };

const better = (a: Corrected, b: Corrected | undefined) => b === undefined || a.passing / a.total > b.passing / b.total;

async function readImage(buf: Buffer, deps: LocalVerifierDeps, quality: QualityThresholds): Promise<ImageOutcome> {
  const decoded = await decodeImage(buf);
  if (decoded.kind === 'unsupported') return { kind: 'unreadable', reason: 'unsupported_image', checks: [] };
  const measures = await measureQuality(decoded.decoded);
  const checks = qualityChecks(measures, quality);
  const failure: QualityFailure | undefined = qualityFailure(measures, quality);
  if (failure !== undefined) return { kind: 'unreadable', reason: failure, checks };
  let best: Corrected | undefined;
  for (const crop of await bandCrops(decoded.decoded)) {
    const text = await deps.ocr.recognize(crop);
    for (const group of mrzLineGroups(text)) {
      const c = bestCorrection(group);
      if (c !== undefined && better(c, best)) best = c;
    }
    if (best !== undefined && best.passing === best.total) break;
  }
  if (best === undefined || best.passing / best.total < MIN_PASSING_SHARE) {
    return {
      kind: 'unreadable',
      reason: 'mrz_not_found',
      checks: [
        ...checks,
        {
          name: 'mrz_found',
          result: 'failed',
          detail:
            best === undefined
              ? 'no lines shaped like an MRZ'
              : `best reading satisfied ${best.passing} of ${best.total} check digits`,
        },
      ],
    };
  }
  return {
    kind: 'read',
    corrected: best,
    checks: [
      ...checks,
      {
        name: 'mrz_found',
        result: 'passed',
        detail: `${best.format}, ${best.passing} of ${best.total} check digits satisfied`,
      },
    ],
  };
}

const SEX: Readonly<Record<string, Sex>> = { M: 'male', F: 'female', X: 'unspecified', '<': 'unspecified' };

export function createLocalDocumentVerifier(deps: LocalVerifierDeps): DocumentVerifier {
  return {
    async verify(
      input: DocumentInput,
      config: DocumentCheckConfig,
      applicant?: ApplicantData,
    ): Promise<DocumentVerification> {
      // A card's MRZ is on its back: read that first when there is one.
      const images = input.back !== undefined ? [input.back, input.front] : [input.front];
      let firstFailure: Extract<ImageOutcome, { kind: 'unreadable' }> | undefined;
      let read: Extract<ImageOutcome, { kind: 'read' }> | undefined;
      for (const img of images) {
        const outcome = await readImage(img, deps, config.quality);
        if (outcome.kind === 'read') {
          read = outcome;
          break;
        }
        // A quality failure says more than "no MRZ" on the other side.
        if (
          firstFailure === undefined ||
          (firstFailure.reason === 'mrz_not_found' && outcome.reason !== 'mrz_not_found')
        )
          firstFailure = outcome;
      }
      if (read === undefined) {
        const f = firstFailure ?? { reason: 'mrz_not_found' as const, checks: [] };
        return {
          decision: 'unreadable',
          reason: f.reason,
          retryMessage: UNREADABLE_MESSAGES[f.reason],
          checks: f.checks,
        };
      }
      const reading = readMrz(read.corrected.format, read.corrected.lines);
      const today = todayOf(deps.clock());
      const dates = resolveDates(reading, today);
      const type = documentTypeOf(reading.documentCode, reading.format);
      const checks = [...read.checks, ...documentChecks(reading, type, dates, today, config, applicant)];
      const decision = decide(checks);
      const result: DocumentRead = {
        decision,
        documentType: type,
        documentCode: reading.documentCode,
        issuingCountry: reading.issuingState,
        documentNumber: reading.documentNumber,
        names: { primary: reading.primaryName, secondary: reading.secondaryName },
        dateOfBirth: dates.birth.kind === 'date' ? formatDate(dates.birth.date) : reading.birthDate,
        expiryDate:
          dates.expiry.kind === 'date'
            ? formatDate(dates.expiry.date)
            : dates.expiry.kind === 'absent'
              ? null
              : reading.expiryDate,
        nationality: reading.nationality,
        mrzFormat: reading.format,
        mrzLines: reading.lines,
        checks,
      };
      const sex = SEX[reading.sex];
      if (sex !== undefined) result.sex = sex;
      if (decision === 'failed') {
        const firstHard = checks.find((c) => c.result === 'failed' && SEVERITY[c.name] === 'hard');
        const reason = firstHard === undefined ? undefined : retryReasonFor(firstHard.name);
        if (reason !== undefined) {
          result.retryReason = reason;
          result.retryMessage = FAILED_RETRY_MESSAGES[reason];
        }
      }
      return result;
    },
  };
}
