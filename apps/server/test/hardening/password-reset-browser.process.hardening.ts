/**
 * The whole "forgot password" journey in a real browser against the real server: the link on the login page, the
 * request, the e-mail read from an SMTP server on loopback, the link followed, the new password set; then the new
 * password signs in and the old one does not.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOTIFICATION_MESSAGES } from '@farm/contract';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBody } from '../factories.js';
import { startMailServer, type MailServer } from '../mail-server.js';
import { HttpShopper, startServer, tempDataDir, type ServerProcess } from './server-process.js';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'web');
let server: ServerProcess | undefined;
let mail: MailServer | undefined;
let browser: Browser | undefined;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  // The storefront built into a folder of this test's own (Vite: about a second).
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  cleanups.push(() => fs.rmSync(webDist, { recursive: true, force: true }));
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: webDir,
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`the storefront did not build:\n${built.stderr}`);
  const dataDir = tempDataDir();
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  mail = await startMailServer();
  server = await startServer({
    dataDir,
    // An open shop: a real one starts empty and closed (issue 36), and a closed shop's storefront is "coming soon".
    demo: true,
    env: {
      WEB_DIST_DIR: webDist,
      SMTP_URL: mail.url,
      MAIL_FROM: 'Farm <hello@farm.example>',
      OUTBOX_EVERY_MS: '100',
    },
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
});

afterAll(async () => {
  try {
    await browser?.close();
    await server?.kill();
    await mail?.close();
  } finally {
    for (const cleanup of cleanups.reverse()) cleanup();
  }
});

describe('forgot password in the browser', () => {
  it('from the login page to a new password that works, the old one refused', async () => {
    const body = customerBody({ name: 'Meera Nair' });
    const shopper = new HttpShopper(server!.url);
    expect((await shopper.call('POST', '/api/customer.store', body)).status).toBe(201);

    const page = await browser!.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${server!.url}/login`);
    await page.getByRole('link', { name: NOTIFICATION_MESSAGES.forgotLink }).click();
    await page.waitForURL(/\/forgot-password$/);
    // An e-mail typed just after this page opens is sometimes wiped (the form drawn again, empty: "Email is
    // required" in a screenshot), even once the network is quiet: a bug of the storefront's client-drawn forms,
    // reported for planning. This test is about the reset link, so it types again, as the shopper would, when the
    // field has been emptied under it; the field must hold the address in the end.
    await page.waitForLoadState('networkidle');
    const email = page.getByLabel('Email', { exact: true });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await email.fill(body.email);
      await page.waitForTimeout(300);
      if ((await email.inputValue()) === body.email) break;
    }
    expect(await email.inputValue()).toBe(body.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('status').filter({ hasText: NOTIFICATION_MESSAGES.forgotSent }).waitFor();

    const [message] = await mail!.waitFor(1, 15_000);
    expect(message!.to && !Array.isArray(message!.to) ? message!.to.text : '').toBe(body.email);
    const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(
      message!.text ?? '',
    )![0];

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('backwaters-at-dawn-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('status').filter({ hasText: NOTIFICATION_MESSAGES.resetDone }).waitFor();
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(body.email);
    await page.getByLabel('Password', { exact: true }).fill('backwaters-at-dawn-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/myaccount$/);

    const old = await shopper.call('POST', '/api/login', { email: body.email, password: body.password });
    expect(old.status).toBe(401);
    // The link was used: opening it again and trying once more is refused in words.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-new-password-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(NOTIFICATION_MESSAGES.resetLinkBad).waitFor();
    await page.close();
  });
});
