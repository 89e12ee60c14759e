import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, staffPasswordProblem, staffPasswordRule, type StaffRole } from '@farm/contract';
import { createServices } from './app.js';
import { DomainError, RuleViolationError } from './shared/errors.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { loadEnvFile } from './env-file.js';
import { DatabaseInUseError } from './db/client.js';
import { generateCatalogue } from './seed/generate.js';
import { seedDemo } from './seed/seed.js';
import { openConfiguredDatabase, secureConfiguredFolders } from './database.js';
import { backupCommand, moveToPostgresCommand, restoreCommand } from './backup/commands.js';
import { BackupError } from './backup/format.js';

const usage = [
  'Usage: node apps/server/dist/cli.js seed [--demo]   (replaces the shop content with the demo data; a real shop,',
  '         NODE_ENV=production, only with --demo)',
  '       node apps/server/dist/cli.js staff:create   (adds a staff member: asks for e-mail, name, role, password)',
  '       node apps/server/dist/cli.js generate-catalogue [--products 1000] [--categories 20]',
  '         (adds generated categories and products beside the existing data, for the benchmarks)',
  '       node apps/server/dist/cli.js backup [FILE]   (npm run db:backup: the database and pictures in one file,',
  '         by default backups/shop-<UTC time>.jsonl.gz)',
  '       node apps/server/dist/cli.js restore FILE   (npm run db:restore -- FILE: into an empty database or data folder)',
  '       node apps/server/dist/cli.js move-to-postgres DATABASE_URL   (npm run db:move-to-postgres -- URL: copies the',
  '         embedded database in DATA_DIR into an empty PostgreSQL database)',
].join('\n');

/** Paths the person typed are theirs: relative to where they ran npm, not to the project folder npm moves to. */
const typedFrom = () => process.env.INIT_CWD ?? process.cwd();

const DATA_COMMANDS = {
  backup: (config: Config, args: string[]) => backupCommand(config, args[0], typedFrom()),
  restore: (config: Config, args: string[]) => restoreCommand(config, args[0], typedFrom()),
  'move-to-postgres': (config: Config, args: string[]) => moveToPostgresCommand(config, args[0]),
} as const;

async function run(command: string | undefined, args: string[]): Promise<void> {
  if (command === 'staff:create') return createStaff();
  if (command && Object.hasOwn(DATA_COMMANDS, command)) {
    if (args.length > 1) throw new ConfigError(`Too many arguments for ${command}.\n${usage}`);
    loadEnvFile();
    const config = loadConfig();
    secureConfiguredFolders(config, (line) => console.warn(line));
    console.log(await DATA_COMMANDS[command as keyof typeof DATA_COMMANDS](config, args));
    return;
  }
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
  if (command === 'seed') refuseDemoOverRealShop(config, args);
  secureConfiguredFolders(config, (line) => console.warn(line));
  const database = await openConfiguredDatabase(config);
  try {
    if (command === 'generate-catalogue') {
      // An empty database gets the demo first, so the generated rows sit beside it: a tool for the benchmarks, which
      // measure a shop full of made-up products, with NODE_ENV=production too (a real shop's start never does this).
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

/**
 * `npm run db:seed` replaces a shop's content with the demo's. On a real shop (NODE_ENV=production) that is never done
 * by a slip of the fingers: it is refused, changing nothing, unless `--demo` says it is meant (issue 36). Elsewhere the
 * demo is what the command is for, and `--demo` changes nothing.
 */
function refuseDemoOverRealShop(config: Config, args: string[]): void {
  const unknown = args.filter((arg) => arg !== '--demo');
  if (unknown.length > 0) throw new ConfigError(`Unknown argument for seed: ${unknown.join(' ')}.\n${usage}`);
  if (!config.production || args.includes('--demo')) return;
  throw new ConfigError(
    'This is a real shop (NODE_ENV=production): npm run db:seed would replace its products, categories, farm pages, ' +
      'page texts and shop details with the demo’s made-up ones (orders and customers stay, but lose their links to ' +
      'the products). Nothing was changed.\n' +
      'To start a real shop afresh, use "Start afresh" in the console’s Settings instead. If you do mean to put the ' +
      'demo in, take a backup first (npm run db:backup), then run: npm run db:seed -- --demo',
  );
}

/**
 * Asks for a line; with `hidden`, what is typed is not shown (a password). readline echoes what it reads through its
 * output stream, and overriding its private `_writeToOutput` no longer silences that on Node 20 (the echo goes through
 * an internal symbol there; the password was shown as it was typed). So readline writes to a stream of ours that
 * passes the question on and swallows the echo.
 */
async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({
    input: process.stdin,
    output,
    terminal: Boolean(process.stdin.isTTY),
  });
  process.stdout.write(question);
  muted = hidden;
  const answer = await rl.question('');
  rl.close();
  if (hidden) process.stdout.write('\n');
  return answer.trim();
}

/** npm run staff:create: the first owner of a real shop (or any staff member), asked for on the terminal. */
async function createStaff(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const email = (await ask('E-mail: ')).toLowerCase();
  const name = (await ask('Name: ')) || email;
  const role = ((await ask(`Role (${STAFF_ROLES.join(', ')}) [owner]: `)) || 'owner') as StaffRole;
  if (!STAFF_ROLES.includes(role))
    throw new ConfigError(`The role must be one of: ${STAFF_ROLES.join(', ')}.`);
  // The staff password rule, said before it is asked for; a password that breaks it is asked for again, saying why.
  console.log(`The password: ${staffPasswordRule(email)}`);
  let password = await ask('Password: ', true);
  for (let tries = 1; staffPasswordProblem(password, email) && tries < 3; tries += 1) {
    console.log(staffPasswordProblem(password, email));
    password = await ask('Password: ', true);
  }
  const problem = staffPasswordProblem(password, email);
  if (problem) throw new ConfigError(problem);
  if ((await ask('Password again: ', true)) !== password) throw new ConfigError('The two passwords differ.');
  secureConfiguredFolders(config, (line) => console.warn(line));
  const database = await openConfiguredDatabase(config);
  try {
    const services = await createServices(config, database);
    const member = await services.staff.create(
      { name, email, role, password },
      { staffId: null, actor: 'command line' },
    );
    await services.close();
    console.log(`${member.name} <${member.email}> can now sign in to the staff API as ${member.role}.`);
  } catch (error) {
    if (error instanceof RuleViolationError || error instanceof DomainError)
      throw new ConfigError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof DatabaseInUseError || error instanceof BackupError
      ? error.message
      : error,
  );
  process.exit(1);
});
