/**
 * A built-in provider_doc_v step over real HTTP on both dialects (issue #19): the person uploads
 * specimen photos (src/verification/document/test-support/specimen.ts), submits their file ids, the
 * step answers pending while the verification job reads the MRZ, and the flow moves on by the
 * decision, with the document's data stored as the step's and prefilling the next form. Unreadable
 * photos bring the person back to the step with a retry message; bad input is refused in the
 * API's error shape. Each verification runs real OCR (~0.5 s), so the cases are few.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../../test/support/server.js';
import { flowClient, idOf, type StepAnswer } from '../../../test/support/flow-client.js';
import { documentFlow } from '../../../test/fixtures/document-flow.js';
import * as samples from '../../../test/support/file-samples.js';
import {
  breakDigit,
  passportSpecimen,
  renderSpecimen,
  specimenMrz,
} from '../../verification/document/test-support/specimen.js';

const ANNA = { first: 'Anna Maria', last: 'Eriksson', dob: '1974-08-12' };

for (const dialect of DIALECTS) {
  describe(`provider_doc_v, built-in verification (${dialect})`, () => {
    let server: TestServer;
    let client: ReturnType<typeof flowClient>;
    const good = renderSpecimen(passportSpecimen(), { format: 'jpeg' });

    before(async () => {
      server = await startTestServer(dialect, { ONWARD_PENDING_WAIT_MS: '20000' });
      client = flowClient(server.baseUrl);
      const tenantId = server.tenants.a.tenantId;
      for (const [flowId, document] of [
        ['docv', documentFlow()],
        ['docv-small', documentFlow({ maxFileBytes: 2048, requireBack: true })],
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

    /** A session standing on the document step, having typed `who`. */
    async function atDocumentStep(flowId = 'docv', who = ANNA): Promise<{ session: string; step: StepAnswer }> {
      const first = await client.get(flowId);
      const session = first.session!;
      const step = await client.submit(flowId, session, {
        [idOf(first, 'first_name')]: who.first,
        [idOf(first, 'last_name')]: who.last,
        [idOf(first, 'dob')]: who.dob,
      });
      assert.equal(step.status, 200, JSON.stringify(step.body));
      assert.equal(step.body.type, 'provider_doc_v');
      return { session, step };
    }

    /** Uploads `image` for the step and submits it, waiting for the decision. */
    async function verify(session: string, image: Buffer, flowId = 'docv'): Promise<StepAnswer> {
      const up = await upload(flowId, session, image, 'front.jpg', 'doc');
      assert.equal(up.status, 201, JSON.stringify(up.body));
      const answer = await client.submit(
        flowId,
        session,
        { front: up.body.fileId },
        { 'x-hf-retry-on-pending': 'true' },
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.type === 'pending' ? client.until(flowId, session, 30_000) : answer;
    }

    async function stored(session: string) {
      const record = await server.services.runtime.sessions.get(session);
      const values = record?.state.submissions.doc?.values as
        { decision: string; checks: Array<{ name: string; result: string }>; documentNumber?: string } | undefined;
      assert.ok(values, 'the document step stored its result');
      return { ...values, failed: values.checks.filter((c) => c.result === 'failed').map((c) => c.name) };
    }

    it('a good passport passes: the step tells what to capture, its data is stored and prefills the next form', async () => {
      const { session, step } = await atDocumentStep();
      assert.deepEqual(step.body.capture, {
        sides: ['front'],
        acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
        maxFileBytes: 10 * 1024 * 1024,
        documentTypes: ['passport', 'id_card', 'residence_permit'],
        issuingCountries: ['UTO'],
      });
      assert.equal(step.body.shortCode, null);
      const next = await verify(session, await good);
      assert.equal(next.body.type, 'form', JSON.stringify(next.body));
      assert.equal(next.body.id, 'confirm');
      const values: Record<string, unknown> = Object.fromEntries(
        (next.body.elements ?? []).map((e) => [String(e.role), e.value]),
      );
      assert.equal(values.document_number, 'L898902C3');
      assert.equal(values.first_name, 'Anna Maria');
      const doc = await stored(session);
      assert.equal(doc.decision, 'passed');
      assert.deepEqual(doc.failed, []);
      assert.equal(doc.documentNumber, 'L898902C3');
    });

    it('a blurred photo brings the person back to the step with a retry message; a sharp one then passes', async () => {
      const { session } = await atDocumentStep();
      const retry = await verify(session, await renderSpecimen(passportSpecimen(), { blur: 4, format: 'jpeg' }));
      assert.equal(retry.body.type, 'provider_doc_v', JSON.stringify(retry.body));
      const r = retry.body.retry as { reason: string; message: string };
      assert.equal(r.reason, 'image_blurred');
      assert.match(r.message, /blurred/);
      const next = await verify(session, await good);
      assert.equal(next.body.id, 'confirm', JSON.stringify(next.body));
    });

    it('an expired passport, a broken check digit and someone else\u2019s document are declined, each on its check', async () => {
      const cases: Array<{ image: Promise<Buffer>; who?: typeof ANNA; failed: string[] }> = [
        {
          image: renderSpecimen(passportSpecimen({ expiryDate: '200415' }), { format: 'jpeg' }),
          failed: ['not_expired'],
        },
        {
          image: renderSpecimen(passportSpecimen(), {
            mrz: breakDigit(specimenMrz(passportSpecimen()), 1, 9),
            format: 'jpeg',
          }),
          failed: ['check_digit_document_number'],
        },
        { image: good, who: { first: 'Boris', last: 'Kowalczyk', dob: ANNA.dob }, failed: ['name_similar'] },
      ];
      for (const c of cases) {
        const { session } = await atDocumentStep('docv', c.who);
        const end = await verify(session, await c.image);
        assert.equal(end.body.type, 'end', JSON.stringify(end.body));
        assert.equal(end.body.text, 'We could not verify your document');
        const doc = await stored(session);
        assert.equal(doc.decision, 'failed');
        for (const name of c.failed) assert.ok(doc.failed.includes(name), `${name} in ${doc.failed.join(', ')}`);
      }
    });

    it('a capture code continues the step elsewhere: issued on the document step only, spent once', async () => {
      const bearer = await getToken(server, server.tenants.a);
      const signed = await fetch(`${server.baseUrl}/signed-url/docv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}` },
      });
      const { url, endClientId } = (await signed.json()) as { url: string; endClientId: string };
      const resume = { authorization: `Bearer ${new URL(url).pathname.split('/').pop()}` };
      const ask = () => fetch(`${server.baseUrl}/resume/api/capture-code`, { method: 'POST', headers: resume });
      const early = await ask();
      assert.equal(early.status, 400, 'not on the document step yet');
      assert.equal(((await early.json()) as { code: number }).code, 4014);
      const first = await client.get('docv', endClientId);
      await client.submit('docv', endClientId, { [idOf(first, 'first_name')]: 'Anna' });
      const issued = await ask();
      assert.equal(issued.status, 200);
      const body = (await issued.json()) as { shortCode: string; captureUrl: string; qrCode: string };
      assert.match(body.shortCode, /^[A-Z2-9]{10}$/);
      assert.ok(body.captureUrl.endsWith(`/c/${body.shortCode}`));
      const open = () => fetch(`${server.baseUrl}/c/${body.shortCode}`, { redirect: 'manual' });
      const redeemed = await open();
      assert.equal(redeemed.status, 303);
      const page = String(redeemed.headers.get('location'));
      assert.match(page, /^\/resume\//);
      const step = await fetch(`${server.baseUrl}/resume/api/step`, {
        headers: { authorization: `Bearer ${page.split('/').pop()}` },
      });
      assert.equal(((await step.json()) as { type: string }).type, 'provider_doc_v', 'the same session');
      const again = await open();
      assert.equal(again.status, 401);
      assert.equal(((await again.json()) as { code: number }).code, 4011);
      const bogus = await fetch(`${server.baseUrl}/c/not-a-code`, { redirect: 'manual' });
      assert.equal(bogus.status, 401);
    });

    it('refuses what is not a photo (4016) and what is too large (413), at upload and at submit, the session unharmed', async () => {
      const { session } = await atDocumentStep();
      const pdfForStep = await upload('docv', session, samples.pdf(), 'scan.pdf', 'doc');
      assert.equal(pdfForStep.status, 400);
      assert.equal(pdfForStep.body.code, 4016);
      // Uploaded as a plain file (no elementId), then submitted for the step: refused there.
      const pdf = await upload('docv', session, samples.pdf(), 'scan.pdf');
      assert.equal(pdf.status, 201);
      const refused = await client.submit('docv', session, { front: pdf.body.fileId });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.code, 4016);
      const malformed = await client.submit('docv', session, { front: 42 });
      assert.equal(malformed.status, 400);
      assert.equal(malformed.body.code, 4007);
      const unknown = await client.submit('docv', session, { front: 'no-such-file' });
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.code, 4008);
      assert.equal((await client.get('docv', session)).body.type, 'provider_doc_v');

      const small = await atDocumentStep('docv-small');
      const image = await good;
      const tooLarge = await upload('docv-small', small.session, image, 'front.jpg', 'doc');
      assert.equal(tooLarge.status, 413);
      assert.equal(tooLarge.body.code, 4413);
      // Within the upload route's own limit as a plain file, but not within the step's.
      const plain = await upload('docv-small', small.session, image, 'front.jpg');
      assert.equal(plain.status, 201);
      const noBack = await client.submit('docv-small', small.session, { front: plain.body.fileId });
      assert.equal(noBack.status, 400);
      assert.equal(noBack.body.code, 4006);
      const bigSubmit = await client.submit('docv-small', small.session, {
        front: plain.body.fileId,
        back: plain.body.fileId,
      });
      assert.equal(bigSubmit.status, 413);
      assert.equal(bigSubmit.body.code, 4413);
      assert.equal((await client.get('docv-small', small.session)).body.type, 'provider_doc_v');
    });
  });
}
