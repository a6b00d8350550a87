// Ongoing monitoring and business search through @onward/client against the real service: an
// enrollment whose signed callback reaches a receiver that verifies it with verifyWebhook, the
// enrollment's life (history, frequency, resend, delete), business autocomplete / prefill /
// verify, and a flow's registry search step answered by picking a result.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createOnwardClient,
  OnwardApiError,
  verifyWebhook,
  type OnwardClient,
  type WebhookVerification,
} from '@onward/client';
import { DIALECTS } from '../support/stores.js';
import { publishFlow, startTestServer, type TestServer } from '../support/server.js';
import { loadDemoBusinesses } from '../../src/businesses/demo.js';

interface Delivery {
  verification: WebhookVerification;
  body: string;
}

/** A customer's webhook endpoint: verifies each delivery on the raw body, answers 401 when it fails. */
async function startReceiver(secret: () => string) {
  const deliveries: Delivery[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const verification = verifyWebhook(req.headers, raw, secret());
      deliveries.push({ verification, body: raw.toString('utf8') });
      res.writeHead(verification.ok ? 204 : 401).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deliveries,
    async next(count: number, timeoutMs = 20_000): Promise<Delivery[]> {
      const deadline = Date.now() + timeoutMs;
      while (deliveries.length < count) {
        if (Date.now() > deadline) assert.fail(`only ${deliveries.length} of ${count} deliveries arrived`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
      return deliveries.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

for (const dialect of DIALECTS) {
  describe(`monitoring and business search over HTTP (${dialect})`, () => {
    let server: TestServer;
    let onward: OnwardClient;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let secret = '';

    before(async () => {
      server = await startTestServer(dialect);
      await loadDemoBusinesses(server.services.businessRegistry);
      const kyb = JSON.parse(
        readFileSync(new URL('../../examples/flows/onboarding-kyb.json', import.meta.url), 'utf8'),
      ) as unknown;
      await publishFlow(server, server.tenants.a.tenantId, 'onboarding-kyb', kyb);
      onward = createOnwardClient({
        baseUrl: server.baseUrl,
        credentials: { clientId: server.tenants.a.clientId, clientSecret: server.tenants.a.clientSecret },
        enrollment: { username: server.tenants.a.username, password: server.tenants.a.password },
      });
      // The signing secret, as an integration reads it: the typed API, authenticated by the client.
      const auth = await onward.api.GET('/admin/webhook-auth');
      assert.ok(auth.data, JSON.stringify(auth.error));
      secret = auth.data.signingSecret;
      receiver = await startReceiver(() => secret);
    });
    after(async () => {
      await receiver.close();
      await server.close();
    });

    it('enrolls, receives a verified callback, and changes, resends and deletes the enrollment', async () => {
      const enrollmentId = await onward.monitoring.enroll({
        callbackUrl: `${receiver.url}/onward/callback`,
        frequency: 'Weekly',
        individual: { firstName: 'Jane', lastName: 'Example', dateOfBirth: '1980-02-03' },
        customerReferenceId: 'cust-7',
      });
      assert.match(enrollmentId, /^[0-9a-f-]{36}$/);

      const [first] = await receiver.next(1);
      assert.ok(first!.verification.ok, JSON.stringify(first!.verification));
      const record = first!.verification.payload as {
        EnrollmentId: string;
        MonitoringResult: { WatchlistState: string };
      };
      assert.equal(record.EnrollmentId, enrollmentId);
      assert.equal(record.MonitoringResult.WatchlistState, 'No Hit');
      // Anything changed on the way is refused by the same check.
      const tampered = first!.body.replace('No Hit', 'Potential Hit');
      const headers = { 'webhook-id': first!.verification.ok ? first!.verification.id : '' };
      assert.equal(verifyWebhook(headers, tampered, secret).ok, false);

      const history = await onward.monitoring.history(enrollmentId);
      assert.deepEqual(history, [JSON.parse(first!.body)]);

      assert.match(await onward.monitoring.changeFrequency(enrollmentId, 'Monthly'), /./);
      await onward.monitoring.resendCallback(enrollmentId);
      const [, again] = await receiver.next(2);
      assert.ok(again!.verification.ok);
      assert.equal((again!.verification.payload as { EnrollmentId: string }).EnrollmentId, enrollmentId);

      assert.match(await onward.monitoring.delete(enrollmentId), new RegExp(enrollmentId));
      await assert.rejects(onward.monitoring.changeFrequency(enrollmentId, 'Weekly'), (err: unknown) => {
        assert.ok(err instanceof OnwardApiError);
        assert.equal(err.status, 404);
        assert.equal(err.format, 'enrollment_envelope');
        assert.equal(err.message, 'Enrollment not found');
        return true;
      });
    });

    it('refuses an enrollment with the envelope problems as details', async () => {
      await assert.rejects(
        onward.monitoring.enroll({
          callbackUrl: `${receiver.url}/x`,
          frequency: 'Hourly' as 'Daily',
          individual: { lastName: 'Example' },
        }),
        (err: unknown) => {
          assert.ok(err instanceof OnwardApiError);
          assert.equal(err.status, 400);
          assert.ok(
            err.details.some((d) => d.field?.includes('Frequency')),
            JSON.stringify(err.details),
          );
          return true;
        },
      );
    });

    it('searches businesses as the user types, reads the prefill record and verifies it', async () => {
      const results = await onward.businesses.search({ country: 'US', name: 'Microsof', limit: 3 });
      assert.ok(results.length > 0 && results.length <= 3);
      const top = results[0]!;
      assert.match(top.CompanyName, /microsoft/i);
      const record = await onward.businesses.prefill(top.PrefillId);
      assert.equal(record.CompanyName, top.CompanyName);
      const verified = await onward.businesses.verify({ CountryCode: 'US', CompanyName: top.CompanyName });
      assert.equal(verified.Match, 'match');
    });

    it('answers a flow registry search step by picking a result', async () => {
      const run = await onward.flows.start('onboarding-kyb');
      assert.equal(run.step.type, 'provider_kyb_search');
      const found = await run.searchBusinesses('taste of tus', { limit: 3 });
      assert.ok(found.length > 0);
      const company = await run.selectBusiness(found[0]!);
      assert.ok(company.type === 'form' && company.id === 'company');
      const name = company.elements.find((e) => 'role' in e && e.role === 'company_name');
      assert.equal(name && 'value' in name ? name.value : undefined, found[0]!.CompanyName);
      const end = await run.submitForm({ company_email: 'ops@example.com' });
      assert.equal(end.type, 'end');
      assert.ok(['ACCEPTED', 'PENDING_REVIEW'].includes((await run.outcome()).status));
    });
  });
}
