import { loadConfig } from '../config.js';
import { createDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { runSeeds } from './seed.js';

const config = loadConfig();
const handle = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(handle, config.migrationDatabaseUrl);
  await runSeeds(handle.db);
  console.log(`database migrated and seeded (${handle.driver})`);
} finally {
  await handle.close();
}
