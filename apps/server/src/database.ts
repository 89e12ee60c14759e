import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';

/** Opens the configured database (PGlite in DATA_DIR unless DATABASE_URL is set) and brings its schema up to date. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ engine: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : await openDatabase({
        engine: 'pglite',
        dir: config.pgliteDir,
        sharedBuffers: config.pgliteSharedBuffers,
      });
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
