// A built-in provider_doc_v step on the hosted page (docs/verification.md): each side the step asks
// for is taken with the camera where the browser offers one (getUserMedia, the rear camera on a
// phone), or chosen as a file (on a phone the picker offers the camera too); each photo is uploaded
// for the step, then their file ids are submitted. The server checks everything; the page shows
// what the step says (which sides, which types, how large) and the retry message of the last try.
import type { Answer, CaptureCodeAnswerBody, StepOf } from './api.js';
import { problemOf, succeeded } from './api.js';
import { backButton, el, type Upload } from './elements.js';
import { list, megabytes, t } from './i18n.js';

type Side = 'front' | 'back';
type DocumentStep = StepOf<'provider_doc_v'> & { capture: NonNullable<StepOf<'provider_doc_v'>['capture']> };

const SIDES: readonly Side[] = ['front', 'back'];
const SIDE_LABEL: Readonly<Record<Side, string>> = { front: 'page.doc.front', back: 'page.doc.back' };
const SIDE_NAME: Readonly<Record<Side, string>> = { front: 'page.doc.sideFront', back: 'page.doc.sideBack' };
const TYPE_LABEL: Readonly<Record<string, string>> = {
  passport: 'page.doc.passport',
  id_card: 'page.doc.idCard',
  residence_permit: 'page.doc.residencePermit',
  visa: 'page.doc.visa',
};

/** "passport, ID card or residence permit", in the page's language. */
function typesText(types: readonly string[]): string {
  return list(
    types.map((type) => t(TYPE_LABEL[type] || 'page.doc.other')),
    'disjunction',
  );
}
function hasCamera(): boolean {
  return !!(navigator.mediaDevices && typeof navigator.mediaDevices.getUserMedia === 'function');
}

/** A still of the video's current frame as a JPEG blob. */
function still(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
}

/** One side: a file input, and a camera preview when the browser has one. `get()` is the chosen photo. */
interface SidePicker {
  node: HTMLElement;
  get: () => Blob | undefined;
  stop: () => void;
}
function sidePicker(step: DocumentStep, side: Side, required: boolean, onChange: () => void): SidePicker {
  const id = `docv-${side}`;
  let chosen: Blob | undefined;
  const status = el('p', { class: 'help', 'data-side-status': side });
  const input = el('input', {
    id,
    type: 'file',
    name: side,
    accept: step.capture.acceptedTypes.join(','),
    capture: 'environment',
    required,
  });
  const set = (blob: Blob | undefined, label: string) => {
    chosen = blob;
    status.textContent = blob ? `${label} (${Math.round(blob.size / 1024)} KB)` : '';
    onChange();
  };
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    set(file, file ? file.name : '');
  });
  let stream: MediaStream | undefined;
  const video = el('video', { class: 'camera', playsinline: true, muted: true, hidden: true });
  const take = el('button', { type: 'button', class: 'secondary', text: t('page.doc.takePhoto'), hidden: true });
  const stop = () => {
    if (stream) for (const t of stream.getTracks()) t.stop();
    stream = undefined;
    video.hidden = true;
    take.hidden = true;
  };
  take.addEventListener('click', () => {
    void (async () => {
      const blob = await still(video);
      stop();
      if (blob) set(blob, t('page.doc.photoTaken'));
    })();
  });
  const camera = hasCamera()
    ? el('button', {
        type: 'button',
        class: 'secondary',
        text: t('page.doc.useCamera'),
        'data-action': `camera-${side}`,
        onclick: async () => {
          try {
            stream = await navigator.mediaDevices.getUserMedia({
              video: { facingMode: 'environment', width: { ideal: 1920 } },
              audio: false,
            });
            video.srcObject = stream;
            video.hidden = false;
            take.hidden = false;
            await video.play();
          } catch {
            status.textContent = t('page.doc.noCamera');
          }
        },
      })
    : null;
  const node = el(
    'div',
    { class: 'field', 'data-field': side, 'data-kind': 'document_side' },
    el('label', {
      for: id,
      text: required ? t(SIDE_LABEL[side]) : t('page.doc.optional', { side: t(SIDE_LABEL[side]) }),
    }),
    input,
    el('div', { class: 'actions' }, camera, take),
    video,
    status,
    el('p', { class: 'field-error', 'data-error-for': side }),
  );
  return { node, get: () => chosen, stop };
}

/**
 * "Continue on your phone": a capture code shown as a QR code and as text; then the step is watched
 * (`watch()` answers true once the run has moved on, the phone having finished) until it moves.
 */
