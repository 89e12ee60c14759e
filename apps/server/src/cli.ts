import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { loadEnvFile } from './env-file.js';
import { DatabaseInUseError } from './db/client.js';
import { generateCatalogue } from './seed/generate.js';
import { seedDemo } from './seed/seed.js';
import { openConfiguredDatabase } from './database.js';

const usage = [
  'Usage: node apps/server/dist/cli.js seed   (replaces the shop content with the demo data)',
  '       node apps/server/dist/cli.js generate-catalogue [--products 1000] [--categories 20]',
  '         (adds generated categories and products beside the existing data, for the benchmarks)',
].join('\n');

async function run(command: string | undefined, args: string[]): Promise<void> {
  if (command !== 'seed' && command !== 'generate-catalogue') {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const options =
    command === 'generate-catalogue'
      ? parseArgs({
          args,
          options: {
            products: { type: 'string', default: '1000' },
            categories: { type: 'string', default: '20' },
          },
        }).values
      : undefined;
  loadEnvFile();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    if (command === 'generate-catalogue') {
      // An empty database gets the demo first, as a start would, so the generated rows sit beside it.
      await seedDemo(database, { reset: false, uploadsDir: config.uploadsDir });
      const result = await generateCatalogue(database, {
        products: Number(options!.products),
        categories: Number(options!.categories),
      });
      console.log(
        `Generated ${result.categories} categories, ${result.products} products, ${result.sizes} sizes, ${result.images} gallery images.`,
      );
      return;
    }
    const result = await seedDemo(database, { reset: true, uploadsDir: config.uploadsDir });
    const counts = Object.entries(result.counts)
      .map(([name, count]) => `${count} ${name}`)
      .join(', ');
    console.log(`Demo data reset: ${counts}. Images written to ${config.uploadsDir}.`);
  } finally {
    await database.close();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
