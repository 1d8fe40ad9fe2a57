import { describe } from 'vitest';
import { TEST_DATABASES } from '../support/databases.js';
import { describeUserGrantCli } from './support/user-grant-suite.js';

// Runs when TEST_DATABASE_URL names a PostgreSQL server (CI sets it); the embedded-database run is user-grant-cli.test.ts.
const postgres = TEST_DATABASES.find((database) => database.name === 'postgres');
describe.runIf(postgres)('on PostgreSQL', () => {
  if (postgres) describeUserGrantCli(postgres);
});
