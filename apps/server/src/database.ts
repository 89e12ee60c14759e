import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { dataFoldersOf, secureDataFolders } from './shared/private-files.js';

/**
 * Makes the data, database, mail and backups folders owner-only (issue 33), and says so when one of them was open to
 * other users of the machine (a shop started before this rule): once, since the next start finds them closed.
 */
export function secureConfiguredFolders(config: Config, say: (line: string) => void): void {
  const { openFolders, tightened } = secureDataFolders(dataFoldersOf(config));
  if (openFolders.length === 0) return;
  say(
    `${openFolders.join(', ')} could be read by other users of this machine (password hashes, two-factor keys, ` +
      `reset links): made them and ${tightened} files and folders in them readable by this user only.`,
  );
}

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
