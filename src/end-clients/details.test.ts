// GET /end-clients/{id} and GET /end-clients/{id}/files/{fileId} over real HTTP on both dialects:
// what a run collected, read back by its tenant only, on the path the run took.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../test/support/server.js';
import { startHttpTarget, type HttpTarget } from '../../test/support/http-target.js';
import { flowClient, idOf } from '../../test/support/flow-client.js';
import { png } from '../../test/support/file-samples.js';
import { attachmentHeader } from '../http/end-clients/download-file.js';

const reviewFlow = (targetUrl: string) => ({
  name: 'Reviewed',
  start: 'about',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      next: 'check',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
        { key: 'mobile', type: 'phone_number', name: 'Mobile', role: 'mobile_number' },
        { key: 'passport', type: 'file', name: 'Passport', normalizedName: 'passport_scan', accept: ['png'] },
      ],
    },
    {
      id: 'check',
      type: 'service',
      service: 'http_request',
      next: 'contact',
      config: {
        url: `${targetUrl}/check?verdict={{role:first_name}}`,
        method: 'POST',
        body: { name: '{{role:first_name}}' },
        retries: 0,
      },
    },
    {
      id: 'contact',
      type: 'form',
      title: 'Contact',
      next: 'done',
      elements: [{ key: 'email', type: 'email', name: 'Email', role: 'email', validations: [{ type: 'required' }] }],
    },
    { id: 'done', type: 'end', text: 'We will be in touch', status: 'PENDING_REVIEW' },
  ],
});

interface Details {
  status: string;
  flowId: string;
  flowVersion: number;
  currentStep: { nodeId: string; type: string } | null;
  endNodeId: string | null;
  values: Array<{
    nodeId: string;
    key: string;
    role: string | null;
    normalizedName: string | null;
    name: string | null;
    type: string;
    value: unknown;
    source: string;
  }>;
  serviceResults: Record<string, { body?: { verdict?: string } }>;
  files: Array<{ fileId: string; name: string; type: string; size: number; sha256: string; elementId: string | null }>;
  code?: number;
}

