import { ConfigError, loadConfig } from './config.js';
import { DatabaseInUseError } from './db/client.js';
import { seedDemo } from './seed/seed.js';
import { openConfiguredDatabase } from './database.js';

const usage = 'Usage: node apps/server/dist/cli.js seed   (replaces the shop content with the demo data)';

async function run(command: string | undefined): Promise<void> {
  if (command !== 'seed') {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const result = await seedDemo(database, { reset: true, uploadsDir: config.uploadsDir });
    const counts = Object.entries(result.counts)
      .map(([name, count]) => `${count} ${name}`)
      .join(', ');
    console.log(`Demo data reset: ${counts}. Images written to ${config.uploadsDir}.`);
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
