/**
 * The server bench/studio opens the Studio on, run as shipped (the built dist/ and the built
 * Studio in dist/studio-web): the real app on a fresh SQLite file with one tenant whose Basic user
 * signs in. Prints its URL on stdout.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../dist/config/env.js';
import { createServices } from '../../dist/app/services.js';
import { buildApp } from '../../dist/http/app.js';

const dir = mkdtempSync(join(tmpdir(), 'onward-bench-studio-'));
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
});
const logger = pino({ level: 'silent' });
const services = await createServices(config, { logger });
await services.tenants.createTenant({ id: 'bench', name: 'Bench' });
await services.tenants.putUser({ tenantId: 'bench', username: 'bench', password: 'bench-password-0123' });
const app = await buildApp(services, { logger });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
