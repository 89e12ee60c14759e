import net from 'node:net';
import { buildApp, createServices } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { loadEnvFile } from './env-file.js';
import { openConfiguredDatabase, secureConfiguredFolders } from './database.js';
import { DatabaseInUseError } from './db/client.js';
import { createLogger } from './http/logging.js';
import { demoData } from './seed/demo-data.js';
import { shopIsOpen, startEmpty } from './seed/empty-start.js';
import { seedDemo, writeDemoImages } from './seed/seed.js';

/** Fails early, before anything is opened, seeded or locked, when the port cannot be listened on. */
async function checkPort(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'EADDRINUSE'
          ? `Port ${port} is already in use (is the shop already running?).`
          : error.code === 'EACCES'
            ? `Port ${port} needs more rights than this user has.`
            : `Port ${port} cannot be used: ${error.message}.`;
      reject(
        new ConfigError(`${why} Stop what is listening there, or choose another port: PORT=3001 npm start.`),
      );
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  await checkPort(config.port, config.host);
  const said: string[] = [];
  secureConfiguredFolders(config, (line) => said.push(line));
  const database = await openConfiguredDatabase(config);
  // A real shop never gets the demo: its first start is empty (issue 36); every later start finds its data and leaves it.
  const seeded = config.production
    ? { seeded: false, empty: (await startEmpty(database, { shopName: config.shopName })).started }
    : { ...(await seedDemo(database, { reset: false, uploadsDir: config.uploadsDir })), empty: false };
  if (!config.production && !seeded.seeded) await writeDemoImages(config.uploadsDir);

  const logger = createLogger(config.logLevel);
  for (const line of said) logger.warn(line);
  const services = await createServices(config, database, logger);
  // The demo gets an owner on its first start (a real shop makes its own with npm run staff:create).
  const demoOwner = config.production
    ? undefined
    : await services.staff.ensureDemoOwner(
        `owner@${demoData.shop.contact_email.split('@')[1]}`,
        config.demoOwnerPassword,
      );
  const app = await buildApp({ config, database, services, logger, background: true });

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
  const open = await shopIsOpen(database.db);
  app.log.info(
    `The shop is ${open ? 'open' : 'running'} at http://localhost:${config.port} on ${where}` +
      (seeded.seeded ? ', with fresh demo data' : seeded.empty ? ', new and empty' : '') +
      ` (payments: ${config.paymentMode === 'sandbox' ? 'the offline sandbox, test mode' : `Razorpay, ${config.paymentMode} mode`}).`,
  );
  if (!open) {
    app.log.warn(
      'It is not open to customers yet: they see "coming soon" until the owner opens it from the setup checklist on ' +
        `the console's first page (http://localhost:${config.port}/admin).` +
        (seeded.empty
          ? ' It starts empty: no products yet, and the pages are our templates, each marked "review me".'
          : ''),
    );
  }
  // A real shop with live payments and gaps in who sells takes no orders: one line names each gap.
  const notOpen = await services.site.notOpenLine();
  if (notOpen) app.log.error(notOpen);
  if (config.production && !(await services.staff.anyStaff())) {
    app.log.warn('No staff account yet: create the owner with `npm run staff:create` (README: "Staff").');
  }
  if (demoOwner) {
    app.log.warn(
      `Staff: the farm's console is at http://localhost:${config.port}/admin (its API at /api/admin, described at ` +
        `/api/docs). ` +
        `Demo owner: ${demoOwner.email}, password ${demoOwner.password} (shown this once; keep it).`,
    );
  }
  if (config.paymentMode !== 'live') {
    app.log.warn(
      'Payments are in test mode: no money is taken. To take real payments set RAZORPAY_KEY_ID and ' +
        'RAZORPAY_KEY_SECRET with live keys (README: "Going live with Razorpay").',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
