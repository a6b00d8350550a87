// The resume API's answers as the page reads them, typed from the server's own definitions: the
// step views (src/engine/types.ts, in their resume form: src/http/resume-links/schemas.ts), the error
// body (src/http/responses.ts) and the other answers' schemas. Type imports only: nothing of the
// server is bundled into the page.
import type { Static } from '@sinclair/typebox';
import type { ErrorResponse } from '../../../src/http/responses.js';
import type { FieldIssue } from '../../../src/engine/types.js';
import type { AutocompleteItem } from '../../../src/businesses/api-shape.js';
import type { EidStartResponse } from '../../../src/http/flow-execution/eid-schemas.js';
import type { ResumeView } from '../../../src/http/resume-links/schemas.js';

export type {
  CaptureCodeAnswerBody,
  ConnectedAnswerBody,
  ResumeView,
  SubsequentAnswerBody,
} from '../../../src/http/resume-links/schemas.js';
export type { AutocompleteItem };

/** A step of one type, as the resume API answers it. */
export type StepOf<T extends ResumeView['type']> = Extract<ResumeView, { type: T }>;

/** An error detail; owner records' problems name the record (`index`) and its field (`fieldId`). */
export type ProblemDetail = NonNullable<Static<typeof ErrorResponse>['details']>[number] &
  Partial<Pick<FieldIssue, 'index' | 'fieldId'>>;

/** The API's error body; `summary` is the page's own sentence for the whole form (kyb.ts), never the server's. */
export interface Problem extends Omit<Static<typeof ErrorResponse>, 'details'> {
  details?: ProblemDetail[];
  summary?: string;
}

/** An answer of the API: its status and parsed body (a Problem unless it succeeded), Retry-After in seconds. */
export interface Answer<T> {
  status: number;
  body: T | Problem;
  retryAfter?: number;
}

/** Whether the answer succeeded, so its body is what the route answers. */
export function succeeded<T>(answer: Answer<T>): answer is Answer<T> & { body: T } {
  return answer.status >= 200 && answer.status < 300;
}

/** The error body of an answer that did not succeed (empty for one that did). */
export function problemOf<T>(answer: Answer<T>): Partial<Problem> {
  return succeeded(answer) ? {} : (answer.body as Problem);
}

export type EidStartAnswerBody = Static<typeof EidStartResponse>;
export interface KybSearchAnswerBody {
  results: AutocompleteItem[];
}
/** POST api/file: the uploaded file's id, for the submit. */
export interface UploadAnswerBody {
  fileId: string;
}
