import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { DIALECTS } from '../../test/support/stores.js';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { flowClient } from '../../test/support/flow-client.js';
import * as samples from '../../test/support/file-samples.js';

const LIMIT = 4096;

/** A form with a document (pdf or png, at most 300 bytes, up to two files) and an optional any-type attachment, then the end. */
const docFlow = (authenticated = false) => ({
  name: 'Documents',
  authenticated,
  start: 'docs',
  nodes: [
    {
      id: 'docs',
      type: 'form',
      title: 'Documents',
      next: 'done',
      elements: [
        {
          key: 'doc',
          type: 'file',
          name: 'Document',
          accept: ['pdf', 'png'],
          validations: [
            { type: 'required' },
            { type: 'max_file_size', value: 300 },
            { type: 'max_number_of_elements', value: 2 },
          ],
        },
        { key: 'extra', type: 'enhanced_file', name: 'Anything else' },
        { key: 'note', type: 'text', name: 'Note' },
      ],
    },
    { id: 'done', type: 'end', text: 'Thanks' },
  ],
});

const plainFlow = {
  name: 'Plain',
  authenticated: false,
  start: 'a',
  nodes: [
    {
      id: 'a',
      type: 'form',
      title: 'A',
      next: 'done',
      elements: [{ key: 'first', type: 'text', name: 'First', role: 'first_name' }],
    },
    { id: 'done', type: 'end' },
  ],
};

interface Answer {
  status: number;
  body: Record<string, unknown> & { code?: number; details?: Array<Record<string, unknown>> };
}

