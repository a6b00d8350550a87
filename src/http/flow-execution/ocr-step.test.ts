/**
 * Built-in person_ocr and business_ocr steps over real HTTP on both dialects (issue #19): the person
 * uploads a generated document (src/verification/reading/test-support/documents.ts), submits its
 * file id, the step answers pending while the reading job runs real OCR, and the next form comes
 * prefilled by role (prefillOptions respected) where the person can still correct it. Unreadable
 * documents and documents lacking a required field bring the person back to the step; bad input is
 * refused in the API's error shape. Each reading runs real OCR (~1-3 s), so the cases are few.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../../test/support/stores.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { flowClient, idOf, type StepAnswer } from '../../../test/support/flow-client.js';
import { businessOcrFlow, personOcrFlow } from '../../../test/fixtures/ocr-flow.js';
import * as samples from '../../../test/support/file-samples.js';
import {
  blankPhoto,
  businessLetter,
  businessPdfWithText,
  personCard,
  personLines,
} from '../../verification/reading/test-support/documents.js';

type Values = Record<string, { value: unknown; readOnly?: boolean }>;

for (const dialect of DIALECTS) {
  describe(`person_ocr and business_ocr, built-in reading (${dialect})`, () => {
    let server: TestServer;
    let client: ReturnType<typeof flowClient>;

    before(async () => {
      server = await startTestServer(dialect, { ONWARD_PENDING_WAIT_MS: '20000' });
      client = flowClient(server.baseUrl);
      const tenantId = server.tenants.a.tenantId;
      for (const [flowId, document] of [
        ['person', personOcrFlow()],
        ['business', businessOcrFlow()],
        ['business-small', businessOcrFlow({ maxFileBytes: 2048 })],
      ] as const) {
        await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
        await server.services.flows.publish({ tenantId, flowId, target: 'live', actor: 'test' });
      }
    });
    after(async () => {
      await server.close();
    });

    const upload = (flowId: string, session: string, content: Buffer, name: string, elementId?: string) =>
      client.upload(flowId, session, content, name, elementId);

    async function atStep(flowId: string): Promise<{ session: string; step: StepAnswer }> {
      const step = await client.get(flowId);
      assert.equal(step.status, 200, JSON.stringify(step.body));
      return { session: step.session!, step };
    }

    /** Uploads `content` for the step and submits it, waiting for what was read. */
    async function read(flowId: string, session: string, content: Buffer, name: string, stepId: string) {
      const up = await upload(flowId, session, content, name, stepId);
      assert.equal(up.status, 201, JSON.stringify(up.body));
      const answer = await client.submit(
        flowId,
        session,
        { file: up.body.fileId },
        { 'x-hf-retry-on-pending': 'true' },
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.type === 'pending' ? client.until(flowId, session, 30_000) : answer;
    }

    const byRole = (step: StepAnswer): Values =>
      Object.fromEntries(
        (step.body.elements ?? []).map((e) => [String(e.role), { value: e.value, readOnly: e.readOnly as boolean }]),
      );

    async function stored(session: string, nodeId: string) {
      const record = await server.services.runtime.sessions.get(session);
      return record?.state.submissions[nodeId]?.values as
        | { outcome: string; source: string; values: Array<{ role: string; value: string; confidence: number }> }
        | undefined;
    }

    it('a readable identity card: capture requirements, then the next form prefilled by role, correctable', async () => {
      const { session, step } = await atStep('person');
      assert.equal(step.body.type, 'person_ocr');
      assert.deepEqual(step.body.capture, {
        acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        maxFileBytes: 10 * 1024 * 1024,
        fields: ['names', 'date_of_birth', 'document_number', 'address'],
        requiredFields: ['names', 'date_of_birth'],
      });
      const next = await read('person', session, await personCard(), 'id.png', 'id');
      assert.equal(next.body.id, 'confirm', JSON.stringify(next.body));
      const v = byRole(next);
      assert.equal(v.first_name?.value, 'Anna Maria');
      assert.equal(v.last_name?.value, 'Eriksson');
      assert.equal(v.dob?.value, '1974-08-12');
      assert.equal(v.document_number?.value, 'L898902C3');
      assert.equal(v.document_number?.readOnly, true, 'prefillable_non_editable_visible');
      assert.equal(v.address_1?.value, '12 Harbour Street');
      assert.equal(v.address_zip?.value, '12345');
      assert.equal(v.address_city?.value, undefined, 'non_prefillable: read, but not prefilled');
      const reading = await stored(session, 'id');
      assert.equal(reading?.outcome, 'read');
      assert.equal(reading?.source, 'image_ocr');
      const city = reading?.values.find((x) => x.role === 'address_city');
      assert.equal(city?.value, 'Springfield', 'the step keeps everything it read');
      for (const x of reading?.values ?? []) assert.ok(x.confidence > 0.5 && x.confidence <= 1, JSON.stringify(x));
      // The person corrects the first name; the read-only document number keeps what was read.
      const done = await client.submit('person', session, {
        [idOf(next, 'first_name')]: 'Anna-Maria',
        [idOf(next, 'last_name')]: 'Eriksson',
        [idOf(next, 'dob')]: '1974-08-12',
        [idOf(next, 'address_1')]: '12 Harbour Street',
        [idOf(next, 'address_zip')]: '12345',
        [idOf(next, 'address_city')]: 'Springfield',
      });
      assert.equal(done.body.type, 'end', JSON.stringify(done.body));
      const record = await server.services.runtime.sessions.get(session);
      const confirm = record?.state.submissions.confirm?.values ?? {};
      assert.equal(confirm[idOf(next, 'first_name')], 'Anna-Maria');
      assert.equal(confirm[idOf(next, 'document_number')], 'L898902C3');
    });

    it('a readable business extract, as a scanned image and as a PDF with a text layer', async () => {
      for (const [content, name, source] of [
        [await businessLetter(), 'extract.png', 'image_ocr'],
        [await businessPdfWithText(), 'extract.pdf', 'pdf_text'],
      ] as const) {
        const { session, step } = await atStep('business');
        assert.equal(step.body.type, 'business_ocr');
        const next = await read('business', session, content, name, 'extract');
        assert.equal(next.body.id, 'company', JSON.stringify(next.body));
        const v = byRole(next);
        assert.equal(v.company_name?.value, 'Example Trading Ltd', name);
        assert.equal(v.company_nr?.value, '01234567', name);
        assert.equal(v.company_doi?.value, '2015-03-03', name);
        assert.equal(v.company_address_full?.value, '1 High Street, London EC1A 1AA', name);
        assert.equal((await stored(session, 'extract'))?.source, source);
      }
    });

    it('an unreadable image and a document without a required field bring the person back to the step', async () => {
      const { session } = await atStep('person');
      const blank = await read('person', session, await blankPhoto(), 'blank.jpg', 'id');
      assert.equal(blank.body.type, 'person_ocr', JSON.stringify(blank.body));
      assert.deepEqual(Object.keys(blank.body.retry as object).sort(), ['message', 'reason']);
      assert.equal((blank.body.retry as { reason: string }).reason, 'no_text');
      const noBirthDate = personLines().filter((l) => !l.startsWith('Date of birth'));
      const partial = await read('person', session, await personCard(noBirthDate), 'id.png', 'id');
      assert.equal(partial.body.type, 'person_ocr', JSON.stringify(partial.body));
      assert.deepEqual(partial.body.retry, {
        reason: 'fields_missing',
        code: 4204,
        message:
          'We could not find these details on this document: date of birth. Upload a clearer copy, or the page that shows them.',
        missing: ['date_of_birth'],
      });
      // Then a good one: the session was not harmed by the failures.
      const next = await read('person', session, await personCard(), 'id.png', 'id');
      assert.equal(next.body.id, 'confirm');
    });

    it('refuses what is not an image or PDF (4016), more or fewer than one file (4209), too large (413)', async () => {
      const { session } = await atStep('person');
      const docx = await upload('person', session, samples.docx(), 'id.docx', 'id');
      assert.equal(docx.status, 400);
      assert.equal(docx.body.code, 4016);
      const plain = await upload('person', session, samples.docx(), 'id.docx');
      assert.equal(plain.status, 201, 'as a plain file it is accepted, not for the step');
      const notForStep = await client.submit('person', session, { file: plain.body.fileId });
      assert.equal(notForStep.status, 400);
      assert.equal(notForStep.body.code, 4016);
      const png = await upload('person', session, samples.png(), 'a.png', 'id');
      for (const data of [{}, { file: [] }, { file: [png.body.fileId, png.body.fileId] }, { files: ['a', 'b'] }]) {
        const r = await client.submit('person', session, data);
        assert.equal(r.status, 400, JSON.stringify(data));
        assert.equal(r.body.code, 4209, JSON.stringify(r.body));
      }
      const malformed = await client.submit('person', session, { front: png.body.fileId });
      assert.equal(malformed.body.code, 4007);
      assert.equal((await client.get('person', session)).body.type, 'person_ocr');

      const small = await atStep('business-small');
      const scan = await businessLetter();
      const tooLarge = await upload('business-small', small.session, scan, 'extract.png', 'extract');
      assert.equal(tooLarge.status, 413);
      assert.equal(tooLarge.body.code, 4413);
      // Within the upload route's own limit as a plain file, but not within the step's.
      const plainScan = await upload('business-small', small.session, scan, 'extract.png');
      assert.equal(plainScan.status, 201);
      const bigSubmit = await client.submit('business-small', small.session, { file: plainScan.body.fileId });
      assert.equal(bigSubmit.status, 413);
      assert.equal(bigSubmit.body.code, 4413);
      assert.equal((await client.get('business-small', small.session)).body.type, 'business_ocr');
    });
  });
}
