#!/usr/bin/env node
/**
 * The `onward` command: serve | migrate | flows import FILE... | tenants create ... | lists ...
 * (`lists` and `businesses` delegate to their domains). Exit code 0 on success, 2 on bad
 * usage or configuration, 1 on failure.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env.js';
import { createLogger } from '../app/logger.js';
import { createServices } from '../app/services.js';
import { startServer } from '../app/server.js';
import { loadFlowFiles } from '../app/demo.js';
import { BOOTSTRAP_TENANT_ID } from '../app/bootstrap.js';
import { OnwardError } from '../errors/index.js';
import { runBusinessesCommand } from '../businesses/cli.js';
import { runListsCommand } from '../screening/index.js';
import { STUDIO_ROLES, isStudioRole } from '../studio/roles.js';
import { systemActor } from '../audit/trail.js';

const USAGE = `usage: onward <command>
  serve [--role api|worker|all]           start the service (PORT, DATABASE_URL, ... from the environment); the role
                                          (default ONWARD_ROLE, else all) picks HTTP API, job worker or both
  migrate                                 bring the database schema up to date
  flows import FILE... [--tenant ID] [--publish test|live|both]
                                          upload flow documents (flow id = file name without .json)
  tenants create --name NAME [--id ID] [--client-id ID] [--client-secret S] [--username U] [--password P]
                                          create a tenant with an OAuth client and a Basic user; prints the credentials
  accounts create --tenant ID --username U --role admin|builder|reviewer|read_only [--name NAME] [--password P]
                                          create a Studio account; prints it with its password (generated when not given)
  lists import --format F [--name LIST] PATH...
                                          import a screening list (formats in docs/screening.md) and store it as the
                                          active snapshot; running services pick it up within seconds
  lists                                   show the active screening-list snapshots
  businesses import --format F [--source NAME] [--map FIELD=COLUMN ...] [--out INDEX_FILE] PATH...
                                          import business registry files; --out writes an index file that
                                          ONWARD_BUSINESS_INDEXES loads at start (docs/business-search.md)`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve': {
      const { values } = parseArgs({ args: rest, options: { role: { type: 'string' } } });
      // Through the environment schema, so --role is checked exactly as ONWARD_ROLE is.
      const env = values.role === undefined ? process.env : { ...process.env, ONWARD_ROLE: values.role };
      await startServer(loadConfig(env), { handleSignals: true });
      return -1; // keep running
    }
    case 'migrate': {
      const services = await createServices(loadConfig(), { logger: createLogger({ logLevel: 'warn' }) });
      await services.close();
      console.log('database is up to date');
      return 0;
    }
    case 'flows':
      return flowsCommand(rest);
    case 'tenants':
      return tenantsCommand(rest);
    case 'accounts':
      return accountsCommand(rest);
    case 'lists':
      return listsCommand(rest);
    case 'businesses':
      return runBusinessesCommand(rest);
    case undefined:
    case 'help':
    case '--help':
      console.log(USAGE);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  }
}

async function flowsCommand(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { tenant: { type: 'string', default: BOOTSTRAP_TENANT_ID }, publish: { type: 'string' } },
  });
  const [sub, ...files] = positionals;
  if (sub !== 'import' || files.length === 0)
    throw new UsageError('flows import FILE... [--tenant ID] [--publish test|live|both]');
  const publish =
    values.publish === undefined ? [] : values.publish === 'both' ? (['test', 'live'] as const) : [values.publish];
  if (publish.some((p) => p !== 'test' && p !== 'live')) throw new UsageError('--publish takes test, live or both');
  const config = loadConfig();
  const services = await createServices(config, { logger: createLogger({ logLevel: 'warn' }) });
  try {
    if (!(await services.tenants.getTenant(values.tenant)))
      throw new UsageError(`tenant ${values.tenant} does not exist`);
    const loaded = await loadFlowFiles(services.flows, values.tenant, files, {
      publish: publish as Array<'test' | 'live'>,
      actor: 'cli',
      logger: createLogger({ logLevel: 'warn' }),
    });
    console.log(`imported ${loaded.length} flow(s): ${loaded.join(', ')}`);
    return 0;
  } finally {
    await services.close();
  }
}

async function tenantsCommand(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      id: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
    },
  });
  if (positionals[0] !== 'create' || !values.name)
    throw new UsageError(
      'tenants create --name NAME [--id ID] [--client-id ID] [--client-secret S] [--username U] [--password P]',
    );
  const services = await createServices(loadConfig(), { logger: createLogger({ logLevel: 'warn' }) });
  try {
    const tenant = await services.tenants.createTenant({ name: values.name, ...(values.id ? { id: values.id } : {}) });
    const client = await services.tenants.putClient({
      tenantId: tenant.id,
      ...(values['client-id'] ? { clientId: values['client-id'] } : {}),
      ...(values['client-secret'] ? { secret: values['client-secret'] } : {}),
    });
    const user = values.username
      ? await services.tenants.putUser({
          tenantId: tenant.id,
          username: values.username,
          ...(values.password ? { password: values.password } : {}),
        })
      : undefined;
    // Secrets are stored hashed: this is the only time they are shown.
    console.log(JSON.stringify({ tenant, client, ...(user ? { user } : {}) }, null, 2));
    return 0;
  } finally {
    await services.close();
  }
}

async function accountsCommand(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tenant: { type: 'string', default: BOOTSTRAP_TENANT_ID },
      username: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const usage =
    'accounts create --tenant ID --username U --role admin|builder|reviewer|read_only [--name NAME] [--password P]';
  if (positionals[0] !== 'create' || !values.username || !values.role) throw new UsageError(usage);
  const role = values.role;
  if (!isStudioRole(role)) throw new UsageError(`--role takes ${STUDIO_ROLES.join(', ')}`);
  const services = await createServices(loadConfig(), { logger: createLogger({ logLevel: 'warn' }) });
  try {
    if (!(await services.tenants.getTenant(values.tenant)))
      throw new UsageError(`tenant ${values.tenant} does not exist`);
    const created = await services.studioAccounts.create({
      tenantId: values.tenant,
      username: values.username,
      role,
      actor: systemActor('cli'),
      ...(values.name ? { displayName: values.name } : {}),
      ...(values.password ? { password: values.password } : {}),
    });
    // Stored hashed: this is the only time the password is shown.
    console.log(JSON.stringify(created, null, 2));
    return 0;
  } finally {
    await services.close();
  }
}

async function listsCommand(argv: string[]): Promise<number> {
  if (argv.length > 0 && argv[0] !== 'import') throw new UsageError('lists [import --format F [--name LIST] PATH...]');
  const services = await createServices(loadConfig(), { logger: createLogger({ logLevel: 'warn' }) });
  try {
    if (argv.length === 0) {
      console.log(JSON.stringify(await services.lists.active(), null, 2));
      return 0;
    }
    return await runListsCommand(argv, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      // Stored only: this process serves nothing, and the services' pollers load it from the database.
      onSnapshot: async (snapshot) => {
        const { status, snapshot: stored } = await services.lists.saveSnapshot(snapshot);
        console.error(
          status === 'unchanged'
            ? `${stored.listName}: unchanged (same content as the active version ${stored.version}), nothing stored`
            : `${stored.listName}: version ${stored.version} is now the active snapshot`,
        );
      },
    });
  } finally {
    await services.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (err: unknown) => {
    // A command that failed half-way (e.g. serve, after opening pools and the job queue) may hold
    // handles that keep Node alive: exit once the message is out rather than hang.
    setTimeout(() => process.exit(), 2000).unref();
    if (err instanceof UsageError || (err as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      console.error(`onward: ${(err as Error).message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (err instanceof ConfigError) {
      console.error(`onward: ${err.message}`);
      process.exitCode = 2;
    } else if (err instanceof OnwardError) {
      console.error(`onward: ${err.message}${err.details ? `\n${JSON.stringify(err.details, null, 2)}` : ''}`);
      process.exitCode = 1;
    } else {
      console.error(err);
      process.exitCode = 1;
    }
  },
);
