import fp from 'fastify-plugin';
import { createDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { runSeeds } from '../db/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  databaseUrl: string | undefined;
  /** The two-role set-up: migrations run as this (owning) role, the app connects with databaseUrl. */
  migrationDatabaseUrl?: string | undefined;
  dataDir: string;
  /** See DatabaseOptions.startFrom. */
  startFrom?: Blob | undefined;
}

/** Opens the database, applies the migration set and the seeds, and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const { migrationDatabaseUrl, ...databaseOptions } = options;
    const handle = await createDatabase({ ...databaseOptions, logger: app.log });
    try {
      await migrateDatabase(handle, migrationDatabaseUrl);
      await runSeeds(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.log.info({ driver: handle.driver }, 'database ready');
    app.decorate<DatabaseHandle>('database', handle);
    app.decorate<Database>('db', handle.db);
    app.readiness.add('database', () => handle.ping());
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db', dependencies: ['readiness'] },
);
