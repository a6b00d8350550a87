/**
 * The benchmarked server: the real app on a fresh SQLite file (or DATABASE_URL), with the demo's
 * example flows and an empty route as the same-server baseline. Prints its URL on stdout.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../src/config/env.js';
import { createServices } from '../../src/app/services.js';
import { buildApp } from '../../src/http/app.js';
import { exampleFlowFiles, loadFlowFiles } from '../../src/app/demo.js';

const dir = mkdtempSync(join(tmpdir(), 'onward-bench-'));
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL ?? `sqlite:${join(dir, 'bench.sqlite')}` });
const logger = pino({ level: 'silent' });
const services = await createServices(config, { logger });
await services.tenants.createTenant({ id: 'bench', name: 'Bench' });
await loadFlowFiles(services.flows, 'bench', exampleFlowFiles(), { publish: ['live'], actor: 'bench', logger });
await services.startWorkers();
const app = await buildApp(services, { logger });
app.get('/__empty', async () => ({}));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${url}\n`);
process.on('SIGTERM', () => { void app.close().then(() => services.close()).then(() => process.exit(0)); });
