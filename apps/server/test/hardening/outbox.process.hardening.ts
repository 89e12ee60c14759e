/**
 * The outbox across crashes: the real server, SIGKILLed while its message is half-sent (the mail server holds the
 * data without answering) or after the message was written and before any try, loses nothing and sends nothing
 * twice: after a restart the message arrives exactly once.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { customerBody } from '../factories.js';
import { startMailServer, type MailServer } from '../mail-server.js';
import { freePort, HttpShopper, startServer, tempDataDir, type ServerProcess } from './server-process.js';

const running = new Set<ServerProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const server of running) await server.kill();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(dataDir: string, port: number, mail: MailServer, env: Record<string, string> = {}) {
  const server = await startServer({
    dataDir,
    port,
    env: {
      SMTP_URL: mail.url,
      MAIL_FROM: 'Farm <hello@farm.example>',
      OUTBOX_EVERY_MS: '100',
      OUTBOX_LEASE_MS: '2000',
      ...env,
    },
  });
  running.add(server);
  return server;
}

async function setUp() {
  const mail = await startMailServer();
  cleanups.push(() => mail.close());
  const dataDir = tempDataDir();
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { mail, dataDir, port: await freePort() };
}

/** A customer, and a "forgot password" message for them written to the outbox. */
async function messageFor(server: ServerProcess): Promise<string> {
  const shopper = new HttpShopper(server.url);
  const body = customerBody({ name: 'Crash Tester' });
  expect((await shopper.call('POST', '/api/customer.store', body)).status).toBe(201);
  expect((await shopper.call('POST', '/api/forgot-password', { email: body.email })).status).toBe(200);
  return body.email;
}

const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the outbox when the server is killed', () => {
  it('mid-send (the mail server has the data, the sender never hears back): sent once after a restart', async () => {
    const { mail, dataDir, port } = await setUp();
    let server = await start(dataDir, port, mail);
    const held = new Promise<void>((resolve) => mail.hold(resolve));
    const email = await messageFor(server);
    await held;
    await server.kill();
    running.delete(server);
    mail.release();
    expect(mail.received).toHaveLength(0);

    server = await start(dataDir, port, mail);
    await mail.waitFor(1, 15_000);
    await quietFor(1500);
    expect(mail.received).toHaveLength(1);
    expect(mail.to(email)).toHaveLength(1);
    expect(mail.received[0]!.subject).toContain('Set a new password');
  });

  it('after the message was written and before any try: sent once after a restart', async () => {
    const { mail, dataDir, port } = await setUp();
    // The first process never gets to send: its pass runs at start only, long before the message exists.
    let server = await start(dataDir, port, mail, { OUTBOX_EVERY_MS: '600000' });
    const email = await messageFor(server);
    await server.kill();
    running.delete(server);
    expect(mail.received).toHaveLength(0);

    server = await start(dataDir, port, mail);
    await mail.waitFor(1, 15_000);
    await quietFor(1500);
    expect(mail.to(email)).toHaveLength(1);
    expect(mail.received).toHaveLength(1);
  });
});
