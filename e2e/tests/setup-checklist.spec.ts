/**
 * Issue 36: a real shop (NODE_ENV=production) started on an empty data folder, with an owner made by the command line
 * (`staff:create`), shows "coming soon" and the console's setup checklist; the owner walks the checklist and opens
 * the shop, and the storefront then shows the one product imported from a spreadsheet in the console.
 *
 * This journey starts its own server (a production start is not the suite's demo servers) on a fresh data folder, on
 * PGlite whatever the project's engine: it runs once (ONE_ENGINE).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHEET_COLUMNS, SHEET_MESSAGES } from '@farm/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { ONE_ENGINE } from '../support/engines';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'apps', 'server', 'dist', 'cli.js');
const PORT = 3987;
const BASE = `http://127.0.0.1:${PORT}`;
const OWNER = { email: 'lakshmi@farm.example', name: 'Lakshmi Menon', password: 'Tamarind-Grove-Season-88' };

let dataDir = '';
let server: ChildProcess | undefined;

const env = () => ({
  PATH: process.env.PATH ?? '',
  ENV_FILE: 'none',
  NODE_ENV: 'production',
  PUBLIC_URL: BASE,
  PAYMENTS: 'sandbox',
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  TERM: 'dumb',
});

/** `staff:create` on a pseudo-terminal (util-linux `script`), answering each question as it is asked. */
async function createOwner(): Promise<void> {
  const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(cli)} staff:create`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: root, env: env(), stdio: 'pipe' });
  let screen = '';
  child.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const answer = async (question: string, line: string) => {
    const deadline = Date.now() + 60_000;
    while (!screen.endsWith(question) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    child.stdin.write(`${line}\r`);
    await new Promise((r) => setTimeout(r, 50));
  };
  await answer('E-mail: ', OWNER.email);
  await answer('Name: ', OWNER.name);
  await answer('[owner]: ', '');
  await answer('Password: ', OWNER.password);
  await answer('Password again: ', OWNER.password);
  expect(await exited, screen).toBe(0);
}

async function startServer(): Promise<void> {
  server = spawn(process.execPath, [path.join(root, 'apps', 'server', 'dist', 'main.js')], {
    cwd: root,
    env: env(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${BASE}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the production server did not start');
}

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-setup-'));
  await createOwner();
  await startServer();
});
test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: BASE });

/** The owner's API calls, on the page's own signed-in session. */
const ownerApi = (page: Page): APIRequestContext => page.request;
const headers = { origin: BASE };

async function checklistItem(page: Page, title: RegExp) {
  return page
    .getByRole('region', { name: /Before the shop opens|Setup checklist/ })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', { name: title }),
    });
}

test(
  'a production start shows “coming soon”; the owner walks the checklist and opens the shop',
  ONE_ENGINE,
  async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const api = ownerApi(page);

    // A real shop starts empty and closed (issue 36): no demo, nothing to buy yet.
    const site = (await (await api.get('/api/site')).json()) as { open: boolean };
    expect(site.open).toBe(false);
    expect(((await (await api.get('/api/categories-with-products')).json()) as unknown[]).length).toBe(0);

    // The storefront: "coming soon" with the farm's name, and not indexed.
    const visitor = await page.context().browser()!.newPage({ baseURL: BASE });
    await visitor.goto('/');
    await expect(visitor.getByText('Coming soon', { exact: true })).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(visitor).toHaveTitle(/^Coming soon \| /);

    // The console's checklist, with Open the shop shut.
    await page.goto('/admin/');
    const card = page.getByRole('region', { name: 'Before the shop opens' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Open the shop' })).toBeDisabled();

    // Settings: the seller's legal facts and the shop's contacts.
    const settings = (await (await api.get('/api/admin/settings')).json()) as {
      shop: Record<string, string>;
    };
    const saved = await api.put('/api/admin/settings/shop', {
      headers,
      data: {
        ...settings.shop,
        name: 'Lakshmi’s Organic Farm',
        legal_name: 'Lakshmi Menon Farms LLP',
        invoice_address: 'Pachakkuda, Wayanad, Kerala 673121',
        contact_email: 'hello@lakshmi-farm.example',
        orders_email: 'orders@lakshmi-farm.example',
        phone_primary: '+91 94471 26830',
        whatsapp_number: '9447126830',
        fssai_number: '11223344556677',
        grievance_name: 'Lakshmi Menon',
        grievance_designation: 'Partner',
        grievance_email: 'grievance@lakshmi-farm.example',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    // One product with its picture, MRP and declarations, imported as the farm would: a spreadsheet (CSV) and a zip of
    // pictures on the console's spreadsheet page, a dry run first, then the import, confirmed.
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#6a8f3a' } })
      .png()
      .toBuffer();
    const cells: Partial<Record<(typeof SHEET_COLUMNS)[number]['key'], string>> = {
      sku: 'LMF-OIL-500',
      name: 'Wayanad cold-pressed coconut oil',
      name_mal: 'വയനാടൻ വെളിച്ചെണ്ണ',
      category: 'Oils',
      description: 'Pressed from our own coconuts, cold, in small batches.',
      hsn_code: '1513',
      gst_rate: '5',
      shelf_life_months: '12',
      ingredients: 'Coconut oil (100%)',
      country_of_origin: 'India',
      organic_scheme: 'none',
      published: 'yes',
      active: 'yes',
      featured: 'no',
      size: '500 ml',
      weight_grams: '560',
      net_quantity: '500',
      net_unit: 'ml',
      mrp: '240',
      in_stock: 'yes',
      picture: 'oil.png',
    };
    const quoted = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
    const csv = [
      SHEET_COLUMNS.map((column) => quoted(column.header)).join(','),
      SHEET_COLUMNS.map((column) => quoted(cells[column.key] ?? '')).join(','),
    ].join('\r\n');
    await page.goto('/admin/products/spreadsheet');
    await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
      name: 'our-products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByLabel('Pictures (a zip, optional)').setInputFiles({
      name: 'pictures.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync({ 'oil.png': png })),
    });
    await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
    const report = page.getByRole('region', { name: 'What the import would do' });
    await expect(report.getByText('1 product added', { exact: false })).toBeVisible();
    await report.getByRole('button', { name: 'Import 1 product' }).click();
    await page
      .getByRole('dialog', { name: 'Import 1 product?' })
      .getByRole('button', { name: 'Import' })
      .click();
    await expect(page.getByText(SHEET_MESSAGES.imported(1))).toBeVisible();
    const listed = (await (await api.get('/api/admin/products?q=LMF-OIL-500')).json()) as {
      data: { sku: string }[];
    };
    expect(listed.data.map((product) => product.sku)).toEqual(['LMF-OIL-500']);

    // The checklist's own actions, on the dashboard.
    await page.goto('/admin/');
    await card.getByRole('button', { name: 'Send a test e-mail' }).click();
    await expect(card.getByRole('status')).toContainText('A test e-mail went to');
    await card.getByRole('button', { name: 'Test payments are on purpose' }).click();
    await expect(card.getByRole('status')).toContainText('test payments are on purpose');

    // Shipping: "These are right".
    await (await checklistItem(page, /Shipping slabs reviewed/)).getByRole('link').click();
    await page.getByRole('button', { name: 'These are right' }).click();
    await expect(page.getByText('Noted: the shipping slabs are right.')).toBeVisible();

    // Every page, in both languages: marked reviewed in the editor.
    const pages = (await (await api.get('/api/admin/pages')).json()) as {
      data: { slug: string; updated_at: string | null }[];
    };
    for (const entry of pages.data) {
      await page.goto(`/admin/pages/${entry.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: /^Edit: / })).toBeVisible();
      if (entry.updated_at === null) {
        // A page never written (an empty start's templates write them all): written and saved, which reviews it.
        await page.getByLabel('Text (English, Markdown)').fill('Written by the farm.');
        await page.getByLabel('Title (English)').fill(entry.slug);
        await page.getByRole('button', { name: 'Save the page' }).click();
        await expect(page.getByText('Saved', { exact: false }).first()).toBeVisible();
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: /^Edit: / })).toBeVisible();
      }
      for (const language of ['English', 'Malayalam']) {
        const mark = page.getByRole('button', { name: `Mark the ${language} as reviewed` });
        if (await mark.isVisible()) {
          await mark.click();
          await expect(page.getByText(new RegExp(`Noted: the ${language} page is reviewed`))).toBeVisible();
        }
      }
    }

    // Back on the dashboard: the required items are done; the shop opens after asking.
    await page.goto('/admin/');
    await expect(card.getByRole('button', { name: 'Open the shop' })).toBeEnabled();
    await card.getByRole('button', { name: 'Open the shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open the shop?' });
    await dialog.getByRole('button', { name: 'Open the shop' }).click();
    await expect(page.getByText('The shop is open', { exact: false })).toBeVisible();

    // The storefront shows the product.
    await expect(async () => {
      await visitor.goto('/productsbycategory');
      await expect(visitor.getByText('Wayanad cold-pressed coconut oil').first()).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(visitor.getByText('Coming soon', { exact: true })).toHaveCount(0);
    await visitor.close();
  },
);
