import { appSettings } from './schema/index.js';
import type { Database } from './client.js';
import { seedContent } from '../content/seeder.js';
import { seedCannedAnswers } from '../services/chat/canned-defaults.js';

/** Settings every installation starts with; existing values are never overwritten. */
const DEFAULT_SETTINGS: Array<{ key: string; value: unknown }> = [{ key: 'site.default_language', value: 'CN' }];

/** Idempotent: runs on every start and from `npm run db:seed`. Later areas add their seeds here. */
export async function runSeeds(db: Database): Promise<void> {
  await db.insert(appSettings).values(DEFAULT_SETTINGS).onConflictDoNothing({ target: appSettings.key });
  await seedContent(db);
  await seedCannedAnswers(db);
}
