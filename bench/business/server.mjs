/**
 * The benchmarked business-search server, run as shipped (the built dist/, plain node): the
 * real app (createServices + buildApp on a fresh SQLite file) with the index file given in
 * argv[2] loaded into services.businessRegistry, a tenant with an OAuth client, and an empty
 * POST route as the same-server baseline. Prints one JSON line on stdout: {url, clientId,
 * clientSecret}.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../dist/config/env.js';
import { createServices } from '../../dist/app/services.js';
import { buildApp } from '../../dist/http/app.js';
import { deserialiseDataset } from '../../dist/businesses/index/serialise.js';

const indexFile = process.argv[2];
if (!indexFile) throw new Error('usage: server.mjs INDEX_FILE');
const dir = mkdtempSync(join(tmpdir(), 'onward-bench-business-'));
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  ONWARD_DEMO: '0',
  DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
});
const logger = pino({ level: 'silent' });
const services = await createServices(config, { logger });
services.businessRegistry.activate(deserialiseDataset(new Uint8Array(readFileSync(indexFile))));
await services.tenants.createTenant({ id: 'bench', name: 'Bench' });
const client = await services.tenants.putClient({
  tenantId: 'bench',
  clientId: 'bench-client',
  secret: 'bench-secret-0123456789',
});
const app = await buildApp(services, { logger });
app.post('/__empty', async () => ({ results: [] }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url, clientId: client.clientId, clientSecret: client.secret })}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => services.close())
    .then(() => process.exit(0));
});
