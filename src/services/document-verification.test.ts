// The document_verification service around the DocumentVerifier port: which files it reads, what it
// compares, what it prefills, and how a verifier that is busy or slow becomes the step's 6505 / 6504.
// The verifier here is a recording stand-in for the port (the real one is tested in
// src/verification/document and end to end in src/http/flow-execution/document-step.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OnwardError } from '../errors/index.js';
import type { DocumentVerification, DocumentVerifier } from '../verification/document/index.js';
import { applicantFor, prefillOf, runDocumentVerification } from './document-verification.js';

const READ: DocumentVerification = {
  decision: 'passed',
  documentType: 'passport',
  documentCode: 'P',
  issuingCountry: 'SWE',
  documentNumber: 'AB1234567',
  names: { primary: "O'NEIL", secondary: 'ANNA MARIA' },
  dateOfBirth: '1974-08-12',
  expiryDate: '2034-04-15',
  nationality: 'SWE',
  mrzFormat: 'TD3',
  mrzLines: [],
  checks: [],
};
const input = {
  byKey: {},
  byId: {},
  serviceResults: {},
  byRole: { first_name: 'Anna', middle_name: 'Maria', last_name: "O'Neil", dob: '1974-08-12', nationality: 'SE' },
  steps: { doc: { files: { front: 'f1', back: 'b1' } } },
};
const run = { sessionId: 's1', nodeId: 'doc' };

function deps(verify: DocumentVerifier['verify'], files: Record<string, string> = { f1: 'front', b1: 'back' }) {
  const reads: string[] = [];
  return {
    reads,
    deps: {
      verifier: async () => ({ verify }),
      readFile: async (sessionId: string, id: string) => {
        reads.push(`${sessionId}/${id}`);
        const content = files[id];
        return content === undefined ? undefined : { content: Buffer.from(content), mediaType: 'image/png' };
      },
    },
  };
}

test('reads both sides of the session, compares only the cross-checks asked for, prefills by role', async () => {
  let seen: Parameters<DocumentVerifier['verify']> | undefined;
  const d = deps(async (...args) => {
    seen = args;
    return READ;
  });
  const out = await runDocumentVerification(
    { provider: 'builtin', crossCheck: ['family_name', 'date_of_birth'] },
    input,
    run,
    d.deps,
  );
  assert.deepEqual(d.reads, ['s1/f1', 's1/b1']);
  assert.equal(seen?.[0].front.toString(), 'front');
  assert.equal(seen?.[0].back?.toString(), 'back');
  assert.deepEqual(seen?.[2], { lastName: "O'Neil", dateOfBirth: '1974-08-12' });
  assert.deepEqual(seen?.[1].allowedIssuingCountries, 'any');
  assert.ok(out.ok);
  assert.deepEqual(out.prefill, {
    first_name: 'Anna Maria',
    last_name: "O'Neil",
    dob: '1974-08-12',
    nationality: 'SE',
    document_number: 'AB1234567',
  });
});

test('a busy verifier is 6505, a slow one 6504, a missing file 4205, a bad config 4200', async () => {
  const throwing = (code: number) =>
    deps(async () => {
      throw new OnwardError(code as 5030);
    }).deps;
  const config = { provider: 'builtin' };
  const busy = await runDocumentVerification(config, input, run, throwing(5030));
  assert.ok(!busy.ok && busy.code === 6505);
  const slow = await runDocumentVerification(config, input, run, throwing(6504));
  assert.ok(!slow.ok && slow.code === 6504);
  const gone = await runDocumentVerification(config, input, run, deps(async () => READ, { f1: 'front' }).deps);
  assert.ok(!gone.ok && gone.code === 4205);
  const bad = await runDocumentVerification({ provider: 'nobody' }, input, run, deps(async () => READ).deps);
  assert.ok(!bad.ok && bad.code === 4200);
});

test('a full-name field is compared when the flow has no name parts; unreadable documents prefill nothing', () => {
  assert.deepEqual(applicantFor(['given_names', 'family_name'], { full_name: 'Anna Eriksson' }), {
    fullName: 'Anna Eriksson',
  });
  assert.deepEqual(applicantFor([], { first_name: 'Anna' }), {});
  assert.deepEqual(
    prefillOf({ decision: 'unreadable', reason: 'image_blurred', retryMessage: 'Hold still', checks: [] }),
    {},
  );
});