for (const dialect of DIALECTS) {
  describe(`end-client details and file downloads (${dialect})`, () => {
    let server: TestServer;
    let target: HttpTarget;
    let tokenA: string;
    let tokenB: string;
    const api = () => flowClient(server.baseUrl);

    async function read(
      path: string,
      token: string | null = tokenA,
    ): Promise<{ status: number; headers: Headers; body: Details; bytes: Buffer }> {
      const res = await fetch(`${server.baseUrl}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      const json = (res.headers.get('content-type') ?? '').includes('json');
      return {
        status: res.status,
        headers: res.headers,
        body: (json ? JSON.parse(bytes.toString('utf8')) : {}) as Details,
        bytes,
      };
    }
    const valuesOf = (d: Details) => d.values.map((v) => [v.key, v.value, v.source]);

    before(async () => {
      target = await startHttpTarget();
      server = await startTestServer(dialect, { ONWARD_PENDING_WAIT_MS: '5000' });
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      await publishFlow(server, server.tenants.a.tenantId, 'reviewed', reviewFlow(target.url));
    });
    after(async () => {
      await target.close();
      await server.close();
    });

    it('reports values on the path taken, prefill, service results and files; back drops what is no longer on the path', async () => {
      const init = await fetch(`${server.baseUrl}/init/reviewed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenA}` },
        body: JSON.stringify({ email: 'pre@example.com' }),
      });
      assert.equal(init.status, 200);
      const session = init.headers.get('x-hf-session')!;
      const fresh = await read(`/end-clients/${session}`);
      assert.equal(fresh.status, 200);
      assert.equal(fresh.body.status, 'NOT_STARTED');
      assert.deepEqual(fresh.body.currentStep, { nodeId: 'about', type: 'form' });
      assert.deepEqual(valuesOf(fresh.body), [['email', 'pre@example.com', 'prefill']]);

      const about = await api().get('reviewed', session);
      const content = png();
      const form = new FormData();
      form.append('file', new Blob([content]), 'pass port.png');
      const upload = await fetch(`${server.baseUrl}/file/reviewed`, {
        method: 'POST',
        body: form,
        headers: { 'x-hf-session': session },
      });
      assert.equal(upload.status, 201);
      const { fileId } = (await upload.json()) as { fileId: string };
      const submitted = await api().submit(
        'reviewed',
        session,
        { [idOf(about, 'first_name')]: 'Ada', mobile_number: '+46 70 123 45 67', passport_scan: [fileId] },
        { 'x-hf-retry-on-pending': 'true' },
      );
      assert.equal(submitted.body.title, 'Contact');

      const middle = (await read(`/end-clients/${session}`)).body;
      assert.equal(middle.status, 'IN_PROGRESS');
      assert.deepEqual(middle.currentStep, { nodeId: 'contact', type: 'form' });
      assert.deepEqual(valuesOf(middle), [
        ['first', 'Ada', 'submitted'],
        ['mobile', '+46701234567', 'submitted'],
        ['passport', [fileId], 'submitted'],
        ['email', 'pre@example.com', 'prefill'],
      ]);
      const first = middle.values[0]!;
      assert.deepEqual(
        [first.nodeId, first.name, first.role, first.type],
        ['about', 'First name', 'first_name', 'text'],
      );
      assert.equal(middle.values[2]!.normalizedName, 'passport_scan');
      assert.equal(middle.serviceResults.check?.body?.verdict, 'Ada');
      assert.deepEqual(
        middle.files.map((f) => [f.fileId, f.name, f.type, f.size, f.sha256]),
        [[fileId, 'pass port.png', 'image/png', content.length, createHash('sha256').update(content).digest('hex')]],
      );

      // Back to the first form: its submission only refills it now; the run holds nothing submitted.
      assert.equal((await api().back('reviewed', session)).body.title, 'About you');
      assert.deepEqual(valuesOf((await read(`/end-clients/${session}`)).body), [
        ['email', 'pre@example.com', 'prefill'],
      ]);

      await api().submit('reviewed', session, { first_name: 'Bea' }, { 'x-hf-retry-on-pending': 'true' });
      const end = await api().submit('reviewed', session, { email: 'bea@example.com' });
      assert.equal(end.body.type, 'end');
      const done = (await read(`/end-clients/${session}`)).body;
      assert.equal(done.status, 'PENDING_REVIEW');
      assert.equal(done.currentStep, null);
      assert.equal(done.endNodeId, 'done');
      assert.deepEqual(valuesOf(done), [
        ['first', 'Bea', 'submitted'],
        ['email', 'bea@example.com', 'submitted'],
      ]);
      assert.equal(done.serviceResults.check?.body?.verdict, 'Bea');
      assert.equal(done.files.length, 1, 'an uploaded file stays with its end client');

      const file = await read(`/end-clients/${session}/files/${fileId}`);
      assert.equal(file.status, 200);
      assert.ok(file.bytes.equals(content));
      assert.equal(file.headers.get('content-type'), 'image/png');
      assert.equal(
        file.headers.get('content-disposition'),
        `attachment; filename="pass port.png"; filename*=UTF-8''pass%20port.png`,
      );
      assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(file.headers.get('cache-control'), 'private, no-store');
      assert.equal(file.headers.get('x-content-sha256'), createHash('sha256').update(content).digest('hex'));
    });

    it('answers only the tenant, in the mode the run belongs to', async () => {
      const live = (await api().get('reviewed')).session!;
      const test = (await flowClient(server.baseUrl, '/test').get('reviewed')).session!;
      assert.equal((await read(`/end-clients/${live}`)).status, 200);
      assert.equal((await read(`/test/end-clients/${test}`)).status, 200);
      for (const [path, token, status, code] of [
        [`/end-clients/${live}`, tokenB, 404, 4100],
        [`/test/end-clients/${live}`, tokenA, 404, 4100],
        [`/end-clients/${test}`, tokenA, 404, 4100],
        [`/end-clients/${live}`, null, 401, 4031],
        ['/end-clients/00000000-0000-4000-8000-000000000000', tokenA, 404, 4100],
        [`/end-clients/${live}/files/00000000-0000-4000-8000-000000000000`, tokenA, 404, 4404],
        [`/end-clients/${live}/files/x`, tokenB, 404, 4100],
      ] as const) {
        const answer = await read(path, token);
        assert.deepEqual([answer.status, answer.body.code], [status, code], path);
      }
    });

    it('names downloads safely whatever the uploaded name holds', () => {
      assert.equal(
        attachmentHeader('Pass "ü".png'),
        `attachment; filename="Pass ___.png"; filename*=UTF-8''Pass%20%22%C3%BC%22.png`,
      );
      assert.equal(attachmentHeader('a\\b.pdf'), `attachment; filename="a_b.pdf"; filename*=UTF-8''a%5Cb.pdf`);
    });
  });
}
