import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { FileStore } from './file-store.js';
import { PgFileStore } from './pg-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** S3-compatible object storage when S3_BUCKET is set, else the application's own database. */
export function createFileStore(config: Pick<Config, 's3'>, database: Pick<DatabaseHandle, 'db' | 'driver'>): FileStore {
  if (config.s3) return new S3FileStore(config.s3);
  return new PgFileStore(database.db, database.driver === 'pglite' ? 'hex' : 'binary');
}
