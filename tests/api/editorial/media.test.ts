import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets } from '../../../server/src/db/schema/editorial.js';
import { auditLog, storedFiles } from '../../../server/src/db/schema/recruitment.js';
import { MEDIA_WIDTHS } from '../../../server/src/services/media/media-service.js';
import { CONTENT_IMAGE_WIDTHS, HERO_IMAGE_WIDTHS } from '../../../src/components/ui/content-picture.js';
import { multipart } from '../console/support/console-harness.js';
import { startS3rver } from '../recruitment/support/recruitment-harness.js';
import { TEST_DATABASES, type TestDatabase } from '../support/databases.js';
import { bearer, createEditorialHarness, eventDraft, type EditorialHarness, type Staff } from './support/editorial-harness.js';

/**
 * A photo-sized PNG with smooth colour gradients and a fine grid: every encoder and width has content to resize and
 * compress, at a small part of the cost of pure noise (which made this file the slowest of the server stage).
 */
async function png(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const line = x % 40 === 0 || y % 40 === 0 ? 60 : 0;
      raw[at] = Math.floor((x / width) * 255) ^ line;
      raw[at + 1] = Math.floor((y / height) * 255) ^ line;
      raw[at + 2] = (x + y) % 256;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

const ALT = { altEN: 'The hub at dusk', altCN: '黄昏时的人才港', altTC: '黃昏時的人才港' };

const BACKENDS: Array<{ name: string; database: TestDatabase; s3: boolean }> = [
  ...TEST_DATABASES.map((database) => ({ name: `database storage on ${database.name}`, database, s3: false })),
  { name: 'S3 storage (s3rver)', database: { name: 'pglite' }, s3: true },
];

describe.each(BACKENDS)('media library: $name', ({ database, s3 }) => {
  let h: EditorialHarness;
  let editor: Staff;
  let plain: Staff;
  let server: Awaited<ReturnType<typeof startS3rver>> | undefined;
  let photo: Buffer;

  beforeAll(async () => {
    if (s3) server = await startS3rver();
    h = await createEditorialHarness(database, server ? { s3: server.config } : {});
    editor = await h.staff(['editor:event'], 'Mia');
    plain = await h.staff([], 'Pat');
    photo = await png(1200, 800);
  });
  afterAll(async () => {
    await h?.close();
    await server?.stop();
  });

  const upload = (who: Staff | undefined, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return h.app.inject({ method: 'POST', url: '/api/console/media', headers: { ...(who ? bearer(who.token) : {}), 'content-type': body.contentType }, payload: body.payload });
  };
  const fields = (alt: Record<string, string> = ALT) => Object.entries(alt).map(([name, value]) => ({ name, value }));

  it('stores AVIF, WebP and JPEG at 480, 960 and 1440 px through the configured storage, served immutable by content type', async () => {
    expect(h.app.recruitment.files.kind).toBe(s3 ? 's3' : 'postgres');
    const response = await upload(editor, [...fields(), { name: 'file', file: { name: 'hub.png', bytes: photo, contentType: 'image/png' } }]);
    expect(response.statusCode, response.body).toBe(200);
    const asset = response.json().data;
    expect(asset.assetNo).toMatch(/^MED-[0-9A-Z]{8}$/);
    expect(asset).toMatchObject({ width: 960, height: 640, alt: { EN: ALT.altEN, CN: ALT.altCN, TC: ALT.altTC }, url: `/media/${asset.assetNo}/960.jpeg` });
    expect(asset.sources.map((s: { format: string; width: number }) => `${s.width}.${s.format}`).sort()).toEqual([
      '1440.avif',
      '1440.jpeg',
      '1440.webp',
      '480.avif',
      '480.jpeg',
      '480.webp',
      '960.avif',
      '960.jpeg',
      '960.webp',
    ]);

    for (const source of asset.sources as Array<{ format: 'avif' | 'webp' | 'jpeg'; width: number; url: string }>) {
      const bytes = await h.app.inject(source.url);
      expect(bytes.statusCode).toBe(200);
      expect(bytes.headers['content-type']).toBe(`image/${source.format}`);
      expect(bytes.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(bytes.rawPayload).metadata();
      expect(meta.width).toBe(source.width);
      expect(meta.format).toBe(source.format === 'avif' ? 'heif' : source.format);
    }
    // ContentPicture derives `<stem>-<width>.avif` from the JPEG path an image field points at.
    const derived = await h.app.inject(`/media/${asset.assetNo}/960-480.avif`);
    expect(derived.statusCode).toBe(200);
    expect((await sharp(derived.rawPayload).metadata()).width).toBe(480);
    // As the home hero asks for it (HERO_IMAGE_WIDTHS from the field's `/media/…/960.jpeg`).
    for (const heroWidth of HERO_IMAGE_WIDTHS) {
      for (const format of ['avif', 'webp'] as const) {
        const hero = await h.app.inject(`/media/${asset.assetNo}/960-${heroWidth}.${format}`);
        expect(hero.statusCode, `${heroWidth}.${format}`).toBe(200);
        expect((await sharp(hero.rawPayload).metadata()).width).toBe(heroWidth);
      }
    }
    expect((await h.app.inject(`/media/${asset.assetNo}/720.jpeg`)).statusCode).toBe(404);
    expect((await h.app.inject('/media/MED-00000000/960.jpeg')).statusCode).toBe(404);
    expect((await h.app.inject(`/media/${asset.assetNo}/960.gif`)).statusCode).toBe(400);

    // The stored-file sweeper leaves every variant alone.
    const [row] = await h.app.db.select().from(mediaAssets).where(eq(mediaAssets.assetNo, asset.assetNo));
    for (const variant of row!.variants) {
      const [file] = await h.app.db.select().from(storedFiles).where(eq(storedFiles.key, variant.key));
      expect(file?.state).toBe('live');
    }
    await h.app.recruitment.registry.sweep(new Date(Date.now() + 24 * 3600_000));
    expect((await h.app.inject(asset.url)).statusCode).toBe(200);
  });

  it('makes every width an image field is shown at, content images and the home hero alike', () => {
    for (const width of [...CONTENT_IMAGE_WIDTHS, ...HERO_IMAGE_WIDTHS]) expect(MEDIA_WIDTHS).toContain(width);
  });

  it('answers a width an older asset lacks with its widest narrower variant, and other widths not at all', async () => {
    const response = await upload(editor, [...fields(), { name: 'file', file: { name: 'old.png', bytes: photo, contentType: 'image/png' } }]);
    expect(response.statusCode, response.body).toBe(200);
    const { assetNo } = response.json().data as { assetNo: string };
    // An asset as uploads made it before the hero's width: 480 and 960 only.
    const [row] = await h.app.db.select().from(mediaAssets).where(eq(mediaAssets.assetNo, assetNo));
    await h.app.db
      .update(mediaAssets)
      .set({ variants: row!.variants.filter((variant) => variant.width !== 1440) })
      .where(eq(mediaAssets.assetNo, assetNo));
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const hero = await h.app.inject(`/media/${assetNo}/960-1440.${format}`);
      expect(hero.statusCode, format).toBe(200);
      expect(hero.headers['content-type']).toBe(`image/${format}`);
      expect((await sharp(hero.rawPayload).metadata()).width).toBe(960);
    }
    expect((await sharp((await h.app.inject(`/media/${assetNo}/480.jpeg`)).rawPayload).metadata()).width).toBe(480);
    expect((await h.app.inject(`/media/${assetNo}/1920.jpeg`)).statusCode).toBe(404);
    expect((await h.app.inject(`/media/${assetNo}/320.jpeg`)).statusCode).toBe(404);
  });

  it('checks the file by its content and its size, and requires alt text in all three languages', async () => {
    const text = Buffer.from('not an image at all, whatever the name says');
    const fake = await upload(editor, [...fields(), { name: 'file', file: { name: 'photo.png', bytes: text, contentType: 'image/png' } }]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe(41560);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(editor, [...fields(), { name: 'file', file: { name: 'a.gif', bytes: gif, contentType: 'image/gif' } }])).statusCode).toBe(415);
    const noTc = await upload(editor, [...fields({ altEN: 'x', altCN: '图' }), { name: 'file', file: { name: 'hub.png', bytes: photo, contentType: 'image/png' } }]);
    expect(noTc.statusCode).toBe(400);
    expect(noTc.json().code).toBe(40085);
    const noFile = await upload(editor, fields());
    expect(noFile.statusCode).toBe(400);
    const huge = Buffer.concat([photo, randomBytes(10 * 1024 * 1024)]);
    const tooLarge = await upload(editor, [...fields(), { name: 'file', file: { name: 'huge.png', bytes: huge, contentType: 'image/png' } }]);
    expect(tooLarge.statusCode).toBe(413);
    const json = await h.call(editor, 'POST', '/api/console/media', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect((await upload(plain, [...fields(), { name: 'file', file: { name: 'hub.png', bytes: photo, contentType: 'image/png' } }])).statusCode).toBe(403);
  });

  it('lists and searches the library, changes alt texts (audited), and an image field takes the asset', async () => {
    const list = (await h.call(editor, 'GET', '/api/console/media?q=人才港')).json().data;
    expect(list.total).toBeGreaterThanOrEqual(1);
    const asset = list.list[0];
    expect((await h.call(editor, 'GET', '/api/console/media?q=nothing-like-this')).json().data.total).toBe(0);

    const changed = await h.call(editor, 'PUT', `/api/console/media/${asset.assetNo}`, { alt: { EN: 'Hub', CN: '人才港', TC: '人才港' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.alt.EN).toBe('Hub');
    // The upload and the change of alt texts are each audited, in the editor's name, with before and after.
    const audit = await h.app.db.select().from(auditLog).where(eq(auditLog.targetId, asset.assetNo));
    const uploaded = audit.find((entry) => entry.action === 'media.upload');
    expect(uploaded).toMatchObject({ actorId: editor.id, actorLabel: editor.label, targetType: 'media' });
    expect(uploaded!.details).toMatchObject({ after: { alt: { EN: asset.alt.EN } } });
    const updated = audit.find((entry) => entry.action === 'media.update');
    expect(updated).toMatchObject({ actorId: editor.id, actorLabel: editor.label, targetType: 'media' });
    expect(updated!.details).toEqual({ before: { alt: asset.alt }, after: { alt: { EN: 'Hub', CN: '人才港', TC: '人才港' } } });
    expect((await h.call(editor, 'PUT', `/api/console/media/${asset.assetNo}`, { alt: { EN: 'Hub', CN: '', TC: 'x' } })).statusCode).toBe(400);
    expect((await h.call(editor, 'PUT', '/api/console/media/MED-00000000', { alt: { EN: 'a', CN: 'b', TC: 'c' } })).statusCode).toBe(404);

    const created = (await h.call(editor, 'POST', '/api/console/content', { section: 'event' })).json().data;
    const draft = eventDraft('With media');
    const saved = (
      await h.call(editor, 'PUT', `/api/console/content/${created.documentNo}`, { version: created.version, shared: { ...draft.shared, banner: `media:${asset.assetNo}` }, translations: draft.translations })
    ).json().data;
    const published = await h.call(editor, 'POST', `/api/console/content/${created.documentNo}/publish`, { version: saved.version, languages: ['CN', 'EN', 'TC'] });
    expect(published.statusCode, published.body).toBe(200);
    const live = (await h.app.inject(`/api/events/detail?documentNo=${created.documentNo}&language=EN`)).json().data;
    expect(live.banner).toBe(`/media/${asset.assetNo}/960.jpeg`);
    expect((await h.app.inject(live.banner)).statusCode).toBe(200);
  });
});
