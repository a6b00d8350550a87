import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../../test/support/stores.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { verifyWebhook } from '../../webhooks/signature.js';
import { enrollmentClient, startReceiver, testClock, waitFor } from '../../monitoring/test-support.js';
import type { CallbackRecord } from '../../monitoring/record.js';

const ENROLL = '/Enrollment/CreateEnrollmentWithIndividual';

for (const dialect of DIALECTS) {
  describe(`enrollment API (${dialect})`, () => {
    let server: TestServer;
    let api: ReturnType<typeof enrollmentClient>;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let tokenA: string;
    let tokenA2: string;
    let tokenB: string;
    const clock = testClock();
    before(async () => {
      server = await startTestServer(dialect, { ONWARD_WEBHOOK_RETRY_SCHEDULE: '100ms' }, { now: clock.now });
      api = enrollmentClient(server);
      receiver = await startReceiver();
      await server.services.tenants.putUser({
        tenantId: server.tenants.a.tenantId,
        username: 'user-a2',
        password: 'password-a2',
      });
      tokenA = await api.token(server.tenants.a);
      tokenA2 = await api.token({ username: 'user-a2', password: 'password-a2' });
      tokenB = await api.token(server.tenants.b);
    });
    after(async () => {
      await receiver.close();
      await server.close();
    });

    it('enrolls, runs the initial check at once and sends a signed callback record', async () => {
      const created = await api.call('POST', ENROLL, tokenA, {
        CallbackUrl: `${receiver.url}/hook`,
        Frequency: 'weekly',
        ServiceName: 'Watchlist',
        CustomerReferenceId: 'cust-42',
        IndividualToMonitor: { FirstName: 'Jane', LastName: 'Example', DateOfBirth: '1980-02-03' },
      });
      assert.equal(created.status, 200, created.text);
      assert.deepEqual(Object.keys(created.body), ['Version', 'StatusCode', 'Message', 'Result']);
      const id = created.body.Result as string;
      assert.match(id, /^[0-9a-f-]{36}$/);
      const hook = await waitFor(() => receiver.hooks(id)[0], 'initial callback');
      const { signingSecret } = await server.services.webhooks.settings.get(server.tenants.a.tenantId);
      assert.deepEqual(verifyWebhook({ headers: hook.headers, body: hook.body, secrets: signingSecret }), { ok: true });
      const record = JSON.parse(hook.body) as CallbackRecord;
      assert.equal(record.EnrollmentId, id);
      assert.equal(record.CustomerReferenceId, 'cust-42');
      assert.equal(record.ScanReason, 'Initial');
      assert.deepEqual(record.MonitoringResult, {
        WatchlistState: 'No Hit',
        WatchlistData: null,
        WatchlistFullName: 'Jane Example',
        WatchlistHitDetails: null,
      });
      assert.ok(Array.isArray(record.Provenance));
      assert.ok(!Number.isNaN(Date.parse(record.VerificationDoneOnDate)));

      const history = await api.call('GET', `/Enrollment/History/${id}`, tokenA);
      assert.equal(history.status, 200);
      assert.equal(history.body.Version, undefined, 'the history envelope has no Version');
      assert.deepEqual(history.body.Result, [record]);
    });

    it('validates every field and reports all problems in the envelope', async () => {
      const bad = await api.call('POST', ENROLL, tokenA, {
        CallbackUrl: 'ftp://example.com/x',
        Frequency: 'Hourly',
        ServiceName: 'KYC',
        SkipInitialCallback: 'yes',
        IndividualToMonitor: { FirstName: 7, DateOfBirth: '1980-02-30' },
      });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.StatusCode, 400);
      const fields = (bad.body.Result as { Errors: { Field: string }[] }).Errors.map((e) => e.Field).sort();
      assert.deepEqual(fields, [
        'CallbackUrl',
        'Frequency',
        'IndividualToMonitor.DateOfBirth',
        'IndividualToMonitor.FirstName',
        'IndividualToMonitor.LastName',
        'ServiceName',
        'SkipInitialCallback',
      ]);
      const missing = await api.call('POST', ENROLL, tokenA, {});
      assert.deepEqual((missing.body.Result as { Errors: { Field: string }[] }).Errors.map((e) => e.Field).sort(), [
        'CallbackUrl',
        'Frequency',
        'IndividualToMonitor',
        'ServiceName',
      ]);
      // A wrong type is not a missing field.
      const wrongType = await api.call('POST', ENROLL, tokenA, {
        CallbackUrl: 42,
        Frequency: 'Daily',
        ServiceName: 'Watchlist',
        IndividualToMonitor: { LastName: 'X' },
      });
      assert.equal(wrongType.status, 400);
      assert.equal(wrongType.body.Message, 'CallbackUrl must be a string');
      assert.deepEqual(wrongType.body.Result, {
        Errors: [{ Field: 'CallbackUrl', Message: 'CallbackUrl must be a string' }],
      });
      for (const url of [
        'http://10.1.2.3/hook',
        'http://169.254.169.254/latest',
        'http://localhost:9/hook',
        '/relative',
        'http://user:pw@example.com/',
      ]) {
        const r = await api.call('POST', ENROLL, tokenA, {
          CallbackUrl: url,
          Frequency: 'Daily',
          ServiceName: 'Watchlist',
          IndividualToMonitor: { LastName: 'X' },
        });
        assert.equal(r.status, 400, url);
        assert.match(r.body.Message, /CallbackUrl/, url);
      }
      const future = await api.call('POST', ENROLL, tokenA, {
        CallbackUrl: `${receiver.url}/hook`,
        Frequency: 'Daily',
        ServiceName: 'Watchlist',
        IndividualToMonitor: { LastName: 'X', DateOfBirth: '2999-01-01' },
      });
      assert.equal(future.status, 400);
      const unauth = await api.call('POST', ENROLL, undefined, {});
      assert.equal(unauth.status, 401);
      assert.equal(unauth.body.StatusCode, 401);
    });

    it('updates the frequency, deletes with plain text, and then answers 404', async () => {
      const id = await api.enroll(tokenA, `${receiver.url}/hook`, { SkipInitialCallback: true });
      const freq = await api.call('PUT', `/Enrollment/${id}/frequency?frequencyName=MONTHLY`, tokenA);
      assert.equal(freq.status, 200, freq.text);
      assert.equal(freq.body.Result, `Frequency updated to Monthly for enrollment ${id}.`);
      const bad = await api.call('PUT', `/Enrollment/${id}/frequency?frequencyName=Hourly`, tokenA);
      assert.equal(bad.status, 400);
      assert.match(bad.body.Message, /Daily, Weekly, Biweekly, Monthly, Quarterly, Yearly/);
      assert.equal((await api.call('PUT', `/Enrollment/${id}/frequency`, tokenA)).status, 400);

      const del = await api.call('DELETE', `/Enrollment/${id}`, tokenA);
      assert.equal(del.status, 200);
      assert.match(del.headers.get('content-type') ?? '', /^text\/plain/);
      assert.equal(del.text, `Enrollment ${id} was deleted.`);
      assert.equal((await api.call('DELETE', `/Enrollment/${id}`, tokenA)).status, 404);
      const after = await api.call('PUT', `/Enrollment/${id}/frequency?frequencyName=Weekly`, tokenA);
      assert.deepEqual(after.body, {
        Version: '1.0.0',
        StatusCode: 404,
        Message: 'Enrollment not found',
        Result: null,
      });
      assert.equal(receiver.hooks(id).length, 0, 'SkipInitialCallback: no initial callback');
    });

    it('ResendCallback: the owner resends the latest record with a new webhook-id; others are refused', async () => {
      const id = await api.enroll(tokenA, `${receiver.url}/hook`);
      const first = await waitFor(() => receiver.hooks(id)[0], 'initial callback');
      const other = await api.call('POST', `/Enrollment/${id}/ResendCallback`, tokenA2);
      assert.equal(other.status, 403);
      assert.equal(other.body.StatusCode, 403);
      const foreign = await api.call('POST', `/Enrollment/${id}/ResendCallback`, tokenB);
      assert.equal(foreign.status, 404);
      const resent = await api.call('POST', `/Enrollment/${id}/ResendCallback`, tokenA);
      assert.equal(resent.status, 200, resent.text);
      assert.equal(resent.body.Result, `Callback message was sent for enrollment ${id}.`);
      const second = await waitFor(() => receiver.hooks(id)[1], 'resent callback');
      assert.equal(second.body, first.body);
      assert.notEqual(second.headers['webhook-id'], first.headers['webhook-id']);
      const skipped = await api.enroll(tokenA, `${receiver.url}/hook`, { SkipInitialCallback: true });
      assert.equal((await api.call('POST', `/Enrollment/${skipped}/ResendCallback`, tokenA)).status, 409);
    });

    it("keeps tenants apart: another tenant's enrollment is 404 for every operation", async () => {
      const id = await api.enroll(tokenA, `${receiver.url}/hook`, { SkipInitialCallback: true });
      const answers = await Promise.all([
        api.call('GET', `/Enrollment/History/${id}`, tokenB),
        api.call('PUT', `/Enrollment/${id}/frequency?frequencyName=Daily`, tokenB),
        api.call('POST', `/Enrollment/${id}/ResendCallback`, tokenB),
        api.call('DELETE', `/Enrollment/${id}`, tokenB),
      ]);
      assert.deepEqual(
        answers.map((a) => a.status),
        [404, 404, 404, 404],
      );
      // Another user of the same tenant may read and change it (only resend is owner-only).
      assert.equal((await api.call('GET', `/Enrollment/History/${id}`, tokenA2)).status, 200);
      assert.equal((await api.call('DELETE', `/Enrollment/${id}`, tokenA)).status, 200);
    });
  });
}

describe('enrollment API base path', () => {
  it('serves the API under ONWARD_ENROLLMENT_BASE_PATH', async () => {
    const server = await startTestServer('sqlite', { ONWARD_ENROLLMENT_BASE_PATH: '/identity-enrollment' });
    try {
      const api = enrollmentClient(server, '/identity-enrollment');
      const token = await api.token(server.tenants.a);
      assert.equal((await api.call('GET', '/Enrollment/History/x', token)).status, 404);
      assert.equal(
        (
          await enrollmentClient(server).call('POST', '/Token', undefined, {
            Username: 'user-a',
            Password: 'password-a',
          })
        ).status,
        404,
      );
    } finally {
      await server.close();
    }
  });
});
