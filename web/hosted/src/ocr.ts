// A built-in person_ocr or business_ocr step on the hosted page (docs/verification.md): one document
// is chosen as a file (a photo, a scan or a PDF; on a phone the picker offers the camera too),
// uploaded for the step, and its file id submitted. The server reads it; the next form comes back
// prefilled with what was read, for the person to check and correct. The page shows what the step
// says (types, size, what will be read) and the retry message of the last try.
import type { StepOf } from './api.js';
import { succeeded } from './api.js';
import type { Prepared } from './document.js';
import { backButton, el, type Upload } from './elements.js';
import { list, megabytes, t } from './i18n.js';

type OcrStep = StepOf<'person_ocr' | 'business_ocr'> & {
  capture: NonNullable<StepOf<'person_ocr' | 'business_ocr'>['capture']>;
};

/** What the page hands the form: see ocrForm. */
export interface OcrPage {
  upload: Upload;
  submit: (form: HTMLFormElement, prepare: () => Promise<Prepared>) => Promise<void>;
  goBack: (() => unknown) | undefined;
}

const TYPE_LABEL: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};
/**
 * The step's form. `upload(blob, name, elementId)` answers the API's answer ({status, body});
 * `submit(form, prepare)` uploads and submits through `prepare()`; `goBack` is there when the step allows.
 */
export function ocrForm(step: OcrStep, { upload, submit, goBack }: OcrPage): HTMLFormElement {
  const business = step.type === 'business_ocr';
  const input = el('input', {
    id: 'ocr-file',
    type: 'file',
    name: 'document',
    accept: step.capture.acceptedTypes.join(','),
    required: true,
  });
  const status = el('p', { class: 'form-error', role: 'alert', 'data-form-error': '' });
  input.addEventListener('change', () => (status.textContent = ''));
  const types = list(
    step.capture.acceptedTypes.map((type) => TYPE_LABEL[type] || type),
    'disjunction',
  );
  // A field the page has no name for (a newer server) is shown by its id rather than dropped.
  const what = list(
    step.capture.fields.map((f) => (t(`page.ocr.field.${f}`) === `page.ocr.field.${f}` ? f : t(`page.ocr.field.${f}`))),
    'conjunction',
  );
  const form = el(
    'form',
    { novalidate: true, 'data-step': step.id, 'data-kind': step.type },
    el('h1', { text: step.title || t(business ? 'page.ocr.businessTitle' : 'page.doc.title') }),
    el('p', {
      class: 'subtitle',
      text: t(business ? 'page.ocr.businessIntro' : 'page.ocr.personIntro', { fields: what }),
    }),
    el('p', {
      class: 'help',
      text: t('page.ocr.formats', { types, size: megabytes(step.capture.maxFileBytes) }),
    }),
    step.retry ? el('p', { class: 'notice error', 'data-retry': step.retry.reason, text: step.retry.message }) : null,
    el(
      'div',
      { class: 'field', 'data-field': 'document', 'data-kind': 'ocr_document' },
      el('label', { for: 'ocr-file', text: t(business ? 'page.ocr.businessLabel' : 'page.ocr.personLabel') }),
      input,
      el('p', { class: 'field-error', 'data-error-for': 'file' }),
    ),
    status,
    el(
      'div',
      { class: 'actions' },
      backButton(goBack),
      el('button', { type: 'submit', class: 'primary', text: t('page.continue'), 'data-action': 'submit' }),
    ),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const file = input.files?.[0];
    if (!file) {
      status.textContent = t('page.ocr.choose');
      return;
    }
    void submit(form, async () => {
      const answer = await upload(file, file.name || 'document', step.id);
      if (answer.status !== 201 || !succeeded(answer)) return answer;
      return { submit: { file: answer.body.fileId } };
    });
  });
  return form;
}
