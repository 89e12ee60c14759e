import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openConfiguredDatabase } from './database.js';
import { DatabaseInUseError } from './db/client.js';
import { createLogger } from './http/logging.js';
import { seedDemo, writeDemoImages } from './seed/seed.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const seeded = await seedDemo(database, { reset: false, uploadsDir: config.uploadsDir });
  if (!seeded.seeded) await writeDemoImages(config.uploadsDir);

  const app = await buildApp({
    config,
    database,
    logger: createLogger(config.logLevel),
    background: true,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.pgliteDir}`;
  app.log.info(
    `The shop is open at http://localhost:${config.port} on ${where}` +
      (seeded.seeded ? ', with fresh demo data' : '') +
      ` (payments: ${config.paymentMode === 'sandbox' ? 'the offline sandbox, test mode' : `Razorpay, ${config.paymentMode} mode`}).`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
