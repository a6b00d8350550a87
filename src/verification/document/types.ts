/**
 * The document verification port: what a flow asks of any document verifier (the built-in local
 * one in local-verifier.ts, or a vendor adapter) and the one result shape every verifier answers.
 */

/** What the MRZ's document code says the document is (mapping in mrz/document-type.ts). */
export type DocumentType = 'passport' | 'id_card' | 'residence_permit' | 'visa' | 'other';

export const DOCUMENT_TYPES: readonly DocumentType[] = ['passport', 'id_card', 'residence_permit', 'visa', 'other'];

/** ICAO 9303 layouts: TD1 3x30 (cards), TD2 2x36, TD3 2x44 (passports), MRV-A 2x44 and MRV-B 2x36 (visas). */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3' | 'MRVA' | 'MRVB';

/** Image types the built-in verifier decodes. PDF is not read in this increment (docs/verification.md). */
export type DocumentMimeType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface DocumentInput {
  front: Buffer;
  /** A card's back: TD1 cards carry their MRZ there, so it is read first when given. */
  back?: Buffer;
  /** As declared by the uploader; the content decides (a PNG declared as JPEG is still read as PNG). */
  mimeType: DocumentMimeType;
}

/** Image-quality floors below which a photo is sent back rather than read. */
export interface QualityThresholds {
  /** Shorter side of the photo, in pixels: MRZ characters need ~15 px of height for OCR. */
  minShortSidePx: number;
  /** Variance of the Laplacian on the normalised greyscale image (image/quality.ts). */
  minSharpness: number;
  /** Share (0-1) of the card area that is blown-out highlight. */
  maxGlareShare: number;
}

export interface DocumentCheckConfig {
  allowedDocumentTypes: readonly DocumentType[];
  /** ISO 3166 alpha-3 as written in MRZs (plus ICAO's own codes such as `D`, `UTO`, `GBD`); `'any'` allows every code. */
  allowedIssuingCountries: readonly string[] | 'any';
  /** When true a document without an expiry date (`<<<<<<` in the MRZ) fails; an expired one fails either way. */
  requireExpiry: boolean;
  quality: QualityThresholds;
}

/** What the person entered earlier in the flow; every field optional (a flow may not ask). */
export interface ApplicantData {
  /** Given names as typed, first and middle names together or apart. */
  firstName?: string;
  middleName?: string;
  lastName?: string;
  /** Used when the flow asked for one full-name field only ("Given Names Surname"). */
  fullName?: string;
  /** `YYYY-MM-DD` */
  dateOfBirth?: string;
  /** ISO 3166 alpha-2 or alpha-3 (or an ICAO code as in an MRZ). */
  nationality?: string;
}

export type CheckResult = 'passed' | 'failed' | 'not_applicable';

export type CheckName =
  | 'image_resolution'
  | 'image_sharpness'
  | 'image_glare'
  | 'mrz_found'
  | 'check_digit_document_number'
  | 'check_digit_birth_date'
  | 'check_digit_expiry_date'
  | 'check_digit_optional_data'
  | 'check_digit_composite'
  | 'birth_date_valid'
  | 'expiry_date_present'
  | 'expiry_date_valid'
  | 'not_expired'
  | 'document_type_allowed'
  | 'issuing_country_allowed'
  | 'issuing_country_known'
  | 'nationality_known'
  | 'names_readable'
  | 'sex_readable'
  | 'name_similar'
  | 'name_exact'
  | 'birth_date_matches'
  | 'nationality_matches';

export interface Check {
  name: CheckName;
  result: CheckResult;
  /** One sentence for a reviewer: what was compared and what was found. */
  detail: string;
}

export type Sex = 'male' | 'female' | 'unspecified';

/** A document whose MRZ was read: the fields it states, the checks run on them and the decision. */
export interface DocumentRead {
  decision: 'passed' | 'failed' | 'needs_review';
  documentType: DocumentType;
  /** The MRZ's document code as printed (`P`, `ID`, `IR`, `V`...), for rules finer than documentType. */
  documentCode: string;
  issuingCountry: string;
  documentNumber: string;
  names: { primary: string; secondary: string };
  /** `YYYY-MM-DD`, century resolved (mrz/dates.ts) */
  dateOfBirth: string;
  /** `YYYY-MM-DD`, or null for a document without expiry. */
  expiryDate: string | null;
  nationality: string;
  sex?: Sex;
  mrzFormat: MrzFormat;
  /** The MRZ lines as finally read (after field correction), for the review console. */
  mrzLines: string[];
  checks: Check[];
  /** For the person, when another photo or another document could help (en-US; retryReason picks the person's language). */
  retryMessage?: string;
  retryReason?: FailedRetryReason;
}

/** Why a read document failed, where another photo or another document could help. */
export type FailedRetryReason =
  'mrz_misread' | 'expired' | 'type_not_accepted' | 'country_not_accepted' | 'details_mismatch';

export type UnreadableReason =
  'unsupported_image' | 'image_too_small' | 'image_blurred' | 'image_glare' | 'mrz_not_found';

/** Nothing could be read: the person should take another photo (retryMessage says how). */
export interface DocumentUnreadable {
  decision: 'unreadable';
  reason: UnreadableReason;
  retryMessage: string;
  /** The checks that ran before reading stopped (image quality with its measurements). */
  checks: Check[];
}

export type DocumentVerification = DocumentRead | DocumentUnreadable;

/** The port. A vendor adapter maps its vendor's answer into DocumentVerification. */
export interface DocumentVerifier {
  verify(input: DocumentInput, config: DocumentCheckConfig, applicant?: ApplicantData): Promise<DocumentVerification>;
}
