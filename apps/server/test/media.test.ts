import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_SIZES,
  MEDIA_WIDTHS,
  mediaInUse,
  mediaList,
  mediaUploaded,
  uploadSrcSet,
  uploadUrl,
  type MediaItem,
} from '@farm/contract';
import { and, desc, eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import {
  auditLog,
  bannerItems,
  categories,
  certificates,
  cropImages,
  crops,
  media,
  productImages,
  products,
  videoFeed,
} from '../src/db/schema.js';
import { staffBody } from './factories.js';
import { createTestApp, eventually, json, type TestApp } from './harness.js';
import { startS3Server, type TestS3Server } from './s3-server.js';

const ORIGIN = 'http://localhost:80';
type Role = 'owner' | 'manager' | 'packer';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function form(file: Buffer, filename: string, type = 'application/octet-stream') {
  const boundary = `----shop-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A phone photo: 2000 × 1200 pixels as stored, with EXIF saying "turn a quarter right" (orientation 6, so it is seen
 * 1200 wide and 2000 tall) and the farm's location in the GPS block.
 */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({
      IFD0: { Make: 'FarmPhone', Model: 'Field 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '9/1 58/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '76/1 16/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** The EXIF GPS block's pointer tag (0x8825), as a little-endian EXIF block writes it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

/**
 * A valid grey PNG of `width` × `height` pixels, all black: tiny on disk however many pixels it has (the attack of
 * issue 33 was a 97 KB PNG of 1,000,000 × 100 pixels). Rows are deflated one at a time, so the test never holds them.
 */
async function blackPng(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(width + 1); // filter type 0, then the row's bytes
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const stores: ('disk' | 's3')[] = ['disk', 's3'];

describe.each(stores)('pictures with the %s store', (store) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  const cookies: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    try {
      s3 = store === 's3' ? await startS3Server() : undefined;
      t = await createTestApp({ env: { ...s3?.env } });
      for (const role of ['owner', 'manager', 'packer'] as const) {
        const member = staffBody(role, { email: `${role}.media-${store}@farm.example` });
        await t.services.staff.create(member, { staffId: null, actor: 'test' });
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/admin/session',
          headers: { origin: ORIGIN },
          payload: { email: member.email, password: member.password },
          remoteAddress: `10.9.${store === 's3' ? 1 : 0}.${Object.keys(cookies).length + 1}`,
        });
        cookies[role] = String(response.headers['set-cookie']).split(';')[0]!;
      }
    } catch (error) {
      // A failed start still stops what did start.
      await t?.close();
      await s3?.close();
      throw error;
    }
  });
  afterAll(async () => {
    try {
      await t?.close();
    } finally {
      await s3?.close();
    }
  });

  const upload = (file: Buffer, filename: string, role: Role = 'manager') => {
    const body = form(file, filename);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { origin: ORIGIN, cookie: cookies[role]!, ...body.headers },
      payload: body.payload,
    });
  };
  const call = (role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: cookies[role]! } });
  const uploaded = async (file: Buffer, filename: string): Promise<MediaItem> => {
    const response = await upload(file, filename);
    expect(response.statusCode, response.body).toBe(201);
    return mediaUploaded.parse(json(response)).item;
  };
  const refusal = (response: { statusCode: number; body: string }) => ({
    status: response.statusCode,
    ...json<{ message: string; errors?: Record<string, string[]> }>(response),
  });

  let photo: MediaItem;

  it('makes a phone photo upright, at every width up to its own, as WebP and JPEG, with no EXIF or location left', async () => {
    const input = await phonePhoto();
    const original = await sharp(input).metadata();
    // The test's photo really carries a location and a turn.
    expect(original.exif?.includes(GPS_POINTER)).toBe(true);
    expect(original.orientation).toBe(6);

    photo = await uploaded(input, 'IMG_2041.jpg');
    expect(photo).toMatchObject({
      width: 1200,
      height: 2000,
      // The standard widths it reaches, and its own 1200 px (between 960 and 1440) as the sharpest.
      widths: [320, 640, 960, 1200],
      original_name: 'IMG_2041.jpg',
    });
    expect(photo.ref).toBe(`m/${photo.key}`);
    expect(photo.key).toMatch(/^[a-z0-9]{20}-1200$/);
    expect(photo.used_in).toEqual([]);

    for (const width of photo.widths) {
      for (const [format, type] of [
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/uploads/m/${photo.key}/${width}.${format}`,
        });
        expect(response.statusCode, `${width}.${format}`).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        const served = response.rawPayload;
        const facts = await sharp(served).metadata();
        expect(facts.format).toBe(format === 'jpg' ? 'jpeg' : 'webp');
        // Upright: as wide as its width class, taller than wide, and no orientation left to apply.
        expect(facts.width).toBe(width);
        expect(facts.height).toBe(Math.round((width * 2000) / 1200));
        expect(facts.orientation).toBeUndefined();
        expect(facts.exif).toBeUndefined();
        expect(facts.xmp).toBeUndefined();
        expect(served.includes(Buffer.from('Exif\0'))).toBe(false);
        expect(served.includes(Buffer.from('FarmPhone'))).toBe(false);
      }
    }
    // Not enlarged: 1440 is wider than the photo, so there is none.
    const wider = await t.app.inject({ method: 'GET', url: `/uploads/m/${photo.key}/1440.webp` });
    expect(wider.statusCode).toBe(404);
    // The contract builds the same addresses from the reference alone.
    const plain = await t.app.inject({ method: 'GET', url: uploadUrl('products', photo.ref) });
    expect(plain.statusCode).toBe(200);
    for (const candidate of uploadSrcSet('products', photo.ref)!.split(', ')) {
      const served = await t.app.inject({ method: 'GET', url: candidate.split(' ')[0]! });
      expect(served.statusCode, candidate).toBe(200);
    }
  });

  it('takes PNG (its transparency white in the JPEG) and WebP, and a picture narrower than the smallest width', async () => {
    const png = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const small = await uploaded(png, 'logo.png');
    expect(small.widths).toEqual([320]);
    expect(small.key).toMatch(/-320$/);
    const jpeg = await t.app.inject({ method: 'GET', url: `/uploads/m/${small.key}/320.jpg` });
    const { width, channels } = await sharp(jpeg.rawPayload).metadata();
    expect(width).toBe(200);
    expect(channels).toBe(3);
    const [r, g, b] = (await sharp(jpeg.rawPayload).raw().toBuffer()).subarray(0, 3);
    expect([r, g, b]).toEqual([255, 255, 255]);

    const webp = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a7' } })
      .webp()
      .toBuffer();
    // The name says JPEG; the content decides.
    const wide = await uploaded(webp, 'field.jpg');
    expect(wide.widths).toEqual([...MEDIA_WIDTHS]);
  });

  it('refuses what is not a JPEG, PNG or WebP picture by its content, in words', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    expect(refusal(await upload(svg, 'logo.svg'))).toMatchObject({
      status: 422,
      message: MEDIA_MESSAGES.svg,
      errors: { file: [MEDIA_MESSAGES.svg] },
    });
    // An SVG named as a photo is still an SVG.
    expect(refusal(await upload(svg, 'photo.jpg'))).toMatchObject({
      status: 422,
      message: MEDIA_MESSAGES.svg,
    });
    expect(refusal(await upload(Buffer.from('just some text'), 'notes.png'))).toMatchObject({
      status: 422,
      message: MEDIA_MESSAGES.wrongType,
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(refusal(await upload(gif, 'anim.gif'))).toMatchObject({
      status: 422,
      message: MEDIA_MESSAGES.wrongType,
    });
    // An iPhone photo's container (HEIC, HEVC-coded): this server's sharp cannot read it, and says what to do.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(64),
    ]);
    expect(refusal(await upload(heic, 'IMG_0001.HEIC'))).toMatchObject({
      status: 422,
      message: MEDIA_MESSAGES.heicUnreadable,
    });
    // A JPEG's start with nothing after it: the type is right, the picture cannot be read.
    const broken = (await phonePhoto()).subarray(0, 400);
    expect(refusal(await upload(broken, 'cut.jpg'))).toMatchObject({
      status: 422,
      message: MEDIA_MESSAGES.unreadable,
    });
    expect(refusal(await upload(Buffer.alloc(0), 'empty.jpg'))).toMatchObject({
      status: 422,
      message: MEDIA_MESSAGES.empty,
    });
  });

  it('refuses a picture of too many pixels or too long a shape from its header, before decoding it (issue 33)', async () => {
    const wide = await blackPng(1_000_000, 100);
    expect(wide.length).toBeLessThan(200_000);
    expect(refusal(await upload(wide, 'strip.png'))).toMatchObject({
      status: 422,
      message: MEDIA_MESSAGES.tooManyPixels,
    });
    // 51 megapixels in a usual shape: above the cap.
    expect(refusal(await upload(await blackPng(8_250, 6_200), 'huge.png'))).toMatchObject({
      status: 422,
      message: MEDIA_MESSAGES.tooManyPixels,
    });
    // Few pixels, but 25 times as long as it is wide.
    expect(refusal(await upload(await blackPng(5_000, 200), 'ribbon.png'))).toMatchObject({
      status: 422,
      message: MEDIA_MESSAGES.tooNarrow,
    });
    // A long panorama within the shape's limit is taken, at the widths it reaches.
    const panorama = await uploaded(await blackPng(3_000, 200), 'panorama.png');
    expect(panorama.widths.at(-1)).toBe(1440);
  });

  it('refuses a file over 15 MB with 413 in words, and a request without a file with 422', async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1, 0xff);
    expect(refusal(await upload(big, 'huge.jpg'))).toMatchObject({
      status: 413,
      message: MEDIA_MESSAGES.tooLarge,
      errors: { file: [MEDIA_MESSAGES.tooLarge] },
    });
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { origin: ORIGIN, cookie: cookies.manager! },
      payload: { file: 'x' },
    });
    expect(refusal(asJson)).toMatchObject({ status: 422, message: MEDIA_MESSAGES.fileRequired });
  });

  it('lets managers and owners in, and keeps packers and strangers out', async () => {
    const input = await phonePhoto();
    expect((await upload(input, 'a.jpg', 'packer')).statusCode).toBe(403);
    expect(json<{ message: string }>(await upload(input, 'a.jpg', 'packer')).message).toBe(
      MEDIA_MESSAGES.forbidden,
    );
    expect((await call('packer', 'GET', '/api/admin/media')).statusCode).toBe(403);
    expect((await call('packer', 'DELETE', `/api/admin/media/1`)).statusCode).toBe(403);
    const stranger = await t.app.inject({ method: 'GET', url: '/api/admin/media' });
    expect(stranger.statusCode).toBe(401);
    expect((await call('owner', 'GET', '/api/admin/media')).statusCode).toBe(200);
    // Another site's page cannot make a signed-in browser upload.
    const body = form(input, 'a.jpg');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { origin: 'https://elsewhere.example', cookie: cookies.owner!, ...body.headers },
      payload: body.payload,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('lists where each picture is used, filters the unused, and refuses to remove one in use, naming where', async () => {
    const [product] = await t.database.db.select().from(products).limit(1);
    const before = product!.image;
    await t.database.db.update(products).set({ image: photo.ref }).where(eq(products.id, product!.id));

    const all = mediaList.parse(json(await call('manager', 'GET', '/api/admin/media'))).items;
    expect(all.find((item) => item.id === photo.id)?.used_in).toEqual([
      { place: 'product', id: product!.id, name: product!.name },
    ]);
    const unused = mediaList.parse(json(await call('manager', 'GET', '/api/admin/media?unused=true'))).items;
    expect(unused.some((item) => item.id === photo.id)).toBe(false);
    expect(unused.length).toBeGreaterThan(0);
    expect(unused.every((item) => item.used_in.length === 0)).toBe(true);
    expect((await call('manager', 'GET', '/api/admin/media?unused=maybe')).statusCode).toBe(422);

    const refused = await call('manager', 'DELETE', `/api/admin/media/${photo.id}`);
    expect(refused.statusCode).toBe(409);
    const body = mediaInUse.parse(json(refused));
    expect(body.message).toBe(MEDIA_MESSAGES.inUse(`the product “${product!.name}”`));
    expect(body.used_in).toHaveLength(1);
    // Still served.
    expect((await t.app.inject({ method: 'GET', url: uploadUrl('products', photo.ref) })).statusCode).toBe(
      200,
    );

    // The product page's preload asks for the width its <img> will pick (same srcset and sizes), not a second one.
    const page = await eventually(
      async () =>
        (await t.app.inject({ method: 'GET', url: `/product/${product!.slug}-${product!.id}` })).body,
      (html) => html.includes(photo.key),
    );
    expect(page).toContain(
      `<link rel="preload" as="image" href="${uploadUrl('products', photo.ref)}" imagesrcset="${uploadSrcSet('products', photo.ref)}" imagesizes="${MEDIA_SIZES.productPicture}" fetchpriority="high" />`,
    );

    await t.database.db.update(products).set({ image: before }).where(eq(products.id, product!.id));
  });

  it('refuses a form that names a library picture the library does not have, naming the field', async () => {
    const gone = 'm/zzzzzzzzzzzzzzzzzzzz-640';
    const crop = await call('manager', 'POST', '/api/admin/crops', {
      name: 'Ghost crop',
      category: 'main',
      image: gone,
    });
    expect(crop.statusCode, crop.body).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(crop).errors.image).toEqual([
      MEDIA_MESSAGES.pictureGone,
    ]);
    const certificate = await call('manager', 'POST', '/api/admin/certificates', {
      title: 'Ghost',
      image: gone,
    });
    expect(certificate.statusCode).toBe(422);
    // A picture the library has is taken.
    const real = await call('manager', 'POST', '/api/admin/certificates', {
      title: 'Organic',
      image: photo.ref,
    });
    expect(real.statusCode, real.body).toBe(201);
    await call('manager', 'DELETE', `/api/admin/certificates/${json<{ id: number }>(real).id}`);
  });

  it('names every kind of place a picture is shown in, each once', async () => {
    const [product] = await t.database.db.select().from(products).limit(1);
    const [category] = await t.database.db.select().from(categories).limit(1);
    const [crop] = await t.database.db.select().from(crops).limit(1);
    const [certificate] = await t.database.db.select().from(certificates).limit(1);
    const [banner] = await t.database.db.select().from(bannerItems).limit(1);
    const [video] = await t.database.db.select().from(videoFeed).limit(1);
    const ref = photo.ref;
    await t.database.db.insert(productImages).values([
      { productId: product!.id, image: ref },
      { productId: product!.id, image: ref },
    ]);
    await t.database.db.insert(cropImages).values({ cropId: crop!.id, image: ref });
    await t.database.db.update(categories).set({ image: ref }).where(eq(categories.id, category!.id));
    await t.database.db.update(crops).set({ image: ref }).where(eq(crops.id, crop!.id));
    await t.database.db.update(certificates).set({ image: ref }).where(eq(certificates.id, certificate!.id));
    await t.database.db.update(bannerItems).set({ image: ref }).where(eq(bannerItems.id, banner!.id));
    await t.database.db.update(videoFeed).set({ image: ref }).where(eq(videoFeed.id, video!.id));
    try {
      const all = mediaList.parse(json(await call('manager', 'GET', '/api/admin/media'))).items;
      const uses = all.find((item) => item.id === photo.id)!.used_in;
      expect(uses).toEqual(
        expect.arrayContaining([
          { place: 'product gallery', id: product!.id, name: product!.name },
          { place: 'category', id: category!.id, name: category!.name },
          { place: 'crop', id: crop!.id, name: crop!.name },
          { place: 'crop gallery', id: crop!.id, name: crop!.name },
          { place: 'certificate', id: certificate!.id, name: certificate!.title },
          { place: 'home banner', id: banner!.id, name: `item ${banner!.id}` },
          { place: 'video feed', id: video!.id, name: video!.title },
        ]),
      );
      // The gallery holds it twice: one use.
      expect(uses).toHaveLength(7);
    } finally {
      await t.database.db.delete(productImages).where(eq(productImages.image, ref));
      await t.database.db.delete(cropImages).where(eq(cropImages.image, ref));
      await t.database.db
        .update(categories)
        .set({ image: category!.image })
        .where(eq(categories.id, category!.id));
      await t.database.db.update(crops).set({ image: crop!.image }).where(eq(crops.id, crop!.id));
      await t.database.db
        .update(certificates)
        .set({ image: certificate!.image })
        .where(eq(certificates.id, certificate!.id));
      await t.database.db
        .update(bannerItems)
        .set({ image: banner!.image })
        .where(eq(bannerItems.id, banner!.id));
      await t.database.db.update(videoFeed).set({ image: video!.image }).where(eq(videoFeed.id, video!.id));
    }
  });

  it('removes an unused picture: its row, every file, with an audit row for the upload and the removal', async () => {
    const item = await uploaded(await phonePhoto(), 'to-remove.jpg');
    const [uploadAudit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'media'), eq(auditLog.entityId, String(item.id))))
      .orderBy(desc(auditLog.id));
    expect(uploadAudit).toMatchObject({
      action: 'media.upload',
      actor: `manager.media-${store}@farm.example`,
    });
    expect(uploadAudit!.after).toMatchObject({ key: item.key, widths: item.widths });

    const removed = await call('manager', 'DELETE', `/api/admin/media/${item.id}`);
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toEqual({ message: MEDIA_MESSAGES.removed });
    for (const width of item.widths) {
      for (const format of ['webp', 'jpg']) {
        const gone = await t.app.inject({ method: 'GET', url: `/uploads/m/${item.key}/${width}.${format}` });
        expect(gone.statusCode).toBe(404);
      }
    }
    expect(await t.database.db.select().from(media).where(eq(media.id, item.id))).toEqual([]);
    const [removalAudit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'media'), eq(auditLog.entityId, String(item.id))))
      .orderBy(desc(auditLog.id));
    expect(removalAudit).toMatchObject({ action: 'media.remove' });
    expect(removalAudit!.before).toMatchObject({ key: item.key });

    const again = await call('manager', 'DELETE', `/api/admin/media/${item.id}`);
    expect(refusal(again)).toMatchObject({ status: 404, message: MEDIA_MESSAGES.notFound });
    expect((await call('manager', 'DELETE', '/api/admin/media/abc')).statusCode).toBe(422);
  });

  it('answers 404 for a picture or file name the shop never made, without touching the store', async () => {
    for (const url of [
      '/uploads/m/aaaaaaaaaaaaaaaaaaaa-640/640.webp',
      `/uploads/m/${photo.key}/641.webp`,
      `/uploads/m/${photo.key}/640.png`,
      `/uploads/m/${photo.key}/..%2F..%2Fsecret`,
      '/uploads/m/..%2F..%2Fetc/passwd',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  if (store === 's3') {
    it('keeps the files in the bucket, not on the disk, and another server sharing the bucket serves them', async () => {
      const client = new S3Client({
        region: 'us-east-1',
        endpoint: s3!.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      try {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: s3!.bucket, Prefix: `m/${photo.key}/` }),
        );
        expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual(
          photo.widths.flatMap((w) => [`m/${photo.key}/${w}.jpg`, `m/${photo.key}/${w}.webp`]).sort(),
        );
      } finally {
        client.destroy();
      }
      expect(fs.existsSync(path.join(t.dirs.uploads, 'm'))).toBe(false);

      const other = await createTestApp({ seed: false, env: { ...s3!.env } });
      try {
        const response = await other.app.inject({ method: 'GET', url: `/uploads/m/${photo.key}/640.webp` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      } finally {
        await other.close();
      }
    });
  } else {
    it('keeps the files under UPLOADS_DIR/m/<key>/', () => {
      const files = fs.readdirSync(path.join(t.dirs.uploads, 'm', photo.key)).sort();
      expect(files).toEqual(photo.widths.flatMap((w) => [`${w}.jpg`, `${w}.webp`]).sort());
    });
  }
});

describe('the media store settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }, '/tmp');

  it('uses the folder without a bucket, and the bucket with path-style addressing when an endpoint is given', () => {
    expect(load({}).mediaS3).toBeUndefined();
    expect(load({ MEDIA_S3_BUCKET: 'pics', MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' }).mediaS3).toEqual({
      bucket: 'pics',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    expect(load({ MEDIA_S3_BUCKET: 'pics' }).mediaS3?.forcePathStyle).toBe(false);
    expect(
      load({
        MEDIA_S3_BUCKET: 'pics',
        MEDIA_S3_ENDPOINT: 'https://s3.example',
        MEDIA_S3_FORCE_PATH_STYLE: 'false',
      }).mediaS3?.forcePathStyle,
    ).toBe(false);
  });

  it('refuses one key without the other, and an endpoint that is no address', () => {
    expect(() => load({ MEDIA_S3_BUCKET: 'pics', MEDIA_S3_ACCESS_KEY_ID: 'id' })).toThrow(ConfigError);
    expect(() => load({ MEDIA_S3_BUCKET: 'pics', MEDIA_S3_ENDPOINT: 'minio:9000' })).toThrow(
      /MEDIA_S3_ENDPOINT/,
    );
  });
});
