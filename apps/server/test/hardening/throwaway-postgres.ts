/**
 * A PostgreSQL server of the test's own, for the tests that must stop one: a new cluster made with PostgreSQL's own
 * initdb in a temporary folder, on a free port of 127.0.0.1, removed afterwards. The machine's PostgreSQL is never
 * touched. As root (CI), the cluster runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.js';

/** PostgreSQL's programs: PG_BIN if set, else Debian's /usr/lib/postgresql/<newest>/bin. */
function findBinDir(): string | undefined {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
      : [];
  return candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
}

const binDir = findBinDir();
const asRoot = process.getuid?.() === 0;
const runAs = asRoot ? 'postgres' : undefined;

/** Why a throwaway cluster cannot be made here, or undefined when it can. */
export const throwawayUnavailable: string | undefined = !binDir
  ? "PostgreSQL's initdb and pg_ctl were not found (set PG_BIN, or install postgresql)"
  : asRoot && !hasUser('postgres')
    ? 'running as root and there is no postgres user to run a cluster as'
    : undefined;

function hasUser(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

function run(program: string, args: string[]) {
  const file = path.join(binDir!, program);
  if (runAs) execFileSync('runuser', ['-u', runAs, '--', file, ...args], { stdio: 'pipe' });
  else execFileSync(file, args, { stdio: 'pipe' });
}

export interface ThrowawayPostgres {
  /** The cluster's own `postgres` database, as an admin URL (trust authentication on loopback). */
  url: string;
  stop(): void;
  start(): void;
  /** Stops the cluster (if running) and removes its folder. */
  destroy(): void;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (throwawayUnavailable) throw new Error(throwawayUnavailable);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  if (runAs) execFileSync('chown', [runAs, root], { stdio: 'pipe' });
  const port = await freePort();
  let running = false;
  const cluster: ThrowawayPostgres = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-o',
        `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      ]);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy() {
      try {
        if (running) cluster.stop();
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
