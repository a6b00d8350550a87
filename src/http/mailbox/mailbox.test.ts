// The built-in mailbox end to end on both dialects: notifications filed by the `mailbox` transport,
// listed and read over the JSON API (bearer) and the HTML page (Basic), the resume link followed,
// tenants kept apart, hostile flow names escaped, keyset pages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECTS } from '../../../test/support/stores.js';
import {
  getToken,
  publishFlow,
  startTestServer,
  type TenantCreds,
  type TestServer,
} from '../../../test/support/server.js';
import { httpCall } from '../../../test/support/http-call.js';
import { leadFlow } from '../../../test/fixtures/lead-flow.js';
import { flowClient } from '../../../test/support/flow-client.js';
import { basicAuthorization } from '../../auth/basic.js';
import { createMessageIds } from '../../mailbox/message-id.js';

interface Summary {
  id: string;
  mode: string;
  endClientId: string;
  to: string;
  subject: string;
  createdAt: string;
  readAt: string | null;
}
interface Message extends Summary {
  text: string;
  html: string;
}
interface Page {
  messages: Summary[];
  nextCursor: string | null;
}
interface ErrorBody {
  code: number;
  message: string;
  details?: Array<{ field?: string; reason: string }>;
}

const HOSTILE = '<script>alert(1)</script> & "Co"';

