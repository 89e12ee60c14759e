import { PERMISSION_WORDS, STAFF_MESSAGES, staffPasswordRule, type StaffRole } from '@farm/contract';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { generate } from 'otplib';
import fs from 'node:fs';
import { DEMO_OWNER, paidOrder, staffApi } from '../support/console';

/*
 * One's own account in the console (issue 32): two-factor set-up with a QR code and recovery codes to keep, a
 * password change, role changes confirmed in words, invitations, fields whose error goes once fixed, the address after
 * signing in, and counts in the singular. Each test makes the staff member it uses and removes them afterwards.
 */

const PASSWORD = 'tamarind-grove-2026';
let made = 0;

/** A staff member of this test's own, made by the owner through the API; `remove` takes them away again. */
async function newMember(baseURL: string, role: StaffRole = 'packer') {
  const owner = await staffApi(baseURL, 'owner');
  const email = `acct${Date.now()}${++made}@pachakkuda.example`;
  const name = `Account tester ${made}`;
  const added = await owner.post('/api/admin/staff', { data: { name, email, role, password: PASSWORD } });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  return {
    id,
    email,
    name,
    remove: async () => {
      const removed = await owner.delete(`/api/admin/staff/${id}`);
      expect(removed.status(), await removed.text()).toBe(200);
      await owner.dispose();
    },
  };
}

/** Another session of the same person (another device), through the API. */
async function otherSession(baseURL: string, email: string) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signedIn = await api.post('/api/admin/session', { data: { email, password: PASSWORD } });
  expect(signedIn.status()).toBe(200);
  return api;
}

/** Fills in the sign-in form shown at whatever console address the page is on. */
async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

/** The QR code as a camera sees it: the image's pixels in the page, decoded by jsQR. */
async function readQr(page: Page): Promise<string | undefined> {
  const pixels = await page.locator('img.qr-code').evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.width * 2;
    canvas.height = image.height * 2;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return {
      width: canvas.width,
      height: canvas.height,
      data: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data),
    };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
}

