import { parseArgs } from 'node:util';
import { ensureAdmin, generatePassword, printAdminCredentials } from './bootstrap/ensure-admin.js';
import { installExamples, prepareStore } from './bootstrap/initialize.js';
import { ConfigError, loadConfig } from './config/load-config.js';
import { ADMIN_ROLE } from './security/role-definitions.js';
import { SecurityError, SecurityManager } from './security/security-manager.js';
import { createStore } from './store/create-store.js';

const USAGE = `Usage: npm run tessera -- <command> [options]

Commands:
  init                       create or upgrade the metadata store and the built-in roles;
                             creates an administrator when there is none
  create-admin               --username NAME [--password PW] [--first-name F] [--last-name L] [--email E]
                             (a password is generated and printed when not given)
  create-user                --username NAME --role ROLE [--role ROLE2 ...] [--password PW]
                             [--first-name F] [--last-name L] [--email E]
                             (roles may also be comma separated; a password is generated and
                             printed when not given)
  load-examples              [--big] [--big-rows N]  load the example data (--big adds a 10M-row table)
  reset-password             --username NAME [--password PW]
  worker                     run async chart and SQL Lab queries from the Redis queue until
                             SIGINT/SIGTERM (needs TESSERA_REDIS_URL; see docs/deploying.md)
  help                       show this text
`;

const OPTIONS = {
  username: { type: 'string' },
  password: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string', multiple: true },
  big: { type: 'boolean', default: false },
  'big-rows': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  const command = positionals[0] ?? 'help';
  if (command === 'help' || values.help) {
    console.log(USAGE);
    return;
  }
  if (!['init', 'create-admin', 'create-user', 'load-examples', 'reset-password', 'worker'].includes(command)) {
    throw new UsageError(`Unknown command "${command}".`);
  }
  if (command === 'worker') {
    // Runs until a signal stops it; the web processes (or `init`) keep the metadata schema current.
    // Loaded on demand: the engines and plugins stay off the other commands' start-up.
    const { runWorker } = await import('./worker/run-worker.js');
    await runWorker();
    return;
  }

  const config = loadConfig();
  const store = await createStore({ url: config.databaseUrl, home: config.home });
  const logger = { info: (m: string) => console.log(m) };
  try {
    const security = new SecurityManager(store.db);
    await prepareStore(store, security, logger);
    switch (command) {
      case 'init': {
        const admin = await ensureAdmin(security, config);
        if (admin) printAdminCredentials(admin, `http://localhost:${config.port}`);
        console.log(`Metadata store ready (${store.dialect}).`);
        break;
      }
      case 'create-admin': {
        if (!values.username) throw new UsageError('create-admin needs --username.');
        const password = values.password ?? generatePassword();
        await security.createUser({
          username: values.username,
          password,
          firstName: values['first-name'] ?? 'Admin',
          lastName: values['last-name'] ?? 'User',
          email: values.email ?? null,
          roles: [ADMIN_ROLE],
        });
        console.log(`Administrator ${values.username} created.`);
        if (!values.password) console.log(`Password: ${password}`);
        break;
      }
      case 'create-user': {
        if (!values.username) throw new UsageError('create-user needs --username.');
        const roles = (values.role ?? []).flatMap((r) => r.split(',')).map((r) => r.trim()).filter(Boolean);
        if (roles.length === 0) throw new UsageError('create-user needs at least one --role.');
        const password = values.password ?? generatePassword();
        await security.createUser({
          username: values.username,
          password,
          firstName: values['first-name'],
          lastName: values['last-name'],
          email: values.email ?? null,
          roles,
        });
        console.log(`User ${values.username} created with role${roles.length === 1 ? '' : 's'} ${roles.join(', ')}.`);
        if (!values.password) console.log(`Password: ${password}`);
        break;
      }
      case 'load-examples': {
        const bigRows = values['big-rows'] === undefined ? undefined : Number(values['big-rows']);
        if (bigRows !== undefined && (!Number.isInteger(bigRows) || bigRows < 1)) throw new UsageError('--big-rows must be a positive integer.');
        await installExamples(store, config, logger, { big: values.big, bigRows });
        break;
      }
      case 'reset-password': {
        if (!values.username) throw new UsageError('reset-password needs --username.');
        const password = values.password ?? generatePassword();
        await security.resetPassword(values.username, password);
        console.log(`Password of ${values.username} changed; existing sessions are signed out.`);
        if (!values.password) console.log(`New password: ${password}`);
        break;
      }
    }
  } finally {
    await store.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof ConfigError || error instanceof SecurityError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
