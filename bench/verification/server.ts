/**
 * The server of bench/verification's API phase: the shipped app (dist/) on a fresh SQLite file,
 * with the document flow of test/fixtures/document-flow.ts and the person OCR flow of
 * test/fixtures/ocr-flow.ts published and an empty route as the
 * baseline. Its own process, so the load generator does not share its event loop. Prints its URL.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { shipped } from '../support/shipped.js';
import { documentFlow } from '../../test/fixtures/document-flow.js';
import { personOcrFlow } from '../../test/fixtures/ocr-flow.js';
import type * as Env from '../../src/config/env.js';
import type * as ServicesModule from '../../src/app/services.js';
import type * as AppModule from '../../src/http/app.js';

const { loadConfig } = await shipped<typeof Env>('config/env.js');
const { createServices } = await shipped<typeof ServicesModule>('app/services.js');
const { buildApp } = await shipped<typeof AppModule>('http/app.js');

const dir = mkdtempSync(join(tmpdir(), 'onward-bench-docv-'));
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  // The load generator is one address: its new sessions are measured unlimited.
  ONWARD_RATE_LIMIT_SESSIONS: '0',
  DATABASE_URL: process.env.DATABASE_URL ?? `sqlite:${join(dir, 'bench.sqlite')}`,
});
const logger = pino({ level: 'silent' });
const services = await createServices(config, { logger });
await services.tenants.createTenant({ id: 'bench', name: 'Bench' });
for (const [flowId, document] of [
  ['docv', documentFlow()],
  ['ocr', personOcrFlow()],
] as const) {
  await services.flows.putDraft({ tenantId: 'bench', flowId, document, actor: 'bench' });
  await services.flows.publish({ tenantId: 'bench', flowId, target: 'live', actor: 'bench' });
}
await services.startWorkers();
const app = await buildApp(services, { logger });
app.get('/__empty', async () => ({}));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${url}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => services.close())
    .then(() => process.exit(0));
});
