import {
  CONTENT_MESSAGES,
  adminBannerList,
  adminCertificateList,
  adminCrop,
  adminVideoList,
  cropList,
  cropOne,
  homepageResponse,
  type CropBody,
} from '@farm/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media } from '../src/db/schema.js';
import { createTestApp, eventually, json, type TestApp, signInStaff } from './harness.js';

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const cookies: Record<string, string> = {};
type Role = 'owner' | 'manager' | 'packer';

beforeAll(async () => {
  t = await createTestApp({ env: { CONTENT_CHECK_MS: '20' } });
  Object.assign(cookies, await signInStaff(t, 'content'));
  // The library pictures these forms name (a save naming one the library lacks is refused: test/media.test.ts).
  const ids = ['abc123', 'banner1', 'cert01', 'cert02', 'def456', 'poster'].map((id) => id.padEnd(20, '0'));
  await t.database.db.insert(media).values(
    ids.map((id) => ({
      key: `${id}-640`,
      width: 640,
      height: 480,
      widths: [320, 640],
      bytes: 1000,
    })),
  );
});
afterAll(async () => t?.close());

const call = (role: Role, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: cookies[role]! },
    ...(payload ? { payload } : {}),
  });

const errorsOf = (response: { body: string }) => json<{ errors: Record<string, string[]> }>(response).errors;

async function lastAudit(entity: string, entityId?: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(
      entityId
        ? and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))
        : eq(auditLog.entity, entity),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const newCrop = (overrides: Partial<CropBody> = {}): CropBody => ({
  name: 'Kanthari chilli',
  name_mala: 'കാന്താരി',
  category: 'Vegetables',
  image: 'm/abc12300000000000000-640',
  gallery: ['m/def45600000000000000-640', 'kanthari-2.svg'],
  description: 'A small, fierce bird’s-eye chilli.',
  description1: 'Grown in the shade of the coconut palms.',
  description2: 'Picked every week.',
  description3: 'Pickles.',
  description4: 'Mulch in summer.',
  description5:
    '<ul><li>Hot</li><li onclick="x()">Hardy<script>alert(1)</script></li></ul><img src=x onerror=alert(1)>',
  ...overrides,
});

