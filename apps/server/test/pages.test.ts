import {
  CONTENT_MESSAGES,
  adminPage,
  adminPageList,
  pageLanguageNote,
  publicPage,
  siteResponse,
  type AdminPage,
} from '@farm/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pages } from '../src/db/schema.js';
import { createTestApp, eventually, json, type TestApp, signInStaff } from './harness.js';

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const cookies: Record<string, string> = {};
type Role = 'owner' | 'manager' | 'packer';

beforeAll(async () => {
  t = await createTestApp({ env: { CONTENT_CHECK_MS: '20' } });
  Object.assign(cookies, await signInStaff(t, 'pages'));
});
afterAll(async () => t?.close());

const staff = (role: Role, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: cookies[role]! },
    ...(payload ? { payload } : {}),
  });

const readPage = async (slug: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return publicPage.parse(json(response));
};

/** The page's text as a reader sees it: tags dropped, entities read, whitespace collapsed. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('the policy pages a fresh install shows', () => {
  it('keeps every return and cancellation rule of the spec, with the shop’s contact details filled in', async () => {
    const site = siteResponse.parse(json(await t.app.inject({ method: 'GET', url: '/api/site' })));
    const page = await readPage('refund');
    expect(page.title).toBe('Return and Cancellation Policy');
    const text = words(page.html);
    for (const phrase of [
      'We exchange a product only',
      'damaged in delivery',
      'wrong product',
      'original manufacturing defect',
      'within 24 hours of delivery',
      'order number',
      'photos',
      'later than 24 hours after delivery will be refused',
      'you arrange the return courier and pay for it',
      'not responsible for a parcel that is lost by the courier during the return',
      'If no replacement is available',
      'we refund the amount you paid',
      'Only the original purchaser',
      'original packaging',
      'manuals, labels and warranty cards',
      'must come from the e-mail address registered on our site',
      'cancel an order free of charge as long as it has not yet been dispatched',
      `To cancel, e-mail us at ${site.emails.contact} or call us on ${site.phones[0]} or ${site.phones[1]}`,
      `Every order from ${site.name} is packed by hand`,
    ]) {
      expect(text).toContain(phrase);
    }
    expect(page.html).toContain(`href="mailto:${site.emails.contact}"`);
    expect(page.html).toContain(`href="tel:${site.phones[0]!.replace(/[^\d+]/g, '')}"`);
    expect(page.toc.map((entry) => entry.id)).toEqual([
      'exchanges',
      'how-to-ask',
      'sending-back',
      'replacement-or-refund',
      'cancellation',
    ]);
  });

  it('keeps the shipping rules, the terms and the privacy notice, each section under its old anchor', async () => {
    const shipping = await readPage('shipping');
    expect(shipping.toc[0]).toEqual({ id: 'where', heading: 'Where we deliver' });
    expect(shipping.html).toContain('<h2 id="where">Where we deliver</h2>');
    for (const phrase of [
      'We dispatch orders within 2-4 business days after payment confirmation',
      'Delivery normally takes 5-10 business days',
      'Shipping charges, if any, are shown at checkout',
      'not liable for delays caused by courier companies, postal authorities, natural calamities',
      'Requests to change the address after the order has been dispatched will be refused',
      'Once the courier marks the parcel as delivered, we are not liable for it',
      'wrong or incomplete, the costs of re-shipping it are borne by the customer',
    ]) {
      expect(words(shipping.html)).toContain(phrase);
    }
    const terms = await readPage('terms');
    for (const phrase of [
      'All prices are in Indian Rupees (INR, ₹)',
      'refuse or cancel any order',
      'Online payments are handled by Razorpay',
      'courts of Malappuram district, Kerala',
    ]) {
      expect(words(terms.html)).toContain(phrase);
    }
    expect(terms.html).toContain('<a href="/privacy-policy">Privacy Notice</a>');
    const privacy = await readPage('privacy');
    expect(privacy.toc.map((entry) => entry.heading)).toContain('Cookies and local storage');
    expect(words(privacy.html)).toContain('We do not sell or rent your information');
    expect((await readPage('story')).html).toContain('red laterite hills');
    expect((await readPage('about')).html).toContain('Coconut palms are the backbone of the farm');
  });

  it('answers 404 for a page the shop does not have', async () => {
    for (const slug of ['nope', 'constructor', '..', 'a'.repeat(80)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect([404, 422], `${slug}: ${response.body}`).toContain(response.statusCode);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/nope' })).json()).toEqual({
      message: CONTENT_MESSAGES.pageNotFound,
    });
  });
});

describe('editing a page', () => {
  it('shows the edit on the public page within a second, sanitised: no script, no handler, no style, no foreign scheme', async () => {
    const body = [
      'A new first paragraph for {{shop_name}}.',
      '',
      '## Fresh section {#fresh}',
      '',
      'Call {{phones}}. <script>alert("x")</script>',
      '',
      '<img src="x" onerror="alert(1)"><p onclick="steal()" style="color:red">styled</p>',
      '',
      '[bad link](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [good](https://example.com/a)',
      '',
      '<iframe src="https://evil.example"></iframe><a href="//evil.example">protocol relative</a>',
    ].join('\n');
    const saved = await staff('owner', 'PUT', '/api/admin/pages/shipping', {
      title: 'Shipping Policy',
      body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(adminPage.parse(json(saved)).body).toBe(body);
    expect(json<{ message: string }>(saved).message).toBe(CONTENT_MESSAGES.saved);

    const page = await eventually(
      () => readPage('shipping'),
      (answer) => answer.html.includes('Fresh section'),
    );
    expect(page.toc).toEqual([{ id: 'fresh', heading: 'Fresh section' }]);
    for (const banned of [
      '<script',
      'onerror',
      'onclick',
      'style=',
      'javascript:',
      'data:',
      '<iframe',
      '//evil',
    ]) {
      expect(page.html.toLowerCase()).not.toContain(banned);
    }
    expect(page.html).toContain('styled');
    expect(page.html).toContain('href="https://example.com/a"');
    expect(page.html).toContain('rel="noopener noreferrer"');

    // Who saved it, before and after, in the audit trail.
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'shipping'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'page.update', actor: 'owner.pages@farm.example' });
    expect((row!.before as { title: string }).title).toBe('Shipping Policy');
    expect((row!.after as { body: string }).body).toBe(body);

    const listed = adminPageList.parse(json(await staff('manager', 'GET', '/api/admin/pages')));
    expect(listed.data.find((entry) => entry.slug === 'shipping')?.updated_by).toBe('The owner');
  });

  it('previews a text without saving it', async () => {
    const response = await staff('manager', 'POST', '/api/admin/pages/preview', {
      body: '## Heading\n\n<script>x</script>\n\nSome **bold** words',
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = json<{ html: string; toc: unknown[] }>(response);
    expect(preview.html).toContain('<strong>bold</strong>');
    expect(preview.html).not.toContain('<script');
    expect(preview.toc).toEqual([{ id: 'heading', heading: 'Heading' }]);
  });

  it('refuses an empty title or text in words, and an unknown page', async () => {
    const empty = await staff('owner', 'PUT', '/api/admin/pages/terms', { title: ' ', body: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(empty).errors).toEqual({
      title: [CONTENT_MESSAGES.pageTitleRequired],
      body: [CONTENT_MESSAGES.pageBodyRequired],
    });
    const unknown = await staff('owner', 'PUT', '/api/admin/pages/blog', { title: 'Blog', body: 'Text' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets managers edit pages, and refuses packers and strangers', async () => {
    expect((await staff('manager', 'GET', '/api/admin/pages/terms')).statusCode).toBe(200);
    const packer = await staff('packer', 'PUT', '/api/admin/pages/terms', { title: 'T', body: 'B' });
    expect(packer.statusCode).toBe(403);
    expect((await staff('packer', 'GET', '/api/admin/pages')).statusCode).toBe(403);
    const stranger = await t.app.inject({ method: 'GET', url: '/api/admin/pages' });
    expect(stranger.statusCode).toBe(401);
  });
});

describe('the pages in Malayalam', () => {
  it('answers a fresh install’s pages in Malayalam too: the same sections, the shop’s facts filled in', async () => {
    const site = siteResponse.parse(json(await t.app.inject({ method: 'GET', url: '/api/site' })));
    const page = await readPage('refund');
    expect(page.ml).not.toBeNull();
    expect(page.ml!.title).toBe('റിട്ടേൺ, റദ്ദാക്കൽ നയം');
    expect(page.ml!.toc.map((entry) => entry.id)).toEqual(page.toc.map((entry) => entry.id));
    expect(page.ml!.html).toContain(`href="mailto:${site.emails.contact}"`);
    expect(words(page.ml!.html)).toContain(`${site.phones[0]} അല്ലെങ്കിൽ ${site.phones[1]}`);
    expect(page.ml!.html).not.toContain('{{');
  });

  it('saves the Malayalam beside the English, answers it sanitised like the English, and null once it is cleared', async () => {
    const bodyMal = [
      '{{shop_name}}-ലേക്ക് സ്വാഗതം.',
      '',
      '## പുതിയ ഭാഗം {#puthiya}',
      '',
      '<script>alert(1)</script><p onclick="steal()">ശരി</p>',
      '',
      '[മോശം](javascript:alert(1)) [നല്ലത്](https://example.com/ml)',
    ].join('\n');
    const saved = await staff('manager', 'PUT', '/api/admin/pages/privacy', {
      title: 'Privacy Notice',
      body: 'The English text.',
      title_mal: '  സ്വകാര്യത  ',
      body_mal: bodyMal,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = adminPage.parse(json(saved));
    expect(answer.title_mal).toBe('സ്വകാര്യത');
    expect(answer.body_mal).toBe(bodyMal);
    expect(adminPage.parse(json(await staff('manager', 'GET', '/api/admin/pages/privacy'))).body_mal).toBe(
      bodyMal,
    );
    const listed = adminPageList.parse(json(await staff('manager', 'GET', '/api/admin/pages')));
    expect(listed.data.find((entry) => entry.slug === 'privacy')?.has_ml).toBe(true);

    const page = await eventually(
      () => readPage('privacy'),
      (found) => found.ml?.title === 'സ്വകാര്യത',
    );
    expect(page.title).toBe('Privacy Notice');
    expect(page.ml!.toc).toEqual([{ id: 'puthiya', heading: 'പുതിയ ഭാഗം' }]);
    expect(page.ml!.html).toContain('ശരി');
    for (const banned of ['<script', 'onclick', 'javascript:', '{{shop_name}}']) {
      expect(page.ml!.html.toLowerCase()).not.toContain(banned);
    }
    expect(page.ml!.html).toContain('href="https://example.com/ml"');
    expect(page.ml!.html).toContain('rel="noopener noreferrer"');

    // Cleared: the Malayalam page shows the English (the storefront's choice), so `ml` is null.
    const cleared = await staff('manager', 'PUT', '/api/admin/pages/privacy', {
      title: 'Privacy Notice',
      body: 'The English text.',
      title_mal: '',
      body_mal: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const english = await eventually(
      () => readPage('privacy'),
      (found) => found.ml === null,
    );
    expect(english.html).toContain('The English text.');
    const relisted = adminPageList.parse(json(await staff('manager', 'GET', '/api/admin/pages')));
    expect(relisted.data.find((entry) => entry.slug === 'privacy')?.has_ml).toBe(false);
  });

  it('refuses a Malayalam title without its text (and the reverse), and a text too long, in words', async () => {
    const half = await staff('owner', 'PUT', '/api/admin/pages/about', {
      title: 'What we grow',
      body: 'Coconuts.',
      title_mal: 'ഞങ്ങൾ വിളയിക്കുന്നത്',
      body_mal: '   ',
    });
    expect(half.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(half).errors).toEqual({
      body_mal: [CONTENT_MESSAGES.pageBodyMalRequired],
    });
    const other = await staff('owner', 'PUT', '/api/admin/pages/about', {
      title: 'What we grow',
      body: 'Coconuts.',
      body_mal: 'തേങ്ങ.',
    });
    expect(json<{ errors: Record<string, string[]> }>(other).errors).toEqual({
      title_mal: [CONTENT_MESSAGES.pageTitleMalRequired],
    });
    const long = await staff('owner', 'PUT', '/api/admin/pages/about', {
      title: 'What we grow',
      body: 'Coconuts.',
      title_mal: 'മ'.repeat(201),
      body_mal: 'തേങ്ങ.',
    });
    expect(long.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(long).errors).toEqual({
      title_mal: [CONTENT_MESSAGES.tooLong(200)],
    });
  });

  it('previews a Malayalam text with the Malayalam words for a fact the shop has not given', async () => {
    const response = await staff('manager', 'POST', '/api/admin/pages/preview', {
      body: '## വിലാസം\n\n{{farm_address}}',
      language: 'ml',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ html: string }>(response).html).toContain('<h2');
  });
});

describe('which language of a page is older (issue 32)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const read = async () => adminPage.parse(json(await staff('owner', 'GET', '/api/admin/pages/story')));
  const save = async (page: AdminPage, change: Partial<AdminPage>) => {
    const { title, body, title_mal, body_mal } = { ...page, ...change };
    const response = await staff('owner', 'PUT', '/api/admin/pages/story', {
      title,
      body,
      title_mal,
      body_mal,
    });
    expect(response.statusCode, response.body).toBe(200);
    return adminPage.parse(json(response));
  };
  /** Both languages last changed 12 days ago, as if the page had been written then. */
  const writtenDaysAgo = async (days: number) => {
    const then = new Date(Date.now() - days * DAY);
    await t.database.db
      .update(pages)
      .set({ englishUpdatedAt: then, malayalamUpdatedAt: then, updatedAt: then })
      .where(eq(pages.slug, 'story'));
    return then.toISOString();
  };

  it('knows when each language of a seeded page was written', async () => {
    const page = await read();
    expect(page.english_updated_at).not.toBeNull();
    expect(page.malayalam_updated_at).not.toBeNull();
    expect(pageLanguageNote(page, true)).toBeNull();
  });

  it('moves only the English date when only the English changes, and the editor says the Malayalam is 12 days older', async () => {
    const then = await writtenDaysAgo(12);
    const saved = await save(await read(), { body: 'Our story, told again in English.' });
    expect(saved.malayalam_updated_at).toBe(then);
    expect(Date.parse(saved.english_updated_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(pageLanguageNote(saved, true)).toEqual({
      older: 'ml',
      text: 'The Malayalam was last changed 12 days before the English: check that it still says the same.',
    });
    // The list of pages carries the same dates.
    const listed = adminPageList.parse(json(await staff('owner', 'GET', '/api/admin/pages')));
    expect(listed.data.find((entry) => entry.slug === 'story')).toMatchObject({
      english_updated_at: saved.english_updated_at,
      malayalam_updated_at: then,
    });
  });

  it('moves neither date when both languages are sent unchanged, and only the Malayalam’s when only it changes', async () => {
    const then = await writtenDaysAgo(3);
    const unchanged = await save(await read(), {});
    expect(unchanged).toMatchObject({ english_updated_at: then, malayalam_updated_at: then });

    const page = await read();
    const saved = await save(page, { title_mal: `${page.title_mal} (പുതുക്കിയത്)` });
    expect(saved.english_updated_at).toBe(then);
    expect(Date.parse(saved.malayalam_updated_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(pageLanguageNote(saved, true)?.text).toBe(
      'The English was last changed 3 days before the Malayalam: check that it still says the same.',
    );
  });

  it('says there is no Malayalam yet once it is cleared', async () => {
    const saved = await save(await read(), { title_mal: '', body_mal: '' });
    expect(pageLanguageNote(saved, false)).toEqual({
      older: 'none',
      text: 'There is no Malayalam of this page yet: the shop’s Malayalam page shows the English.',
    });
  });
});
