import { describe, expect, it } from 'vitest';
import { normalizeRole } from '../../../server/src/services/console/grants.js';
import { TEST_DATABASES } from '../support/databases.js';
import { describeUserGrantCli } from './support/user-grant-suite.js';

// The PostgreSQL run is user-grant-cli-postgres.test.ts.
describeUserGrantCli(TEST_DATABASES.find((database) => database.name === 'pglite')!);

describe('the roles the command accepts', () => {
  it('normalizes the spellings of every console role and refuses the rest', () => {
    const accepted: Array<[string, string]> = [
      ['admin', 'admin'],
      [' ADMIN ', 'admin'],
      ['hub', 'hub'],
      ['Service', 'service'],
      ['editor:event', 'editor:event'],
      ['Editor:Home_Block', 'editor:home_block'],
      ['editor:*', 'editor:*'],
      ['recruiter:ith-0007', 'recruiter:ITH-0007'],
    ];
    for (const [input, stored] of accepted) expect(normalizeRole(input), input).toBe(stored);
    for (const input of ['editor:events', 'editor:', 'editor', 'editor:**', 'hub:1', 'recruiter:ITH-7', 'root', '']) {
      expect(normalizeRole(input), input).toBeUndefined();
    }
  });
});
