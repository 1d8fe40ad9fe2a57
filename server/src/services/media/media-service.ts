import { randomInt } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import { mediaAssets } from '../../db/schema/editorial.js';
import { recordAudit } from '../console/audit.js';
import { editorialError } from '../editorial/editorial-errors.js';
import type { FileRegistry } from '../storage/stored-files.js';

/** Upload limits of the media library (contract): bytes of the original, and its pixels (decompression bombs). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
/**
 * Every width a page asks of an image field (src/components/ui/content-picture.tsx): 480 and 960 for content
 * images, 960 and 1440 for the home hero, so any library image can stand in any image field.
 */
export const MEDIA_WIDTHS = [480, 960, 1440] as const;
/** The width of the JPEG an image field's public path names (`/media/<assetNo>/960.jpeg`), and of the asset's size. */
export const MEDIA_URL_WIDTH = 960;
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
export const ASSET_NO = /^MED-[0-9A-Z]{8}$/;

export type Alt = { EN: string; CN: string; TC: string };

export interface MediaAssetView {
  assetNo: string;
  width: number;
  height: number;
  alt: Alt;
  /** The JPEG at MEDIA_URL_WIDTH: what an image field's public path points at. */
  url: string;
  sources: Array<{ format: MediaFormat; width: number; url: string }>;
  createdAt: string;
}

export interface MediaActor {
  userId: number | null;
  label: string;
  ip: string | null;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newAssetNo = () => `MED-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
export const mediaUrl = (assetNo: string, width: number, format: MediaFormat) => `/media/${assetNo}/${width}.${format}`;

function view(row: typeof mediaAssets.$inferSelect): MediaAssetView {
  return {
    assetNo: row.assetNo,
    width: row.width,
    height: row.height,
    alt: row.alt,
    url: mediaUrl(row.assetNo, MEDIA_URL_WIDTH, 'jpeg'),
    sources: row.variants.map((variant) => ({ format: variant.format as MediaFormat, width: variant.width, url: mediaUrl(row.assetNo, variant.width, variant.format as MediaFormat) })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Encodes one variant; AVIF at a low effort, as the two cores of a small server are shared with the requests. */
function encode(source: Buffer, width: number, format: MediaFormat): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: MEDIA_MAX_PIXELS }).rotate().resize({ width }).flatten({ background: '#ffffff' });
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
  return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * The media library: an upload is typed by its content (never by its name), decoded within pixel limits, and stored
 * as AVIF, WebP and JPEG at every width the site asks for, through the storage interface (database or S3). Every variant is a
 * `live` stored file from the commit that creates the asset on, so the stored-file sweeper leaves it alone.
 */
export class MediaService {
  constructor(
    private readonly deps: {
      db: Database;
      registry: FileRegistry;
      clock: { now(): Date };
    },
  ) {}

  async upload(actor: MediaActor, original: Buffer, alt: Alt): Promise<MediaAssetView> {
    if (original.length === 0) throw editorialError('fileRequired');
    if (original.length > MEDIA_MAX_BYTES) throw tooLarge();
    const type = await fileTypeFromBuffer(original);
    if (!type || !ACCEPTED.has(type.mime)) throw editorialError('imageType');
    let width: number;
    let height: number;
    try {
      const meta = await sharp(original, { limitInputPixels: false }).metadata();
      width = meta.autoOrient?.width ?? meta.width ?? 0;
      height = meta.autoOrient?.height ?? meta.height ?? 0;
    } catch {
      throw editorialError('imageInvalid');
    }
    if (width * height > MEDIA_MAX_PIXELS) throw tooLarge();
    if (!width || !height) throw editorialError('imageInvalid');

    const { registry } = this.deps;
    const stored: Array<{ format: MediaFormat; width: number; key: string; size: number }> = [];
    try {
      for (const target of MEDIA_WIDTHS) {
        for (const format of MEDIA_FORMATS) {
          let bytes: Buffer;
          try {
            bytes = await encode(original, target, format);
          } catch {
            throw editorialError('imageInvalid');
          }
          const { key, size } = await registry.upload(Readable.from([bytes]), MEDIA_MAX_BYTES);
          stored.push({ format, width: target, key, size });
        }
      }
      const now = this.deps.clock.now();
      const row = await this.deps.db.transaction(async (tx) => {
        for (const variant of stored) await registry.markLive(tx, variant.key);
        const [inserted] = await tx
          .insert(mediaAssets)
          .values({
            assetNo: newAssetNo(),
            width: MEDIA_URL_WIDTH,
            height: Math.round((height * MEDIA_URL_WIDTH) / width),
            alt,
            variants: stored,
            uploadedBy: actor.userId,
            createdAt: now,
          })
          .returning();
        await recordAudit(
          tx,
          {
            actorId: actor.userId,
            actorLabel: actor.label,
            ip: actor.ip,
            action: 'media.upload',
            target: { type: 'media', id: inserted!.assetNo },
            details: { after: { alt, original: { type: type.mime, width, height, bytes: original.length } } },
          },
          now,
        );
        return inserted!;
      });
      return view(row);
    } catch (error) {
      for (const variant of stored) await registry.discard(variant.key);
      throw error;
    }
  }

  async list(filter: { q?: string; page: number; pageSize: number }) {
    // Control characters (NUL above all, which PostgreSQL refuses in text) count as white space.
    // eslint-disable-next-line no-control-regex
    const q = filter.q?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
    const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = pattern ? or(ilike(mediaAssets.assetNo, pattern), sql`${mediaAssets.alt}::text ilike ${pattern}`) : undefined;
    const [rows, totals] = await Promise.all([
      this.deps.db
        .select()
        .from(mediaAssets)
        .where(where)
        .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      this.deps.db.select({ total: count() }).from(mediaAssets).where(where),
    ]);
    return { list: rows.map(view), total: totals[0]?.total ?? 0, page: filter.page, pageSize: filter.pageSize };
  }

  async updateAlt(actor: MediaActor, assetNo: string, alt: Alt): Promise<MediaAssetView> {
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(mediaAssets).where(eq(mediaAssets.assetNo, assetNo)).for('update');
      if (!before) throw editorialError('mediaNotFound');
      const [after] = await tx.update(mediaAssets).set({ alt }).where(eq(mediaAssets.id, before.id)).returning();
      await recordAudit(
        tx,
        { actorId: actor.userId, actorLabel: actor.label, ip: actor.ip, action: 'media.update', target: { type: 'media', id: assetNo }, details: { before: { alt: before.alt }, after: { alt } } },
        now,
      );
      return after!;
    });
    return view(row);
  }

  /**
   * The stored variant's bytes, or undefined when there is no such asset or width. A width of MEDIA_WIDTHS the asset
   * lacks (uploaded before the hero's 1440 was made) is answered with its widest narrower variant: the browser scales
   * it, rather than a hero showing no image.
   */
  async open(assetNo: string, width: number, format: MediaFormat): Promise<{ stream: Readable; size: number } | undefined> {
    if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) return undefined;
    const [row] = await this.deps.db.select({ variants: mediaAssets.variants }).from(mediaAssets).where(and(eq(mediaAssets.assetNo, assetNo)));
    const variant = row?.variants
      .filter((item) => item.format === format && item.width <= width)
      .sort((a, b) => b.width - a.width)[0];
    if (!variant) return undefined;
    return { stream: await this.deps.registry.store.get(variant.key), size: variant.size };
  }
}

const tooLarge = () => editorialError('imageTooLarge', { values: { maxMegabytes: MEDIA_MAX_BYTES / 1024 / 1024, maxMegapixels: MEDIA_MAX_PIXELS / 1_000_000 } });