test('two-factor set-up shows a QR code that reads as the key, and the recovery codes download and print', async ({
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL!);
  try {
    // Asked for while signed out, the account page opens once signed in, at its own address.
    await page.goto('/admin/account');
    await signIn(page, member.email, PASSWORD);
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

    await page.getByRole('button', { name: 'Start' }).click();
    const qr = page.getByRole('img', {
      name: new RegExp(`^QR code of the two-factor key for ${member.email}`),
    });
    await expect(qr).toBeVisible();
    const address = await page
      .getByRole('link', { name: 'Open the key in your authenticator app' })
      .getAttribute('href');
    expect(address).toMatch(/^otpauth:\/\/totp\//);
    // The code the phone's camera reads is the very key the app is given by link and to type.
    expect(await readQr(page)).toBe(address);
    const uri = new URL(address!);
    const secret = uri.searchParams.get('secret')!;
    const shop = uri.searchParams.get('issuer')!;
    expect(decodeURIComponent(uri.pathname)).toContain(member.email);
    await expect(page.locator('code.key')).toHaveText(secret.match(/.{1,4}/g)!.join(' '));

    // Turning it on asks for the current password too (a session alone may not tie the account to another phone):
    // left out, or wrong, it is refused beside its field in words.
    const code = page.getByLabel('Code from the app');
    const password = page.getByLabel('Your current password');
    await code.fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(STAFF_MESSAGES.currentPasswordRequired)).toBeVisible();
    await password.fill('not-my-password');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(STAFF_MESSAGES.currentPasswordWrong)).toBeVisible();
    await password.fill(PASSWORD);
    await expect(page.getByText(STAFF_MESSAGES.currentPasswordWrong)).toHaveCount(0);
    // A wrong code is refused beside the field; typing in the field takes the old error away.
    await code.fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(STAFF_MESSAGES.codeWrong)).toBeVisible();
    await code.fill(await generate({ secret }));
    await expect(page.getByText(STAFF_MESSAGES.codeWrong)).toHaveCount(0);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();
    const codes = await page.locator('.recovery-codes code').allTextContents();
    expect(codes).toHaveLength(10);

    // The codes as a text file naming the shop, the person and the day.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the codes (.txt)' }).click();
    const file = await download;
    const local = member.email.split('@')[0];
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^recovery-codes-[a-z0-9-]+-${local}-\\d{4}-\\d{2}-\\d{2}\\.txt$`),
    );
    const text = fs.readFileSync((await file.path())!, 'utf8');
    expect(text).toContain(`Recovery codes for ${shop}’s console`);
    expect(text).toContain(`For ${member.name} (${member.email}), made on `);
    for (const recovery of codes) expect(text).toContain(recovery);

    // Printed, the page shows the codes and what they are, nothing else of the console.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText(`Recovery codes for ${shop}’s console`)).toBeVisible();
    await expect(page.locator('.recovery-codes')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print the codes' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'I have kept them: continue' }).click();
    await expect(page.getByText('On: after your password, the console asks for the code')).toBeVisible();
  } finally {
    await member.remove();
  }
});

test('a staff member changes their own password: the current one is asked, the rule is said, other sessions end', async ({
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL!);
  const elsewhere = await otherSession(baseURL!, member.email);
  try {
    // The console's first address asks for a sign-in at /admin/login; signed in, the address is the first page's.
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signIn(page, member.email, PASSWORD);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Account' }).click();
    await expect(page.getByText(staffPasswordRule(member.email))).toBeVisible();

    const current = page.getByLabel('Current password', { exact: true });
    const fresh = page.getByLabel('New password', { exact: true });
    const again = page.getByLabel('New password again');
    // The rule, checked as it is typed in: the part of the e-mail before the @ is named.
    await current.fill(PASSWORD);
    await fresh.fill(`${member.email.split('@')[0]}-new-2026`);
    await again.fill(`${member.email.split('@')[0]}-new-2026`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(STAFF_MESSAGES.passwordHasEmail(member.email.split('@')[0]!))).toBeVisible();

    // A wrong current password is refused beside its field, and the error goes when the field is typed in.
    await current.fill('not-my-password-1');
    await fresh.fill('jackfruit-and-pepper-7');
    await again.fill('jackfruit-and-pepper-7');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(STAFF_MESSAGES.currentPasswordWrong)).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await current.fill(PASSWORD);
    await expect(page.getByText(STAFF_MESSAGES.currentPasswordWrong)).toHaveCount(0);
    await expect(current).not.toHaveAttribute('aria-invalid');

    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: STAFF_MESSAGES.passwordChanged })).toBeVisible();
    // The other device is signed out; this one stays.
    expect((await elsewhere.get('/api/admin/session')).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  } finally {
    await elsewhere.dispose();
    await member.remove();
  }
});

test('the owner changes a role through a dialog saying what it may do; invitations say they were e-mailed', async ({
  page,
  baseURL,
  request,
}) => {
  const member = await newMember(baseURL!, 'packer');
  const theirs = await otherSession(baseURL!, member.email);
  try {
    await page.goto('/admin/staff');
    await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await expect(page).toHaveURL(/\/admin\/staff$/);
    const roles = page.getByRole('region', { name: 'What each role may do' });
    await expect(roles).toContainText('A packer may not:');
    await expect(roles).toContainText(PERMISSION_WORDS['orders.refund']);

    const row = page.getByRole('listitem').filter({ hasText: member.email });
    const role = row.getByLabel('Role');
    // Choosing a role asks first, saying what the role may and may not do and that the person is signed out.
    await role.selectOption('manager');
    const dialog = page.getByRole('dialog', { name: `Make ${member.name} manager?` });
    await expect(dialog).toContainText('is signed out at once');
    await expect(dialog).toContainText('A manager may:');
    await expect(dialog).toContainText(PERMISSION_WORDS['orders.refund']);
    await expect(dialog).toContainText('A manager may not:');
    await expect(dialog).toContainText(PERMISSION_WORDS['staff.manage']);
    await dialog.getByRole('button', { name: 'Keep packer' }).click();
    await expect(dialog).toBeHidden();
    await expect(role).toHaveValue('packer');
    expect((await theirs.get('/api/admin/session')).status()).toBe(200);

    await role.selectOption('manager');
    await page.getByRole('dialog').getByRole('button', { name: 'Make manager' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${member.name} is now manager` })).toBeVisible();
    await expect(role).toHaveValue('manager');
    expect((await theirs.get('/api/admin/session')).status()).toBe(401);

    // The invitation form: each field's error goes as that field is fixed, the others stay.
    const invite = page.getByRole('region', { name: 'Invite someone' });
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(invite.getByText('Enter the name.')).toBeVisible();
    await expect(invite.getByText('Enter a valid e-mail address.')).toBeVisible();
    await invite.getByLabel('Name').fill('Lakshmi');
    await expect(invite.getByText('Enter the name.')).toHaveCount(0);
    await expect(invite.getByText('Enter a valid e-mail address.')).toBeVisible();
    const email = `invited${Date.now()}@pachakkuda.example`;
    await invite.getByLabel('E-mail').fill(email);
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(invite.getByRole('status')).toContainText(
      `We have e-mailed the invitation to ${email}; you can also copy the link and send it yourself.`,
    );
    // Tidy up: the invitation is revoked.
    await page.getByRole('button', { name: 'Revoke Lakshmi’s invitation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The invitation is revoked' })).toBeVisible();
    // The status above the members went when the next action began: only the newest is said.
    await expect(page.getByText(`${member.name} is now manager`)).toHaveCount(0);

    // A count of one reads in the singular: one order found by its number.
    const order = await paidOrder(request);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await page.getByLabel('Order number, name, e-mail or mobile').fill(order.orderNo);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of 1 · 1 order');
    await expect(page.getByRole('navigation', { name: 'Pages' })).not.toContainText('1 orders');
  } finally {
    await theirs.dispose();
    await member.remove();
  }
});