function phonePanel(
  requestCode: () => Promise<Answer<CaptureCodeAnswerBody>>,
  watch: () => Promise<boolean>,
): HTMLDivElement {
  const panel = el('div', { class: 'phone-capture', 'data-phone': '' });
  const button = el('button', {
    type: 'button',
    class: 'secondary',
    text: t('page.doc.usePhone'),
    'data-action': 'phone',
    onclick: async () => {
      button.disabled = true;
      const answer = await requestCode();
      if (answer.status !== 200 || !succeeded(answer)) {
        button.disabled = false;
        panel.replaceChildren(
          el('p', { class: 'field-error', text: problemOf(answer).message || t('page.doc.noCode') }),
        );
        return;
      }
      const { qrCode, captureUrl, shortCode } = answer.body;
      panel.replaceChildren(
        el('img', {
          src: qrCode,
          alt: t('page.doc.qrAlt', { url: captureUrl }),
          width: 200,
          height: 200,
          'data-qr': '',
        }),
        el('p', { text: t('page.doc.scan') }),
        el('p', { class: 'capture-url', text: captureUrl }),
        el('p', {
          class: 'help',
          'data-short-code': shortCode,
          text: t('page.doc.code', { code: shortCode }),
        }),
        el('p', { class: 'help', role: 'status', text: t('page.doc.phoneDone') }),
      );
      const tick = async () => {
        if (!panel.isConnected) return;
        if (!(await watch())) setTimeout(() => void tick(), 2500);
      };
      setTimeout(() => void tick(), 2500);
    },
  });
  return el('div', {}, button, panel);
}

/**
 * The step's form. `upload(blob, name, elementId)` answers the API's answer ({status, body});
 * `submit(form, body)` submits and renders what comes back; `goBack` is there when the step allows;
 * `requestCode` and `watch` continue the step on a phone (see phonePanel).
 */
/** What the page hands the form: see documentForm. */
export interface DocumentPage {
  upload: Upload;
  submit: (form: HTMLFormElement, prepare: () => Promise<Prepared>) => Promise<void>;
  goBack: (() => unknown) | undefined;
  requestCode: (() => Promise<Answer<CaptureCodeAnswerBody>>) | undefined;
  watch: () => Promise<boolean>;
}
/** What an upload step's `prepare()` resolves to: the body to submit, or the answer that refused an upload. */
export type Prepared = { submit: Readonly<Record<string, string>> } | Answer<unknown>;

export function documentForm(
  step: DocumentStep,
  { upload, submit, goBack, requestCode, watch }: DocumentPage,
): HTMLFormElement {
  const sides = SIDES.map((side) =>
    sidePicker(step, side, step.capture.sides.includes(side), () => (status.textContent = '')),
  );
  const status = el('p', { class: 'form-error', role: 'alert', 'data-form-error': '' });
  const types = typesText(step.capture.documentTypes);
  const form = el(
    'form',
    { novalidate: true, 'data-step': step.id, 'data-kind': 'provider_doc_v' },
    el('h1', { text: step.title || t('page.doc.title') }),
    el('p', {
      class: 'subtitle',
      text: t('page.doc.instructions', { types, size: megabytes(step.capture.maxFileBytes) }),
    }),
    step.retry ? el('p', { class: 'notice error', 'data-retry': step.retry.reason, text: step.retry.message }) : null,
    ...sides.map((s) => s.node),
    requestCode ? phonePanel(requestCode, watch) : null,
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
    void send();
  });
  async function send(): Promise<void> {
    for (const p of form.querySelectorAll('.field-error')) p.textContent = '';
    const missing = SIDES.filter((s, i) => step.capture.sides.includes(s) && !sides[i]?.get());
    if (missing.length > 0) {
      status.textContent = t('page.doc.missing', {
        sides: list(
          missing.map((s) => t(SIDE_NAME[s])),
          'conjunction',
        ),
      });
      return;
    }
    await submit(form, async () => {
      const body: Record<string, string> = {};
      for (const [i, side] of SIDES.entries()) {
        const blob = sides[i]?.get();
        if (!blob) continue;
        const answer = await upload(blob, (blob instanceof File && blob.name) || `${side}.jpg`, step.id);
        if (answer.status !== 201 || !succeeded(answer)) return answer;
        body[side] = answer.body.fileId;
      }
      for (const s of sides) s.stop();
      return { submit: body };
    });
  }
  return form;
}