describe('crops', () => {
  it('adds a crop, which the storefront lists within a second, with its key features sanitised', async () => {
    const created = await call('manager', 'POST', '/api/admin/crops', newCrop());
    expect(created.statusCode, created.body).toBe(201);
    const crop = adminCrop.parse(json(created));
    expect(crop).toMatchObject({
      name: 'Kanthari chilli',
      category: 'Vegetables',
      image: 'm/abc12300000000000000-640',
    });
    expect(crop.gallery).toEqual(['m/def45600000000000000-640', 'kanthari-2.svg']);
    expect(crop.description5).toBe('<ul><li>Hot</li><li>Hardy</li></ul>');

    const group = cropList.parse(
      json(await t.app.inject({ method: 'GET', url: '/api/whatInFarms-Category?category=vegetables' })),
    );
    expect(group.data.map((c) => c.id)).toContain(crop.id);
    const further = await eventually(
      async () =>
        cropList.parse(
          json(await t.app.inject({ method: 'GET', url: '/api/whatInFarms-most-cultivated-crops-view-all' })),
        ),
      (list) => list.data.some((c) => c.id === crop.id),
    );
    expect(further.data[0]!.id).toBe(crop.id);

    const audit = await lastAudit('crop', String(crop.id));
    expect(audit).toMatchObject({ action: 'crop.create', actor: 'manager.content@farm.example' });
    expect((audit!.after as { name: string }).name).toBe('Kanthari chilli');
  });

  it('changes a crop (moving it to the best yields) and removes it, each with before and after in the audit trail', async () => {
    const { id } = adminCrop.parse(
      json(await call('owner', 'POST', '/api/admin/crops', newCrop({ name: 'Bird chilli' }))),
    );
    const changed = await call(
      'owner',
      'PUT',
      `/api/admin/crops/${id}`,
      newCrop({ name: 'Bird’s-eye chilli', category: 'main', gallery: [] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(adminCrop.parse(json(changed))).toMatchObject({
      name: 'Bird’s-eye chilli',
      category: 'main',
      gallery: [],
    });
    const audit = await lastAudit('crop', String(id));
    expect(audit?.action).toBe('crop.update');
    expect(audit?.before).toMatchObject({ name: 'Bird chilli', category: 'Vegetables' });
    expect(audit?.after).toMatchObject({ name: 'Bird’s-eye chilli', category: 'main' });

    const shown = await eventually(
      async () =>
        cropList.parse(json(await t.app.inject({ method: 'GET', url: '/api/whatInFarms-viewall' }))),
      (list) => list.data.some((c) => c.id === id),
    );
    expect(shown.data.find((c) => c.id === id)?.name).toBe('Bird’s-eye chilli');

    const removed = await call('owner', 'DELETE', `/api/admin/crops/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await lastAudit('crop', String(id)))?.action).toBe('crop.remove');
    const gone = await t.app.inject({ method: 'GET', url: `/api/whatInFarms?id=${id}` });
    expect(gone.statusCode).toBe(404);
    expect(cropOne.safeParse(json(gone)).success).toBe(false);
    expect((await call('owner', 'DELETE', `/api/admin/crops/${id}`)).statusCode).toBe(404);
    expect((await call('owner', 'PUT', `/api/admin/crops/${id}`, newCrop())).statusCode).toBe(404);
  });

  it('saves the Malayalam texts beside the English, the Malayalam key features sanitised the same way', async () => {
    const malayalam = {
      description_mal: 'ചെറുതും എരിവുള്ളതുമായ കാന്താരി.',
      description1_mal: 'തെങ്ങിൻതണലിൽ വളരുന്നു.',
      description2_mal: 'എല്ലാ ആഴ്ചയും പറിക്കും.',
      description3_mal: 'അച്ചാർ.',
      description4_mal: 'വേനലിൽ പുതയിടും.',
      description5_mal: '<ul><li>എരിവ്</li><li onclick="x()">കരുത്ത്<script>alert(1)</script></li></ul>',
    };
    const created = await call('manager', 'POST', '/api/admin/crops', newCrop(malayalam));
    expect(created.statusCode, created.body).toBe(201);
    const crop = adminCrop.parse(json(created));
    expect(crop).toMatchObject({ ...malayalam, description5_mal: '<ul><li>എരിവ്</li><li>കരുത്ത്</li></ul>' });
    const shown = await eventually(
      async () =>
        cropOne.parse(json(await t.app.inject({ method: 'GET', url: `/api/whatInFarms?id=${crop.id}` }))),
      (answer) => answer.data.description_mal !== '',
    );
    expect(shown.data).toMatchObject({ ...malayalam, description5_mal: crop.description5_mal });
    expect(
      ((await lastAudit('crop', String(crop.id)))!.after as { description_mal: string }).description_mal,
    ).toBe(malayalam.description_mal);

    // Left empty, the storefront shows the English.
    const cleared = adminCrop.parse(
      json(await call('manager', 'PUT', `/api/admin/crops/${crop.id}`, newCrop())),
    );
    expect(cleared.description_mal).toBe('');
    expect(cleared.description5_mal).toBe('');
  });

  it('refuses a Malayalam text that is too long, in words, naming the field', async () => {
    const response = await call(
      'manager',
      'POST',
      '/api/admin/crops',
      newCrop({ description_mal: 'ക'.repeat(5001), description5_mal: 'ക'.repeat(20_001) }),
    );
    expect(response.statusCode).toBe(422);
    const errors = errorsOf(response);
    expect(errors.description_mal).toEqual([CONTENT_MESSAGES.tooLong(5000)]);
    expect(errors.description5_mal).toEqual([CONTENT_MESSAGES.tooLong(20000)]);
  });

  it('refuses a crop without a name, in an unknown group, or with a picture path that climbs out of its folder, in words', async () => {
    const response = await call(
      'manager',
      'POST',
      '/api/admin/crops',
      newCrop({
        name: '  ',
        category: 'Weeds' as CropBody['category'],
        image: '../../etc/passwd',
        gallery: ['m/not-a-key'],
      }),
    );
    expect(response.statusCode).toBe(422);
    const errors = errorsOf(response);
    expect(errors.name).toEqual([CONTENT_MESSAGES.nameRequired]);
    expect(errors.category).toEqual([CONTENT_MESSAGES.categoryInvalid]);
    expect(errors.image).toEqual([CONTENT_MESSAGES.pictureInvalid]);
    expect(errors['gallery.0']).toEqual([CONTENT_MESSAGES.pictureInvalid]);
  });
});

describe('certificates, the video feed and the home banner', () => {
  it('adds, changes, reorders and removes certificates; the home page follows', async () => {
    const before = adminCertificateList.parse(
      json(await call('manager', 'GET', '/api/admin/certificates')),
    ).data;
    const created = await call('manager', 'POST', '/api/admin/certificates', {
      title: 'PGS India Organic',
      image: 'm/cert0100000000000000-640',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<{ id: number }>(created);
    const edited = await call('manager', 'PUT', `/api/admin/certificates/${id}`, {
      title: 'PGS-India Organic',
      image: 'm/cert0200000000000000-640',
    });
    expect(json(edited)).toEqual({ id, title: 'PGS-India Organic', image: 'm/cert0200000000000000-640' });
    expect((await lastAudit('certificate', String(id)))?.before).toEqual({
      id,
      title: 'PGS India Organic',
      image: 'm/cert0100000000000000-640',
    });

    const order = [id, ...before.map((c) => c.id)];
    const reordered = await call('manager', 'PUT', '/api/admin/certificates/order', { ids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const home = await eventually(
      async () => homepageResponse.parse(json(await t.app.inject({ method: 'GET', url: '/api/homepage' }))),
      (answer) => answer.certificates[0]?.id === id,
    );
    expect(home.certificates.map((c) => c.id)).toEqual(order);

    const partial = await call('manager', 'PUT', '/api/admin/certificates/order', { ids: [id] });
    expect(partial.statusCode).toBe(422);
    expect(json<{ message: string }>(partial).message).toBe(CONTENT_MESSAGES.orderInvalid);

    expect((await call('manager', 'DELETE', `/api/admin/certificates/${id}`)).statusCode).toBe(200);
    expect((await lastAudit('certificate', String(id)))?.action).toBe('certificate.remove');
    const after = adminCertificateList.parse(
      json(await call('manager', 'GET', '/api/admin/certificates')),
    ).data;
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
  });

  it('adds a film to the video feed with an https or own-folder link, and refuses any other link', async () => {
    const bad = await call('manager', 'POST', '/api/admin/videos', {
      title: 'x',
      image: 'm/poster00000000000000-640',
      video: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad).video).toEqual([CONTENT_MESSAGES.videoLinkInvalid]);
    const created = await call('manager', 'POST', '/api/admin/videos', {
      title: 'Pepper harvest',
      image: 'm/poster00000000000000-640',
      video: 'https://www.youtube.com/watch?v=abc',
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = adminVideoList.parse(json(await call('manager', 'GET', '/api/admin/videos'))).data;
    expect(list.at(-1)).toMatchObject({
      title: 'Pepper harvest',
      video: 'https://www.youtube.com/watch?v=abc',
    });
  });

  it('adds a banner picture and a banner film, and refuses a film that is not a file of the video folder', async () => {
    const picture = await call('manager', 'POST', '/api/admin/banners', {
      image: 'm/banner10000000000000-640',
    });
    expect(picture.statusCode, picture.body).toBe(201);
    expect(json(picture)).toMatchObject({ image: 'm/banner10000000000000-640', video: '' });
    const film = await call('manager', 'PUT', `/api/admin/banners/${json<{ id: number }>(picture).id}`, {
      image: 'm/banner10000000000000-640',
      video: 'harvest-loop.mp4',
    });
    expect(json(film)).toMatchObject({ video: 'harvest-loop.mp4' });
    const bad = await call('manager', 'POST', '/api/admin/banners', {
      image: 'm/banner10000000000000-640',
      video: '../../secret.mp4',
    });
    expect(errorsOf(bad).video).toEqual([CONTENT_MESSAGES.videoFileInvalid]);
    const list = adminBannerList.parse(json(await call('manager', 'GET', '/api/admin/banners'))).data;
    expect(list.at(-1)?.video).toBe('harvest-loop.mp4');
  });
});

describe('who may edit farm content', () => {
  it('refuses packers (403) and strangers (401) on every farm content route', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/crops', undefined],
      ['POST', '/api/admin/crops', newCrop()],
      ['PUT', '/api/admin/crops/1', newCrop()],
      ['DELETE', '/api/admin/crops/1', undefined],
      ['GET', '/api/admin/certificates', undefined],
      ['PUT', '/api/admin/certificates/order', { ids: [1] }],
      ['POST', '/api/admin/videos', { title: '', image: 'a.svg', video: 'https://x.example/v' }],
      ['DELETE', '/api/admin/banners/1', undefined],
    ] as const) {
      const packer = await call('packer', method, url, payload);
      expect(packer.statusCode, `${method} ${url}`).toBe(403);
      const stranger = await t.app.inject({
        method,
        url,
        headers: { origin: ORIGIN },
        ...(payload ? { payload } : {}),
      });
      expect(stranger.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
