/**
 * The job behind a built-in provider_doc_v step (src/engine/document-step.ts): reads the sides the
 * person uploaded, asks the DocumentVerifier port (the built-in MRZ verifier, or a vendor's adapter)
 * and answers the result, with the values it can prefill by role. It runs in the service worker,
 * outside any transaction; the OCR itself runs in the verifier's worker threads.
 */
import { Value } from '@sinclair/typebox/value';
import countries from 'i18n-iso-countries';
import {
  DOCUMENT_VERIFICATION_SERVICE,
  DocvConfig,
  type DocvCrossCheck,
} from '../flows/document/schema-document-step.js';
import type { ServiceInput } from '../engine/types.js';
import { OnwardError } from '../errors/index.js';
import {
  DEFAULT_QUALITY,
  type ApplicantData,
  type DocumentCheckConfig,
  type DocumentMimeType,
  type DocumentVerification,
  type DocumentVerifier,
} from '../verification/document/index.js';
import type { ServiceOutcome, ServiceRun } from './contract.js';

export const SERVICE_NAME = DOCUMENT_VERIFICATION_SERVICE;

/** One uploaded file of a session, as the files domain stores it (src/files/repository.ts). */
export interface SessionFileContent {
  content: Buffer;
  mediaType: string;
}

export interface DocumentVerificationDeps {
  /** The verifier; started on first use, so a deployment without document steps never loads OCR. */
  verifier: () => Promise<DocumentVerifier>;
  readFile(sessionId: string, fileId: string): Promise<SessionFileContent | undefined>;
}

const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

/** What the person typed earlier, for the cross-checks the node asks for only. */
export function applicantFor(crossCheck: readonly DocvCrossCheck[], byRole: Record<string, unknown>): ApplicantData {
  const a: ApplicantData = {};
  const set = (key: keyof ApplicantData, v: string | undefined) => {
    if (v !== undefined) a[key] = v;
  };
  if (crossCheck.includes('given_names') || crossCheck.includes('family_name')) {
    if (crossCheck.includes('given_names')) {
      set('firstName', str(byRole.first_name));
      set('middleName', str(byRole.middle_name));
    }
    if (crossCheck.includes('family_name')) set('lastName', str(byRole.last_name));
    // A flow with one full-name field compares that, when it asked for no separate parts.
    if (a.firstName === undefined && a.lastName === undefined) set('fullName', str(byRole.full_name));
  }
  if (crossCheck.includes('date_of_birth')) set('dateOfBirth', str(byRole.dob));
  if (crossCheck.includes('nationality')) set('nationality', str(byRole.nationality));
  return a;
}

const titleCase = (s: string) =>
  s.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());

/** The document's values by the roles of the fields they prefill (names title-cased, nationality alpha-2). */
export function prefillOf(v: DocumentVerification): Record<string, string> {
  if (v.decision === 'unreadable') return {};
  const out: Record<string, string> = {};
  if (v.names.secondary !== '') out.first_name = titleCase(v.names.secondary);
  if (v.names.primary !== '') out.last_name = titleCase(v.names.primary);
  if (/^\d{4}-\d{2}-\d{2}$/.test(v.dateOfBirth)) out.dob = v.dateOfBirth;
  const alpha2 = countries.alpha3ToAlpha2(v.nationality);
  if (alpha2) out.nationality = alpha2;
  if (v.documentNumber !== '') out.document_number = v.documentNumber;
  return out;
}

function checkConfig(config: DocvConfig): DocumentCheckConfig {
  return {
    allowedDocumentTypes: config.documentTypes ?? ['passport', 'id_card', 'residence_permit'],
    allowedIssuingCountries: config.issuingCountries ?? 'any',
    requireExpiry: config.requireExpiry ?? true,
    quality: DEFAULT_QUALITY,
  };
}

export async function runDocumentVerification(
  rawConfig: Record<string, unknown>,
  input: unknown,
  run: ServiceRun,
  deps: DocumentVerificationDeps,
): Promise<ServiceOutcome> {
  if (!Value.Check(DocvConfig, rawConfig))
    return { ok: false, code: 4200, message: 'Service not configured: the provider_doc_v config does not validate' };
  const config = rawConfig;
  const i = (input ?? {}) as Partial<ServiceInput>;
  const step = i.steps?.[run.nodeId];
  const files = typeof step === 'object' && step !== null && 'files' in step ? step.files : undefined;
  const frontId = typeof files === 'object' && files !== null && 'front' in files ? files.front : undefined;
  const backId = typeof files === 'object' && files !== null && 'back' in files ? files.back : undefined;
  if (typeof frontId !== 'string')
    return { ok: false, code: 4205, message: 'Missing service data for node: no front side was submitted' };
  const front = await deps.readFile(run.sessionId, frontId);
  const back = typeof backId === 'string' ? await deps.readFile(run.sessionId, backId) : undefined;
  if (front === undefined || (typeof backId === 'string' && back === undefined))
    return { ok: false, code: 4205, message: 'Missing service data for node: an uploaded side is gone' };
  // Checked at submit too; the verifier decodes by content whatever the declared type says.
  const mimeType = (IMAGE_TYPES.includes(front.mediaType) ? front.mediaType : 'image/jpeg') as DocumentMimeType;
  let result: DocumentVerification;
  try {
    const verifier = await deps.verifier();
    result = await verifier.verify(
      { front: front.content, ...(back ? { back: back.content } : {}), mimeType },
      checkConfig(config),
      applicantFor(config.crossCheck ?? [], i.byRole ?? {}),
    );
  } catch (err) {
    // The OCR pool is saturated (5030) or a recognition overran (6504): the person can try again.
    if (err instanceof OnwardError && err.code === 5030)
      return { ok: false, code: 6505, message: 'Document reading is busy; try again shortly', retryable: true };
    if (err instanceof OnwardError && err.code === 6504)
      return { ok: false, code: 6504, message: 'Reading the document took too long; try again' };
    throw err;
  }
  return { ok: true, data: result, prefill: prefillOf(result) };
}
