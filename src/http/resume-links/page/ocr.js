// A built-in person_ocr or business_ocr step on the hosted page (docs/verification.md): one document
// is chosen as a file (a photo, a scan or a PDF; on a phone the picker offers the camera too),
// uploaded for the step, and its file id submitted. The server reads it; the next form comes back
// prefilled with what was read, for the person to check and correct. The page shows what the step
// says (types, size, what will be read) and the retry message of the last try.
import { el } from './elements.js';

const FIELD_LABEL = {
  names: 'name',
  date_of_birth: 'date of birth',
  document_number: 'document number',
  address: 'address',
  company_name: 'company name',
  registration_number: 'registration number',
  date_of_incorporation: 'date of incorporation',
};
const TYPE_LABEL = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'application/pdf': 'PDF' };
const MB = 1024 * 1024;

/** "a, b and c" */
function list(words) {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0] || '';
}

/**
 * The step's form. `upload(blob, name, elementId)` answers the API's answer ({status, body});
 * `submit(form, prepare)` uploads and submits through `prepare()`; `goBack` is there when the step allows.
 */
export function ocrForm(step, { upload, submit, goBack }) {
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
  const types = list(step.capture.acceptedTypes.map((t) => TYPE_LABEL[t] || t));
  const what = list(step.capture.fields.map((f) => FIELD_LABEL[f] || f));
  const form = el(
    'form',
    { novalidate: true, 'data-step': step.id, 'data-kind': step.type },
    el('h1', { text: step.title || (business ? 'Your company document' : 'Your identity document') }),
    el('p', {
      class: 'subtitle',
      text: `Upload ${business ? 'a registry extract or certificate of your company' : 'a photo or scan of your identity document'}: we will read the ${what} from it, and you can check them on the next page. ${types}, up to ${Math.round(step.capture.maxFileBytes / MB)} MB; of a PDF, the first page is read.`,
    }),
    step.retry ? el('p', { class: 'notice error', 'data-retry': step.retry.reason, text: step.retry.message }) : null,
    el(
      'div',
      { class: 'field', 'data-field': 'document', 'data-kind': 'ocr_document' },
      el('label', { for: 'ocr-file', text: business ? 'Company document' : 'Identity document' }),
      input,
      el('p', { class: 'field-error', 'data-error-for': 'file' }),
    ),
    status,
    el(
      'div',
      { class: 'actions' },
      goBack
        ? el('button', { type: 'button', class: 'secondary', text: 'Back', 'data-action': 'back', onclick: goBack })
        : null,
      el('button', { type: 'submit', class: 'primary', text: 'Continue', 'data-action': 'submit' }),
    ),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const file = input.files && input.files[0];
    if (!file) {
      status.textContent = 'Choose the document first.';
      return;
    }
    await submit(form, async () => {
      const answer = await upload(file, file.name || 'document', step.id);
      if (answer.status !== 201) return answer;
      return { submit: { file: answer.body.fileId } };
    });
  });
  return form;
}
