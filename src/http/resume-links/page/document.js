// A built-in provider_doc_v step on the hosted page (docs/verification.md): each side the step asks
// for is taken with the camera where the browser offers one (getUserMedia, the rear camera on a
// phone), or chosen as a file (on a phone the picker offers the camera too); each photo is uploaded
// for the step, then their file ids are submitted. The server checks everything; the page shows
// what the step says (which sides, which types, how large) and the retry message of the last try.
import { backButton, el } from './elements.js';
import { list, megabytes, t } from './i18n.js';

const SIDE_LABEL = { front: 'page.doc.front', back: 'page.doc.back' };
const SIDE_NAME = { front: 'page.doc.sideFront', back: 'page.doc.sideBack' };
const TYPE_LABEL = {
  passport: 'page.doc.passport',
  id_card: 'page.doc.idCard',
  residence_permit: 'page.doc.residencePermit',
  visa: 'page.doc.visa',
};

/** "passport, ID card or residence permit", in the page's language. */
function typesText(types) {
  return list(
    types.map((type) => t(TYPE_LABEL[type] || 'page.doc.other')),
    'disjunction',
  );
}
function hasCamera() {
  return !!(navigator.mediaDevices && typeof navigator.mediaDevices.getUserMedia === 'function');
}

/** A still of the video's current frame as a JPEG blob. */
function still(video) {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d').drawImage(video, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
}

/** One side: a file input, and a camera preview when the browser has one. `get()` is the chosen photo. */
function sidePicker(step, side, required, onChange) {
  const id = `docv-${side}`;
  let chosen;
  const status = el('p', { class: 'help', 'data-side-status': side });
  const input = el('input', {
    id,
    type: 'file',
    name: side,
    accept: step.capture.acceptedTypes.join(','),
    capture: 'environment',
    required,
  });
  const set = (blob, label) => {
    chosen = blob;
    status.textContent = blob ? `${label} (${Math.round(blob.size / 1024)} KB)` : '';
    onChange();
  };
  input.addEventListener('change', () => {
    const file = input.files && input.files[0];
    set(file, file ? file.name : '');
  });
  let stream;
  const video = el('video', { class: 'camera', playsinline: true, muted: true, hidden: true });
  const take = el('button', { type: 'button', class: 'secondary', text: t('page.doc.takePhoto'), hidden: true });
  const stop = () => {
    if (stream) for (const t of stream.getTracks()) t.stop();
    stream = undefined;
    video.hidden = true;
    take.hidden = true;
  };
  take.addEventListener('click', async () => {
    const blob = await still(video);
    stop();
    if (blob) set(blob, t('page.doc.photoTaken'));
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
function phonePanel(requestCode, watch) {
  const panel = el('div', { class: 'phone-capture', 'data-phone': '' });
  const button = el('button', {
    type: 'button',
    class: 'secondary',
    text: t('page.doc.usePhone'),
    'data-action': 'phone',
    onclick: async () => {
      button.disabled = true;
      const answer = await requestCode();
      if (answer.status !== 200) {
        button.disabled = false;
        panel.replaceChildren(
          el('p', { class: 'field-error', text: (answer.body && answer.body.message) || t('page.doc.noCode') }),
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
export function documentForm(step, { upload, submit, goBack, requestCode, watch }) {
  const sides = ['front', 'back'].map((side) =>
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
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    for (const p of form.querySelectorAll('.field-error')) p.textContent = '';
    const missing = ['front', 'back'].filter((s, i) => step.capture.sides.includes(s) && !sides[i].get());
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
      const body = {};
      for (const [i, side] of ['front', 'back'].entries()) {
        const blob = sides[i].get();
        if (!blob) continue;
        const answer = await upload(blob, blob.name || `${side}.jpg`, step.id);
        if (answer.status !== 201) return answer;
        body[side] = answer.body.fileId;
      }
      for (const s of sides) s.stop();
      return { submit: body };
    });
  });
  return form;
}
