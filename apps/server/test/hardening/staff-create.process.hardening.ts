/**
 * `npm run staff:create` on a real terminal (a pseudo-terminal from util-linux's `script`): the password is asked for
 * twice and never appears on the screen, while the e-mail and name are echoed as typed (issue 33: on Node 20 the
 * password was shown as it was typed).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { buildServer, tempDataDir } from './server-process.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

it('asks for the password without showing it', async () => {
  buildServer();
  const dataDir = tempDataDir();
  folders.push(dataDir);
  const password = 'Tamarind-Grove-Season-88';
  const cli = `${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(serverDir, 'dist', 'cli.js'))} staff:create`;
  const child = spawn('script', ['-qfec', cli, '/dev/null'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, ENV_FILE: 'none', DATA_DIR: dataDir, TERM: 'dumb' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let screen = '';
  child.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  // Each answer once its question is on the screen, as a person types.
  const answer = async (question: string, line: string) => {
    const deadline = Date.now() + 60_000;
    while (!screen.endsWith(question) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.stdin.write(`${line}\r`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  await answer('E-mail: ', 'first.owner@farm.example');
  await answer('Name: ', 'Lakshmi Menon');
  await answer('[owner]: ', '');
  await answer('Password: ', password);
  await answer('Password again: ', password);
  expect(await exited).toBe(0);
  expect(screen).toContain('can now sign in');
  // What was typed for the e-mail is shown (the terminal works); the password is not, in any part.
  expect(screen).toContain('first.owner@farm.example');
  expect(screen).not.toContain(password);
  expect(screen).not.toContain('Tamarind');
}, 120_000);
