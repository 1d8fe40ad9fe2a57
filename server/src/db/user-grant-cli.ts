// npm run user:grant -- <email> <role> [--revoke]: gives (or takes) a console role, on the database the server uses.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { changeRole, GrantError, normalizeRole } from '../services/console/grants.js';
import { createDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';

const USAGE = `Usage: npm run user:grant -- <email> <role> [--revoke]

  <role>    admin                  everything in the staff console
            recruiter:ITH-0007     the applications to one enterprise's jobs (repeat for more enterprises)
            editor:event           the content of one section and the media library (editor:* for every section)
            hub                    the International Talent Hub's inbox
            service                reserved for the chat desk (grants nothing yet)
  --revoke  take the role away instead

The account must exist (registered on the portal). Uses DATABASE_URL, else the embedded database under DATA_DIR
(stop the server first: the embedded database serves one process at a time).`;

function fail(message: string, code = 1): never {
  console.error(`user:grant: ${message}`);
  process.exit(code);
}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { revoke: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
}

const { values, positionals } = parse();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [email, roleText, ...extra] = positionals;
if (email === undefined || roleText === undefined || extra.length > 0) fail(`expected an e-mail and a role.\n\n${USAGE}`, 2);
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`"${email}" is not an e-mail address.\n\n${USAGE}`, 2);
const role = normalizeRole(roleText);
if (!role) fail(`"${roleText}" is not a role: use admin, hub, service, editor:<section>, editor:* or recruiter:ITH-<four digits>, e.g. recruiter:ITH-0007.`, 2);

function configOrFail() {
  try {
    return loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error));
  }
}

const config = configOrFail();
const handle = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  // The same migrations the server applies at start, so a fresh database answers "no such account", not an SQL error.
  await migrateDatabase(handle, config.migrationDatabaseUrl);
  const outcome = await changeRole(handle.db, { email, role, revoke: values.revoke }, new Date());
  const list = (entries: string[]) => (entries.length === 0 ? '(none)' : entries.join(', '));
  if (!outcome.changed) {
    console.log(`${outcome.email} ${values.revoke ? 'does not have' : 'already has'} ${role}: nothing changed.`);
  } else {
    console.log(`${values.revoke ? 'Revoked' : 'Granted'} ${role} ${values.revoke ? 'from' : 'to'} ${outcome.email}.`);
  }
  console.log(`Permissions: ${list(outcome.before)} -> ${list(outcome.after)}`);
  if (outcome.changed) {
    console.log(
      'The server applies it from the next request (sessions stay valid); the client shows it after the next login.',
    );
  }
  if (!outcome.active) console.log('Note: the account is not activated yet; the role works once it is.');
} catch (error) {
  exitCode = 1;
  console.error(`user:grant: ${error instanceof GrantError ? error.message : (error as Error).stack ?? String(error)}`);
} finally {
  await handle.close();
}
process.exit(exitCode);
