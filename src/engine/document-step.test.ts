// The built-in provider_doc_v step in the pure engine: the submit of the sides' file ids starts a
// verification run (the step answers pending), the run's result becomes the step's data read by
// rules and prefills later fields, an unreadable photo comes back as a retry, back cancels the run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, compile, errorOf } from './test-support/harness.js';
import { documentFlow } from '../../test/fixtures/document-flow.js';
import type { DocumentStepView, EngineEvent, FileInfo, FormView } from './types.js';

const FILES: Record<string, FileInfo> = {
  f1: { size: 120_000, type: 'image/jpeg', name: 'front.jpg' },
  p1: { size: 900, type: 'application/pdf', name: 'scan.pdf' },
};
const PASSED = {
  decision: 'passed',
  documentType: 'passport',
  documentNumber: 'L898902C3',
  names: { primary: 'ERIKSSON', secondary: 'ANNA MARIA' },
  checks: [{ name: 'not_expired', result: 'passed', detail: 'expires 2034-04-15' }],
};

function atDocument(): Session {
  const s = new Session(compile(documentFlow()));
  s.get();
  s.ok(s.submit({ [s.id('first')]: 'Anna Maria', [s.id('last')]: 'Eriksson', [s.id('dob')]: '1974-08-12' }));
  return s;
}
const submitFiles = (s: Session, data: unknown) => s.send({ type: 'submit', data, files: FILES } satisfies EngineEvent);

test('the step shows what to capture; its submit starts a verification run and answers pending', () => {
  const s = atDocument();
  const view = s.get() as DocumentStepView;
  assert.equal(view.type, 'provider_doc_v');
  assert.deepEqual(view.capture.sides, ['front']);
  const out = submitFiles(s, { front: 'f1' });
  assert.equal(s.view(out).type, 'pending');
  const run = out.effects.find((e) => e.type === 'start_service');
  assert.ok(run?.type === 'start_service');
  assert.equal(run.service, 'document_verification');
  assert.equal(run.nodeId, 'doc');
  assert.deepEqual(run.input.steps?.doc, { files: { front: 'f1' } });
  assert.equal(run.input.byRole.last_name, 'Eriksson');
});

test('a passed result is the step data rules read, and prefills later fields by role', () => {
  const s = atDocument();
  submitFiles(s, { front: 'f1' });
  const pos = s.state.position;
  assert.ok(pos.kind === 'service');
  const out = s.send({
    type: 'service_finished',
    nodeId: 'doc',
    runId: pos.runId,
    result: PASSED,
    prefill: { document_number: 'L898902C3', first_name: 'Anna Maria' },
  });
  const form = s.view(out) as FormView;
  assert.equal(form.id, 'confirm', 'the condition read step:doc.decision');
  assert.deepEqual(
    form.elements.map((e) => e.value),
    ['L898902C3', 'Anna Maria'],
  );
  assert.ok(out.effects.some((e) => e.type === 'step_submitted' && e.nodeId === 'doc'));
  assert.equal(s.state.submissions.doc?.values.decision, 'passed');
});

test('a failed result follows the otherwise branch; an unreadable one comes back to the step with its message', () => {
  const failed = atDocument();
  submitFiles(failed, { front: 'f1' });
  const end = failed.view(failed.finish({ ...PASSED, decision: 'failed' }));
  assert.equal(end.type, 'end');

  const s = atDocument();
  submitFiles(s, { front: 'f1' });
  const retry = s.view(
    s.finish({ decision: 'unreadable', reason: 'image_blurred', retryMessage: 'Hold still', checks: [] }),
  ) as DocumentStepView;
  assert.equal(retry.type, 'provider_doc_v');
  // A reason the message catalogues know is told in the session's words (en-US here), not the
  // verifier's; an unknown reason keeps the verifier's message.
  assert.deepEqual(retry.retry, {
    reason: 'image_blurred',
    message: 'The photo is blurred. Please hold the camera still, let it focus, and take the photo again.',
  });
  const other = atDocument();
  submitFiles(other, { front: 'f1' });
  const kept = other.view(
    other.finish({ decision: 'unreadable', reason: 'torn_page', retryMessage: 'Hold still', checks: [] }),
  ) as DocumentStepView;
  assert.deepEqual(kept.retry, { reason: 'torn_page', message: 'Hold still' });
  assert.deepEqual(s.state.history, ['about'], 'the unread document is off the path');
  assert.equal(s.view(submitFiles(s, { front: 'f1' })).type, 'pending', 'and the step can be submitted again');
});

test('back during the run cancels it; bad submits are refused with the API codes', () => {
  const s = atDocument();
  submitFiles(s, { front: 'f1' });
  const back = s.send({ type: 'back' });
  assert.ok(back.effects.some((e) => e.type === 'cancel_service'));
  assert.equal(s.view(back).type, 'provider_doc_v');
  assert.equal(errorOf(submitFiles(s, { front: 'p1' })).code, 4016);
  assert.equal(errorOf(submitFiles(s, { front: 'nope' })).code, 4008);
  assert.equal(errorOf(submitFiles(s, { front: 1 })).code, 4007);
  assert.equal(errorOf(submitFiles(s, { front: 'f1', extra: 'x' })).code, 4007);
  assert.equal(errorOf(submitFiles(s, {})).code, 4006);
  assert.equal(errorOf(submitFiles(s, { front: 'f1', back: 'p1' })).code, 4016, 'a back is checked too');
  const small = new Session(compile(documentFlow({ maxFileBytes: 100_000 })));
  small.get();
  small.ok(small.submit({ [small.id('first')]: 'Anna' }));
  assert.equal(errorOf(submitFiles(small, { front: 'f1' })).code, 4413);
});

test('a verifier that is down fails the run with 6505 and leaves the person on the step, files kept', () => {
  const s = atDocument();
  submitFiles(s, { front: 'f1' });
  const pos = s.state.position;
  assert.ok(pos.kind === 'service');
  const out = s.send({ type: 'service_failed', nodeId: 'doc', runId: pos.runId, code: 6505, message: 'busy' });
  assert.equal(errorOf(out).code, 6505);
  assert.deepEqual(s.state.position, { kind: 'step', nodeId: 'doc' });
  assert.deepEqual(s.state.history, ['about']);
  assert.equal(s.view(s.send({ type: 'get' })).type, 'provider_doc_v');
});

test('the retry and the refusals are in the session’s language', () => {
  const s = new Session(compile(documentFlow({ requireBack: true })), { language: 'de-DE' });
  s.get();
  s.ok(s.submit({ [s.id('first')]: 'Anna Maria', [s.id('last')]: 'Eriksson', [s.id('dob')]: '1974-08-12' }));
  const missing = submitFiles(s, { front: 'f1' });
  assert.ok(!missing.ok);
  assert.equal(missing.error.details?.[0]?.message, 'Fügen Sie ein Foto der Rückseite des Dokuments hinzu.');
  const pdf = submitFiles(s, { front: 'p1', back: 'f1' });
  assert.ok(!pdf.ok);
  assert.equal(
    pdf.error.details?.[0]?.message,
    'Diese Datei kann nicht als Foto eines Dokuments gelesen werden. Verwenden Sie ein Foto im Format JPEG, PNG oder WebP.',
  );
  submitFiles(s, { front: 'f1', back: 'f1' });
  const retry = s.view(
    s.finish({ decision: 'unreadable', reason: 'image_glare', retryMessage: 'There is glare', checks: [] }),
  ) as DocumentStepView;
  assert.equal(retry.retry?.message.startsWith('Auf dem Dokument spiegelt'), true, retry.retry?.message);
});