for (const dialect of DIALECTS) {
  describe(`built-in mailbox (${dialect})`, () => {
    let server: TestServer;
    let tokenA: string;
    let tokenB: string;
    const get = <B>(path: string, token: string | null, headers: Record<string, string> = {}) =>
      httpCall<B>(server.baseUrl, 'GET', path, { token, headers });
    const basic = (t: TenantCreds, password = t.password) => ({
      authorization: basicAuthorization(t.username, password),
    });
    const page = (path: string, headers: Record<string, string> = {}) => get<{ html: string }>(path, null, headers);

    /** An IN_PROGRESS lead of `flowId` (tenant A's flows are unauthenticated) that gave its name and address. */
    async function lead(flowId: string, email = 'ada@example.com', first = 'Ada') {
      const api = flowClient(server.baseUrl);
      const one = await api.submit(flowId, null, { first_name: first });
      assert.equal(one.status, 200, JSON.stringify(one.body));
      assert.equal((await api.submit(flowId, one.session, { email })).status, 200);
      return one.session!;
    }
    async function notify(id: string, token = tokenA, prefix = '') {
      const res = await httpCall<Record<string, unknown>>(
        server.baseUrl,
        'POST',
        `${prefix}/end-clients/${id}/notification`,
        { token, body: {} },
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body;
    }
    /** The resume link's path and token, from the text a reader sees. */
    const resumePathIn = (text: string) => {
      const url = text.match(/https?:\/\/\S+\/resume\/([A-Za-z0-9_-]+)/);
      assert.ok(url, text);
      return `/resume/${url[1]}`;
    };

    before(async () => {
      server = await startTestServer(dialect, { ONWARD_MAIL_TRANSPORT: 'mailbox' });
      tokenA = await getToken(server, server.tenants.a);
      tokenB = await getToken(server, server.tenants.b);
      await publishFlow(server, server.tenants.a.tenantId, 'plain', leadFlow('Account opening'));
      await publishFlow(server, server.tenants.a.tenantId, 'hostile', leadFlow(HOSTILE));
      await publishFlow(server, server.tenants.b.tenantId, 'other', leadFlow('Tenant B flow'));
    });
    after(async () => {
      await server.close();
    });

    it('files the notification in the mailbox; the API lists and reads it, marks it read once; its link resumes the run', async () => {
      const id = await lead('plain');
      const sent = await notify(id);
      assert.equal(sent.sentTo, 'ada@example.com');

      const list = await get<Page>('/admin/mailbox', tokenA);
      assert.equal(list.status, 200, JSON.stringify(list.body));
      const summary = list.body.messages[0]!;
      assert.equal(summary.endClientId, id);
      assert.equal(summary.to, 'ada@example.com');
      assert.equal(summary.subject, 'Continue where you left off: Account opening');
      assert.equal(summary.mode, 'live');
      assert.equal(summary.readAt, null);
      assert.ok(Math.abs(Date.parse(summary.createdAt) - Date.now()) < 60_000);

      const read = await get<Message>(`/admin/mailbox/${summary.id}`, tokenA);
      assert.equal(read.status, 200, JSON.stringify(read.body));
      assert.match(read.body.text, /^Hello Ada,/);
      const path = resumePathIn(read.body.text);
      assert.ok(read.body.html.includes(`${path}"`), 'the HTML part links the same resume URL');
      assert.ok(read.body.readAt !== null, 'opening marks it read');
      const again = await get<Message>(`/admin/mailbox/${summary.id}`, tokenA);
      assert.equal(again.body.readAt, read.body.readAt, 'the first reading time stays');

      const resumed = await page(path);
      assert.equal(resumed.status, 200, resumed.body.html);
      assert.match(resumed.headers.get('content-type') ?? '', /text\/html/);
    });

    it('the page asks for Basic credentials, refuses wrong ones, and shows the signed-in tenant its mail', async () => {
      const id = await lead('plain', 'grace@example.com', 'Grace');
      await notify(id);
      for (const headers of [
        {},
        basic(server.tenants.a, 'wrong-password'),
        { authorization: 'Bearer x' },
        basic({ ...server.tenants.a, username: 'nobody' }),
      ]) {
        const refused = await page('/mailbox', headers);
        assert.equal(refused.status, 401, JSON.stringify(headers));
        assert.match(refused.headers.get('www-authenticate') ?? '', /^Basic realm="onward mailbox"/);
        assert.match(refused.headers.get('content-type') ?? '', /text\/html/);
        assert.doesNotMatch(refused.body.html, /grace@example\.com/);
      }
      const refusedMessage = await page('/mailbox/anything');
      assert.equal(refusedMessage.status, 401);

      const list = await page('/mailbox', basic(server.tenants.a));
      assert.equal(list.status, 200);
      const csp = list.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'none'/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|https?:/, 'no inline allowance, no CDN');
      assert.equal(list.headers.get('referrer-policy'), 'no-referrer');
      assert.match(list.body.html, /Signed in as user-a/);
      const newest = (await get<Page>('/admin/mailbox', tokenA)).body.messages[0]!;
      assert.equal(newest.endClientId, id);
      assert.ok(
        list.body.html.includes(`<a href="mailbox/${newest.id}">Continue where you left off: Account opening</a>`),
        list.body.html,
      );
      assert.ok(list.body.html.includes('grace@example.com'));
      assert.doesNotMatch(list.body.html, /<script|<link /i, 'no script and no external style sheet');

      const view = await page(`/mailbox/${newest.id}`, basic(server.tenants.a));
      assert.equal(view.status, 200);
      const html = view.body.html;
      assert.match(html, /<h1>Continue where you left off: Account opening<\/h1>/);
      assert.match(html, /<dt>To<\/dt><dd>grace@example\.com<\/dd>/);
      assert.match(html, new RegExp(`<time datetime="${newest.createdAt}">`));
      assert.match(html, /Hello Grace,/);
      assert.match(
        html,
        /<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"[^>]*srcdoc="[^"]*&#60;p&#62;Hello Grace,/,
        'the HTML part, escaped into a sandboxed frame',
      );
      assert.doesNotMatch(html, /sandbox="[^"]*allow-scripts/);
      const href = html.match(
        /<a href="(https?:\/\/[^"]+\/resume\/[A-Za-z0-9_-]+)" target="_blank" rel="noopener noreferrer">/,
      )?.[1];
      assert.ok(href, 'the resume link is a clickable link on the page');
      const resumed = await page(new URL(href).pathname);
      assert.equal(resumed.status, 200, 'following the link opens the resume page');
      assert.ok(
        (await get<Message>(`/admin/mailbox/${newest.id}`, tokenA)).body.readAt !== null,
        'viewing it on the page marked it read',
      );
      assert.ok(view.body.html.includes('href="../mailbox"'), 'a way back to the list');
    });

    it('keeps tenants apart on the API and the page', async () => {
      const a = await lead('plain', 'secret-a@example.com');
      await notify(a);
      const mine = (await get<Page>('/admin/mailbox', tokenA)).body.messages.find(
        (m) => m.to === 'secret-a@example.com',
      )!;

      const listB = await get<Page>('/admin/mailbox', tokenB);
      assert.equal(listB.status, 200);
      assert.ok(!listB.body.messages.some((m) => m.id === mine.id));
      const readB = await get<ErrorBody>(`/admin/mailbox/${mine.id}`, tokenB);
      assert.equal(readB.status, 404);
      assert.equal(readB.body.code, 4404);
      const pageB = await page('/mailbox', basic(server.tenants.b));
      assert.equal(pageB.status, 200);
      assert.doesNotMatch(pageB.body.html, /secret-a@example\.com/);
      assert.equal((await page(`/mailbox/${mine.id}`, basic(server.tenants.b))).status, 404);
      // Read through the listing: opening it would mark it read.
      const still = (await get<Page>('/admin/mailbox', tokenA)).body.messages.find((m) => m.id === mine.id);
      assert.equal(still?.readAt, null, "another tenant's attempts mark nothing read");

      // Tenant B's own notification lands in B's mailbox only.
      const apiB = flowClient(server.baseUrl);
      const one = await apiB.submit('other', null, { first_name: 'Bob' });
      await apiB.submit('other', one.session, { email: 'bob@example.com' });
      await notify(one.session!, tokenB);
      assert.deepEqual(
        (await get<Page>('/admin/mailbox', tokenB)).body.messages.map((m) => m.to),
        ['bob@example.com'],
      );
      assert.ok(!(await get<Page>('/admin/mailbox', tokenA)).body.messages.some((m) => m.to === 'bob@example.com'));
      assert.match((await page('/mailbox', basic(server.tenants.b))).body.html, /bob@example\.com/);

      assert.equal((await get<ErrorBody>('/admin/mailbox', null)).status, 401);
      assert.equal((await get<ErrorBody>('/admin/mailbox', 'not-a-token')).status, 401);
      assert.equal((await get<ErrorBody>(`/admin/mailbox/${mine.id}`, null)).body.code, 4031);
    });

    it('escapes a hostile flow name and first name everywhere; /test leads are marked', async () => {
      const id = await lead('hostile', 'eve@example.com', '<img src=x onerror=alert(2)>');
      await notify(id);
      const test = await (async () => {
        const api = flowClient(server.baseUrl, '/test');
        const one = await api.submit('plain', null, { first_name: 'Tess' });
        await api.submit('plain', one.session, { email: 'tess@example.com' });
        return one.session!;
      })();
      await notify(test, tokenA, '/test');
      const messages = (await get<Page>('/admin/mailbox?limit=2', tokenA)).body.messages;
      assert.deepEqual(
        messages.map((m) => [m.to, m.mode]),
        [
          ['tess@example.com', 'test'],
          ['eve@example.com', 'live'],
        ],
      );
      const hostile = messages[1]!;
      assert.equal(hostile.subject, `Continue where you left off: ${HOSTILE}`);

      const list = await page('/mailbox', basic(server.tenants.a));
      const view = await page(`/mailbox/${hostile.id}`, basic(server.tenants.a));
      for (const html of [list.body.html, view.body.html]) {
        assert.doesNotMatch(html, /<script|<img/i);
        assert.ok(
          html.includes('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34;'),
          'the name shows as text',
        );
      }
      assert.match(list.body.html, /<span class="tag">test<\/span>/);
    });

    it('pages newest first with a cursor on the API and the page; bad cursors and sizes are 400', async () => {
      for (let i = 0; i < 5; i++) {
        await server.services.mailbox.deliver({
          to: `page${i}@example.com`,
          subject: `Page test ${i}`,
          text: 'x',
          html: '<p>x</p>',
          context: { tenantId: server.tenants.b.tenantId, mode: 'live', endClientId: `ec-${i}` },
        });
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: Awaited<ReturnType<typeof get<Page>>> = await get<Page>(
          `/admin/mailbox?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          tokenB,
        );
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.ok(res.body.messages.length <= 2);
        seen.push(...res.body.messages.map((m) => m.to));
        cursor = res.body.nextCursor;
        pages++;
      } while (cursor !== null && pages < 10);
      const expected = [
        'page4@example.com',
        'page3@example.com',
        'page2@example.com',
        'page1@example.com',
        'page0@example.com',
        'bob@example.com',
      ];
      assert.deepEqual(seen, expected, 'newest first, no repeats, none skipped');
      assert.equal(pages, 3);

      const first = await page('/mailbox?limit=2', basic(server.tenants.b));
      const older = first.body.html.match(/<a rel="next" href="([^"]+)">Older e-mails<\/a>/)?.[1];
      assert.ok(older, first.body.html);
      const second = await page(`/${older.replace(/&#38;/g, '&')}`, basic(server.tenants.b));
      assert.equal(second.status, 200);
      assert.match(second.body.html, /page2@example\.com/);
      assert.doesNotMatch(second.body.html, /page4@example\.com/);

      for (const query of ['cursor=garbage', 'limit=0', 'limit=201', 'limit=abc', 'other=1']) {
        const res = await get<ErrorBody>(`/admin/mailbox?${query}`, tokenB);
        assert.equal(res.status, 400, query);
        assert.equal(res.body.code, 4400, query);
        const html = await page(`/mailbox?${query}`, basic(server.tenants.b));
        assert.equal(html.status, 400, query);
        assert.match(html.headers.get('content-type') ?? '', /text\/html/);
      }
      assert.equal((await get<ErrorBody>(`/admin/mailbox/${'x'.repeat(65)}`, tokenB)).status, 400);
      assert.equal((await page(`/mailbox/${'x'.repeat(65)}`, basic(server.tenants.b))).status, 404);
    });
  });
}

describe('mailbox page without the mailbox transport', () => {
  it('says that new e-mails do not arrive there', async () => {
    const server = await startTestServer('sqlite', {});
    try {
      const res = await httpCall<{ html: string }>(server.baseUrl, 'GET', '/mailbox', {
        headers: { authorization: basicAuthorization(server.tenants.a.username, server.tenants.a.password) },
      });
      assert.equal(res.status, 200);
      assert.match(res.body.html, /mail transport is <code>none<\/code>: new notification e-mails do not arrive here/);
      assert.match(res.body.html, /id="empty"/);
    } finally {
      await server.close();
    }
  });
});

describe('mailbox message ids', () => {
  it('are UUIDv7 and sort in filing order, also within one millisecond and when the clock steps back', () => {
    const times = [1000, 1000, 1000, 999, 1001, 1001];
    let i = 0;
    const next = createMessageIds(() => times[Math.min(i++, times.length - 1)]!);
    const ids = times.map(() => next());
    for (const id of ids) assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.deepEqual([...ids].sort(), ids);
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(
      parseInt(ids[0]!.replace(/-/g, '').slice(0, 12), 16),
      1000,
      'the first 48 bits are the filing millisecond',
    );
  });
});