for (const dialect of DIALECTS) {
  describe(`file upload (${dialect})`, () => {
    let server: TestServer;
    let token: string;
    let tokenB: string;

    async function upload(
      flowId: string,
      session: string | undefined,
      parts: { file?: Array<{ content: Buffer; name: string; type?: string }>; fields?: Record<string, string> },
      options: { prefix?: string; token?: string } = {},
    ): Promise<Answer> {
      const form = new FormData();
      for (const f of parts.file ?? [])
        form.append('file', new Blob([f.content], f.type ? { type: f.type } : {}), f.name);
      for (const [k, v] of Object.entries(parts.fields ?? {})) form.append(k, v);
      const res = await fetch(`${server.baseUrl}${options.prefix ?? ''}/file/${flowId}`, {
        method: 'POST',
        body: form,
        headers: {
          ...(session ? { 'x-hf-session': session } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      });
      return { status: res.status, body: (await res.json()) as Answer['body'] };
    }
    const one = (content: Buffer, name: string, type?: string) => ({
      file: [{ content, name, ...(type ? { type } : {}) }],
    });
    const newSession = async (flowId: string, prefix = '', headers: Record<string, string> = {}) => {
      const step = await flowClient(server.baseUrl, prefix).get(flowId, null, headers);
      assert.equal(step.status, 200);
      return {
        session: step.session!,
        ids: Object.fromEntries((step.body.elements ?? []).map((e) => [e.name as string, e.id as string])),
      };
    };

    before(async () => {
      server = await startTestServer(dialect, {
        ONWARD_MAX_UPLOAD_BYTES: String(LIMIT),
        ONWARD_MAX_FILES_PER_SESSION: '16',
      });
      token = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      const tenantId = server.tenants.a.tenantId;
      for (const [flowId, document] of [
        ['docs', docFlow()],
        ['plain', plainFlow],
        ['secure', docFlow(true)],
      ] as const) {
        await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
        for (const t of ['live', 'test'] as const)
          await server.services.flows.publish({ tenantId, flowId, target: t, actor: 'test' });
      }
    });
    after(async () => {
      await server.close();
    });

    it('accepts every supported kind, detected from the content, and stores it with its hash', async () => {
      const { session } = await newSession('docs');
      for (const s of samples.ACCEPTED_SAMPLES) {
        const content = s.content();
        const answer = await upload('docs', session, one(content, s.name, 'application/octet-stream'));
        assert.equal(answer.status, 201, `${s.name}: ${JSON.stringify(answer.body)}`);
        assert.equal(answer.body.type, s.type, s.name);
        assert.equal(answer.body.name, s.name);
        assert.equal(answer.body.size, content.length);
        assert.equal(answer.body.sha256, createHash('sha256').update(content).digest('hex'));
        const row = await server.store.store.db
          .selectFrom('session_files')
          .selectAll()
          .where('id', '=', String(answer.body.fileId))
          .executeTakeFirstOrThrow();
        assert.equal(row.session_id, session);
        assert.equal(row.media_type, s.type);
        assert.ok(Buffer.from(row.content).equals(content), `${s.name}: stored bytes differ`);
      }
    });

    it('refuses unsupported content with 4016, whatever the name and declared type say', async () => {
      const { session } = await newSession('docs');
      for (const [content, name] of [
        [samples.elf(), 'report.pdf'],
        [samples.zip({ 'notes.txt': 'hi' }), 'letter.docx'],
        [samples.otherCompound(), 'mail.doc'],
        [Buffer.from([0, 1, 2, 3, 255, 254, 0, 9]), 'data.txt'],
      ] as const) {
        const answer = await upload('docs', session, one(content, name, 'application/pdf'));
        assert.equal(answer.status, 400, name);
        assert.equal(answer.body.code, 4016, name);
        assert.equal(answer.body.details?.[0]?.reason, 'unsupported_type');
      }
      // A PNG named .pdf is stored as what it is.
      const renamed = await upload('docs', session, one(samples.png(), 'scan.pdf', 'application/pdf'));
      assert.equal(renamed.status, 201);
      assert.equal(renamed.body.type, 'image/png');
      assert.equal(renamed.body.name, 'scan.pdf');
    });

    it('answers 413 above ONWARD_MAX_UPLOAD_BYTES and stores nothing', async () => {
      const { session } = await newSession('docs');
      const big = Buffer.concat([samples.pdf(), Buffer.alloc(LIMIT, 0x20)]);
      const answer = await upload('docs', session, one(big, 'big.pdf'));
      assert.equal(answer.status, 413);
      assert.equal(answer.body.code, 4413);
      assert.equal(answer.body.details?.[0]?.limit, LIMIT);
      const exact = Buffer.concat([samples.txt(), Buffer.alloc(LIMIT - samples.txt().length, 0x61)]);
      assert.equal((await upload('docs', session, one(exact, 'exact.txt'))).status, 201);
      const rows = await server.store.store.db
        .selectFrom('session_files')
        .select('name')
        .where('session_id', '=', session)
        .execute();
      assert.deepEqual(
        rows.map((r) => r.name),
        ['exact.txt'],
      );
    });

    it('answers 413 as soon as a file crosses the limit, without reading the rest of the body', async () => {
      const { session } = await newSession('docs');
      const boundary = 'onward-test-boundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.txt"\r\nContent-Type: text/plain\r\n\r\n`;
      const url = new URL(`${server.baseUrl}/file/docs`);
      // Declares 50 MB, sends a little over the limit and then waits: the answer must come anyway.
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'x-hf-session': session,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(50_000_000),
        },
      });
      const answered = new Promise<IncomingMessage>((resolve, reject) => {
        req.once('response', resolve);
        req.once('error', reject);
      });
      req.write(head);
      req.write(Buffer.alloc(LIMIT * 2, 0x61));
      const res = await answered;
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      req.destroy();
      assert.equal(res.statusCode, 413);
      assert.equal(res.headers.connection, 'close');
      assert.equal((JSON.parse(Buffer.concat(chunks).toString()) as { code: number }).code, 4413);
    });

    it('applies the named element\u2019s accept types and max_file_size at upload', async () => {
      const { session, ids } = await newSession('docs');
      const doc = ids.Document!;
      const ok = await upload('docs', session, { ...one(samples.pdf(), 'a.pdf'), fields: { elementId: doc } });
      assert.equal(ok.status, 201);
      assert.equal(ok.body.elementId, doc);
      const wrongType = await upload('docs', session, { ...one(samples.jpg(), 'a.jpg'), fields: { elementId: doc } });
      assert.equal(wrongType.status, 400);
      assert.equal(wrongType.body.code, 4016);
      assert.equal(wrongType.body.details?.[0]?.reason, 'file_type_not_accepted');
      const tooBig = await upload('docs', session, {
        ...one(Buffer.concat([samples.pdf(), Buffer.alloc(400, 0x20)]), 'b.pdf'),
        fields: { elementId: doc },
      });
      assert.equal(tooBig.status, 413);
      assert.equal(tooBig.body.details?.[0]?.reason, 'max_file_size');
      const notFile = await upload('docs', session, {
        ...one(samples.pdf(), 'a.pdf'),
        fields: { elementId: ids.Note! },
      });
      assert.equal(notFile.status, 400);
      assert.equal(notFile.body.details?.[0]?.reason, 'not_a_file_element');
    });

    it('answers clear errors for a missing session header (404 4100, as on every flow route), no file part, two files, an empty file, an unknown field or a JSON body', async () => {
      const { session } = await newSession('docs');
      const noHeader = await upload('docs', undefined, one(samples.pdf(), 'a.pdf'));
      assert.deepEqual([noHeader.status, noHeader.body.code], [404, 4100]);
      assert.equal(noHeader.body.details?.[0]?.field, 'headers/x-hf-session');
      const cases: Array<[Parameters<typeof upload>[2], string]> = [
        [{ fields: { elementId: 'x' } }, 'required'],
        [
          {
            file: [
              { content: samples.pdf(), name: 'a.pdf' },
              { content: samples.png(), name: 'b.png' },
            ],
          },
          'one_file',
        ],
        [one(Buffer.alloc(0), 'empty.pdf'), 'empty_file'],
        [{ ...one(samples.pdf(), 'a.pdf'), fields: { comment: 'hi' } }, 'unexpected_field'],
      ];
      for (const [parts, reason] of cases) {
        const answer = await upload('docs', session, parts);
        assert.equal(answer.status, 400, reason);
        assert.equal(answer.body.code, 4400, reason);
        assert.equal(answer.body.details?.[0]?.reason, reason);
      }
      const json = await fetch(`${server.baseUrl}/file/docs`, {
        method: 'POST',
        headers: { 'x-hf-session': session, 'content-type': 'application/json' },
        body: '{"file":"x"}',
      });
      assert.equal(json.status, 400);
      assert.equal(((await json.json()) as Answer['body']).details?.[0]?.reason, 'not_multipart');
    });

    it('answers 404 for an unknown session or one of another flow or mode', async () => {
      const { session } = await newSession('docs');
      const testSession = (await newSession('docs', '/test')).session;
      const unknown = await upload('docs', '6c1f6a4e-0000-4000-8000-000000000000', one(samples.pdf(), 'a.pdf'));
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.code, 4100);
      assert.equal((await upload('plain', session, one(samples.pdf(), 'a.pdf'))).body.code, 4101);
      // Live and test sessions do not mix, either way round.
      assert.equal((await upload('docs', testSession, one(samples.pdf(), 'a.pdf'))).body.code, 4101);
      assert.equal((await upload('docs', session, one(samples.pdf(), 'a.pdf'), { prefix: '/test' })).body.code, 4101);
      const inTest = await upload('docs', testSession, one(samples.pdf(), 'a.pdf'), { prefix: '/test' });
      assert.equal(inTest.status, 201);
    });

    it('needs the tenant\u2019s bearer token on an authenticated flow', async () => {
      const { session } = await newSession('secure', '', { authorization: `Bearer ${token}` });
      const none = await upload('secure', session, one(samples.pdf(), 'a.pdf'));
      assert.equal(none.status, 401);
      assert.equal(none.body.code, 4031);
      const other = await upload('secure', session, one(samples.pdf(), 'a.pdf'), { token: tokenB });
      assert.equal(other.status, 401);
      assert.equal(other.body.code, 4011);
      assert.equal((await upload('secure', session, one(samples.pdf(), 'a.pdf'), { token })).status, 201);
    });

    it('submits uploaded ids; ids of another session, wrong types and oversize files are refused per field', async () => {
      const api = flowClient(server.baseUrl);
      const first = await newSession('docs');
      const other = await newSession('docs');
      const doc = first.ids.Document!;
      const mine = String((await upload('docs', first.session, one(samples.pdf(), 'a.pdf'))).body.fileId);
      const png = String((await upload('docs', first.session, one(samples.png(), 'b.png'))).body.fileId);
      const jpeg = String((await upload('docs', first.session, one(samples.jpg(), 'c.jpg'))).body.fileId);
      const big = String(
        (await upload('docs', first.session, one(Buffer.concat([samples.pdf(), Buffer.alloc(400, 0x20)]), 'big.pdf')))
          .body.fileId,
      );
      const theirs = String((await upload('docs', other.session, one(samples.pdf(), 'x.pdf'))).body.fileId);

      const reasons = async (value: unknown) => {
        const answer = await api.submit('docs', first.session, { [doc]: value });
        assert.equal(answer.status, 400, JSON.stringify(answer.body));
        assert.equal(answer.body.code, 4008);
        const details = answer.body.details as Array<Record<string, unknown>>;
        assert.ok(details.every((d) => d.field === doc));
        return details.map((d) => d.reason);
      };
      assert.deepEqual(await reasons(theirs), ['unknown_file']);
      assert.deepEqual(await reasons('not-a-file-id'), ['unknown_file']);
      assert.deepEqual(await reasons(jpeg), ['file_type_not_accepted']);
      assert.deepEqual(await reasons([big]), ['max_file_size']);
      assert.deepEqual(await reasons([mine, png, mine]), ['max_number_of_elements']);

      const done = await api.submit('docs', first.session, { [doc]: [mine, png], [first.ids['Anything else']!]: jpeg });
      assert.equal(done.status, 200, JSON.stringify(done.body));
      assert.equal(done.body.type, 'end');
      // A finished run takes no more files.
      assert.equal((await upload('docs', first.session, one(samples.pdf(), 'late.pdf'))).body.code, 4013);
    });

    it('rejects file ids in a direct submit, which has no session to upload to', async () => {
      const { ids } = await newSession('docs');
      const answer = await flowClient(server.baseUrl).submit('docs', null, { [ids.Document!]: 'anything' });
      assert.equal(answer.status, 400);
      assert.equal((answer.body.details as Array<Record<string, unknown>>)[0]?.reason, 'unknown_file');
    });

    it('deletes an end client\u2019s files with it', async () => {
      const { session } = await newSession('docs');
      await upload('docs', session, one(samples.pdf(), 'a.pdf'));
      await upload('docs', session, one(samples.txt(), 'b.txt'));
      const count = async () =>
        (
          await server.store.store.db
            .selectFrom('session_files')
            .select('id')
            .where('session_id', '=', session)
            .execute()
        ).length;
      assert.equal(await count(), 2);
      const res = await fetch(`${server.baseUrl}/end-clients/delete-manually`, {
        method: 'DELETE',
        body: JSON.stringify({ endClientIds: [session] }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
      assert.equal(res.status, 200);
      assert.equal(await count(), 0);
      assert.equal((await upload('docs', session, one(samples.pdf(), 'a.pdf'))).body.code, 4100);
    });

    it('caps the files one session holds (ONWARD_MAX_FILES_PER_SESSION)', async () => {
      const { session } = await newSession('docs');
      for (let i = 0; i < 16; i++)
        assert.equal((await upload('docs', session, one(samples.txt(), `n${i}.txt`))).status, 201);
      const over = await upload('docs', session, one(samples.txt(), 'last.txt'));
      assert.equal(over.status, 413);
      assert.equal(over.body.details?.[0]?.reason, 'too_many_files');
    });

    it('documents the multipart form and the answer in the OpenAPI document', async () => {
      const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
        paths: Record<
          string,
          Record<
            string,
            {
              requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
              responses: Record<string, unknown>;
            }
          >
        >;
      };
      for (const path of ['/file/{flowId}', '/test/file/{flowId}']) {
        const op = doc.paths[path]?.post;
        assert.ok(op, path);
        const form = op.requestBody?.content['multipart/form-data']?.schema;
        assert.ok(form?.properties?.file && form.properties.elementId, JSON.stringify(op.requestBody));
        assert.ok(op.responses['201'] && op.responses['413']);
      }
    });
  });
}
