// A flow run end to end through @onward/client against the real service (both dialects): form
// values by role, a background service answered `pending` and waited on per Retry-After, going
// back, resuming a session, a file upload, the end and its status, and the API's errors typed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createOnwardClient, OnwardApiError, OnwardClientError, type FormStep } from '@onward/client';
import { DIALECTS } from '../support/stores.js';
import { publishFlow, startTestServer, type TestServer } from '../support/server.js';
import { startHttpTarget, type HttpTarget } from '../support/http-target.js';
import { serviceFlow } from '../fixtures/service-flow.js';
import { png } from '../support/file-samples.js';

const valueOf = (step: FormStep, role: string) => {
  const element = step.elements.find((e) => 'role' in e && e.role === role);
  return element && 'value' in element ? element.value : undefined;
};

for (const dialect of DIALECTS) {
  describe(`FlowRun over HTTP (${dialect})`, () => {
    let server: TestServer;
    let target: HttpTarget;
    // Every request the client sends, as "METHOD /path", to see how it polls.
    const sent: string[] = [];
    let onward: ReturnType<typeof createOnwardClient>;

    before(async () => {
      server = await startTestServer(dialect);
      target = await startHttpTarget();
      await publishFlow(server, server.tenants.a.tenantId, 'svc', serviceFlow(target.url));
      onward = createOnwardClient({
        baseUrl: server.baseUrl,
        credentials: { clientId: server.tenants.a.clientId, clientSecret: server.tenants.a.clientSecret },
        fetch: (request) => {
          sent.push(`${request.method} ${new URL(request.url).pathname}`);
          return fetch(request);
        },
      });
    });
    after(async () => {
      await target.close();
      await server.close();
    });

    it('runs a form by role, waits out a pending service per Retry-After, goes back and ends', async () => {
      const run = await onward.flows.start('svc', { test: true, language: 'en-GB', pending: { wait: false } });
      assert.match(run.sessionId, /^[0-9a-f-]{36}$/);
      assert.equal(run.mode, 'test');
      assert.equal(run.step.type, 'form');

      // A role the step lacks fails here, naming what it has, and sends nothing.
      const before = sent.length;
      await assert.rejects(run.submitForm({ first_name: 'Ada', last_name: 'Lovelace' }), (err: unknown) => {
        assert.ok(err instanceof OnwardClientError);
        assert.equal(err.code, 'unknown_field');
        assert.match(err.message, /"last_name".*roles first_name, address_country; normalizedNames delay/);
        return true;
      });
      assert.equal(sent.length, before);

      // The service takes 1.5 s: the submit answers pending with a Retry-After.
      const pending = await run.submitForm({ first_name: 'Ada', address_country: 'GB', delay: '1500' });
      assert.equal(pending.type, 'pending');
      await assert.rejects(run.submitForm({ email: 'a@b.c' }), /current step is pending.*waitWhilePending/);
      const polls = sent.length;
      const contact = await run.waitWhilePending({ timeoutMs: 20_000 });
      assert.equal(contact.type, 'form');
      assert.equal(contact.type === 'form' && contact.id, 'contact');
      // Polling after each Retry-After (whole seconds) takes one to three reads for 1.5 s, not dozens.
      const reads = sent.slice(polls).filter((s) => s === 'GET /test/flow/svc').length;
      assert.ok(reads >= 1 && reads <= 3, `${reads} polls`);

      // Back to the first form, with what was submitted there.
      const back = await run.back();
      assert.ok(back.type === 'form' && back.id === 'about');
      assert.equal(valueOf(back, 'first_name'), 'Ada');

      // The same session resumed by a second run that asks the service to hold submits while pending.
      const resumed = await onward.flows.resume('svc', run.sessionId, {
        test: true,
        pending: { wait: false, retryOnPending: true },
      });
      assert.ok(resumed.step.type === 'form' && resumed.step.id === 'about');
      const next = await resumed.submitForm({ first_name: 'Ada', address_country: 'GB', delay: '300' });
      assert.ok(next.type === 'form' && next.id === 'contact', 'held until the service finished');

      const file = await resumed.uploadFile(png(), { fileName: 'proof.png' });
      assert.equal(file.extension, 'png');

      const end = await resumed.submitForm({ email: 'ada@example.com' });
      assert.equal(end.type, 'end');
      assert.ok(resumed.ended);
      assert.equal(resumed.end?.redirectUrl, 'https://example.com/done');
      const outcome = await resumed.outcome();
      assert.equal(outcome.status, 'ACCEPTED');
      assert.equal(outcome.endNodeId, 'done');
      assert.deepEqual(
        outcome.endClient.files.map((f) => f.fileId),
        [file.fileId],
      );
      await assert.rejects(resumed.back(), (err: unknown) => err instanceof OnwardApiError && err.status === 400);
    });

    it('waits on pending by itself by default and reports a declining end', async () => {
      const run = await onward.flows.start('svc');
      assert.equal(run.mode, 'live');
      const step = await run.submitForm({ first_name: 'deny', address_country: 'NO', delay: '200' });
      assert.equal(step.type, 'end');
      const outcome = await run.outcome();
      assert.equal(outcome.status, 'DECLINED');
      assert.equal(outcome.end.text, 'Sorry');
    });

    it('surfaces the API errors as OnwardApiError with code and details', async () => {
      await assert.rejects(onward.flows.start('no-such-flow'), (err: unknown) => {
        assert.ok(err instanceof OnwardApiError);
        assert.equal(err.status, 404);
        assert.equal(err.code, 4000);
        assert.ok(err.requestId);
        return true;
      });
      const run = await onward.flows.start('svc');
      await assert.rejects(run.submitForm({ first_name: 'x'.repeat(21), address_country: 'GB' }), (err: unknown) => {
        assert.ok(err instanceof OnwardApiError);
        assert.equal(err.status, 400);
        assert.equal(err.code, 4008);
        assert.ok(
          err.details.some((d) => d.role === 'first_name' && d.reason === 'max_length'),
          JSON.stringify(err.details),
        );
        return true;
      });
      assert.equal(run.step.type, 'form', 'a refused submit leaves the run on its step');
    });
  });
}
