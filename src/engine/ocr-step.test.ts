// The built-in person_ocr step in the pure engine: the submit of one file id starts a reading run
// (the step answers pending), a `read` result is stored and prefills the next form by role with its
// prefillOptions, `unreadable` and `incomplete` come back as retries (4204 for a missing required
// field), and a submit naming no file or several is refused with 4209.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, compile, errorOf } from './test-support/harness.js';
import { personOcrFlow } from '../../test/fixtures/ocr-flow.js';
import type { ElementView, EngineEvent, FileInfo, FormView, OcrStepView } from './types.js';

const FILES: Record<string, FileInfo> = {
  img: { size: 120_000, type: 'image/png', name: 'id.png' },
  pdf: { size: 9_000, type: 'application/pdf', name: 'id.pdf' },
  doc: { size: 9_000, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', name: 'a.docx' },
};
const READ = {
  outcome: 'read',
  kind: 'person',
  source: 'image_ocr',
  values: [{ field: 'names', role: 'first_name', value: 'Anna Maria', confidence: 0.96, label: 'Given names' }],
  missing: [],
  pageConfidence: 0.95,
};

function atStep(config: Record<string, unknown> = {}): Session {
  const s = new Session(compile(personOcrFlow(config)));
  s.get();
  return s;
}
const submitFile = (s: Session, data: unknown) => s.send({ type: 'submit', data, files: FILES } satisfies EngineEvent);

test('the step tells what it takes; one file id starts a reading run and answers pending', () => {
  const s = atStep();
  const view = s.get() as OcrStepView;
  assert.equal(view.type, 'person_ocr');
  assert.deepEqual(view.capture.requiredFields, ['names', 'date_of_birth']);
  assert.equal(view.retry, undefined);
  const out = submitFile(s, { file: 'pdf' });
  assert.equal(s.view(out).type, 'pending');
  const run = out.effects.find((e) => e.type === 'start_service');
  assert.ok(run?.type === 'start_service');
  assert.equal(run.service, 'person_document_reading');
  assert.deepEqual(run.input.steps?.id, { file: 'pdf' });
});

test('a read result is stored and prefills the next form by role, prefillOptions respected', () => {
  const s = atStep();
  submitFile(s, { file: 'img' });
  const pos = s.state.position;
  assert.ok(pos.kind === 'service');
  const prefill = { first_name: 'Anna Maria', document_number: 'L898902C3', address_city: 'Springfield' };
  const form = s.view(
    s.send({ type: 'service_finished', nodeId: 'id', runId: pos.runId, result: READ, prefill }),
  ) as FormView;
  assert.equal(form.id, 'confirm');
  const byRole: Record<string, ElementView | undefined> = Object.fromEntries(
    form.elements.map((e) => [String(e.role), e]),
  );
  assert.equal(byRole.first_name?.value, 'Anna Maria');
  assert.equal(byRole.document_number?.value, 'L898902C3');
  assert.equal(byRole.document_number?.readOnly, true);
  assert.equal(byRole.address_city?.value, undefined, 'non_prefillable');
  assert.equal(s.state.submissions.id?.values.outcome, 'read');
  assert.equal(s.state.submissions.id?.values.file, 'img');
});

test('unreadable and incomplete readings come back to the step as retries, off the path', () => {
  const s = atStep();
  submitFile(s, { file: 'img' });
  const blank = s.view(
    s.finish({ outcome: 'unreadable', kind: 'person', reason: 'no_text', retryMessage: 'No text' }),
  ) as OcrStepView;
  // The reader's reason picks the catalogue's text; the reader's own (English) message is kept only
  // for a reason the catalogue does not know.
  assert.deepEqual(blank.retry, {
    reason: 'no_text',
    message: 'No text could be read on this document. Make sure it is flat, well lit and in focus, and try again.',
  });
  assert.deepEqual(s.state.history, []);
  submitFile(s, { file: 'img' });
  const partial = s.view(
    s.finish({ ...READ, outcome: 'incomplete', missing: ['date_of_birth'], retryMessage: 'No birth date' }),
  ) as OcrStepView;
  assert.deepEqual(partial.retry, {
    reason: 'fields_missing',
    code: 4204,
    message:
      'We could not find these details on this document: date of birth. Upload a clearer copy, or the page that shows them.',
    missing: ['date_of_birth'],
  });
  assert.equal(s.view(submitFile(s, { file: 'img' })).type, 'pending', 'and the step can be submitted again');
  const odd = s.view(
    s.finish({ outcome: 'unreadable', kind: 'person', reason: 'newer_reason', retryMessage: 'Try another copy.' }),
  ) as OcrStepView;
  assert.deepEqual(odd.retry, { reason: 'newer_reason', message: 'Try another copy.' });
});

test('the retries and the refusals are in the session’s language', () => {
  const s = new Session(compile(personOcrFlow()), { language: 'de-DE' });
  s.get();
  submitFile(s, { file: 'img' });
  const partial = s.view(
    s.finish({ ...READ, outcome: 'incomplete', missing: ['names', 'date_of_birth'], retryMessage: 'No name' }),
  ) as OcrStepView;
  assert.equal(
    partial.retry?.message,
    'Diese Angaben haben wir auf dem Dokument nicht gefunden: Name und Geburtsdatum. Laden Sie eine deutlichere Kopie hoch oder die Seite, auf der sie stehen.',
  );
  const refused = submitFile(s, { file: ['img', 'pdf'] });
  assert.ok(!refused.ok);
  assert.equal(refused.error.details?.[0]?.message, 'Laden Sie jeweils nur ein Dokument hoch.');
  const big = submitFile(s, { file: 'doc' });
  assert.ok(!big.ok);
  assert.equal(big.error.details?.[0]?.message, 'Dieser Dateityp kann hier nicht verwendet werden.');
});

test('bad submits are refused with the API codes: 4209 unless one file, 4016, 4008, 4007, 4413', () => {
  const s = atStep();
  for (const data of [{}, { file: '' }, { file: [] }, { file: ['img', 'pdf'] }, { file: 'img', files: ['pdf'] }])
    assert.equal(errorOf(submitFile(s, data)).code, 4209, JSON.stringify(data));
  assert.equal(errorOf(submitFile(s, { file: 'doc' })).code, 4016);
  assert.equal(errorOf(submitFile(s, { file: 'nope' })).code, 4008);
  assert.equal(errorOf(submitFile(s, { file: 42 })).code, 4007);
  assert.equal(errorOf(submitFile(s, { front: 'img' })).code, 4007);
  assert.equal(errorOf(submitFile(atStep({ acceptedTypes: ['application/pdf'] }), { file: 'img' })).code, 4016);
  assert.equal(errorOf(submitFile(atStep({ maxFileBytes: 100_000 }), { file: 'img' })).code, 4413);
  assert.equal(s.get().type, 'person_ocr');
});
