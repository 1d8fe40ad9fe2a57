import type { Readable } from 'node:stream';
import { detectCfbf } from '@file-type/cfbf';
import { FileTypeParser } from 'file-type';
import type { ResumeType } from './job-codes.js';

/** file-type's own sample size: enough for every signature it knows but the ones checked after the upload. */
export const SNIFF_BYTES = 4100;
/** The end of a zip kept while it streams in: its central directory (a .docx has a few dozen entries) is there. */
const ZIP_TAIL_BYTES = 128 * 1024;
const CFB_HEADER_BYTES = 512;

const parser = new FileTypeParser({ customDetectors: [detectCfbf] });

export type CheckFailure = 'unsupported' | 'macro';

/**
 * What the first bytes say. `later` marks what only the whole file can settle: a compound file whose directory
 * (with the Word class id) lies beyond the sample, and a zip, which must be an OOXML word document with `word/` parts
 * and no macros.
 */
export type Sniffed =
  | { type: ResumeType; later?: undefined }
  | { type: 'doc'; later: 'cfb' }
  | { type: 'docx'; later: 'zip' | 'ooxml' }
  | { failure: CheckFailure };

export async function sniff(sample: Uint8Array): Promise<Sniffed> {
  let detected: { ext: string } | undefined;
  try {
    detected = await parser.fromBuffer(sample);
  } catch {
    return { failure: 'unsupported' };
  }
  switch (detected?.ext) {
    case 'pdf':
    case 'doc':
    case 'docx':
    case 'jpg':
    case 'png':
      if (detected.ext === 'docx') return { type: 'docx', later: 'ooxml' };
      return { type: detected.ext };
    case 'cfb':
      return { type: 'doc', later: 'cfb' };
    case 'zip':
      return { type: 'docx', later: 'zip' };
    case 'docm':
    case 'dotm':
      return { failure: 'macro' };
    default:
      return { failure: 'unsupported' };
  }
}

/**
 * Watches the bytes of an upload as they stream into storage and keeps only what the final check needs: the compound
 * file's root directory class id, or the zip's tail. Memory stays bounded whatever the file's size.
 */
export class ContentWatcher {
  private offset = 0;
  private header = Buffer.alloc(0);
  private classIdAt = -1;
  private readonly classId = Buffer.alloc(16);
  private classIdBytes = 0;
  private tail: Buffer[] = [];
  private tailBytes = 0;

  constructor(private readonly sniffed: Extract<Sniffed, { later: string }>) {}

  observe(chunk: Buffer): void {
    if (this.sniffed.later === 'cfb') this.watchCfb(chunk);
    else this.keepTail(chunk);
    this.offset += chunk.length;
  }

  /** Settles what the sample could not; reads the stored file again only for a zip whose type file-type could not tell. */
  async verdict(readBack: () => Promise<Readable>): Promise<CheckFailure | undefined> {
    if (this.sniffed.later === 'cfb') return this.cfbVerdict();
    const names = this.zipNames();
    if (!names?.includes('[Content_Types].xml') || !names.some((name) => name.startsWith('word/'))) return 'unsupported';
    if (names.some((name) => /(^|\/)vbaProject\.bin$/i.test(name))) return 'macro';
    if (this.sniffed.later === 'zip') {
      const detected = await parser.fromStream(await readBack()).catch(() => undefined);
      if (detected?.ext === 'docm' || detected?.ext === 'dotm') return 'macro';
      if (detected?.ext !== 'docx') return 'unsupported';
    }
    return undefined;
  }

  private watchCfb(chunk: Buffer): void {
    if (this.header.length < CFB_HEADER_BYTES) {
      this.header = Buffer.concat([this.header, chunk.subarray(0, CFB_HEADER_BYTES - this.header.length)]);
      if (this.header.length >= 52 && this.classIdAt < 0) {
        // Where @file-type/cfbf looks for the root entry's class id: after the header, at the directory's first sector.
        const sectorSize = 1 << (this.header[30] ?? 0);
        const directoryStart = this.header.readUInt32LE(48);
        this.classIdAt = CFB_HEADER_BYTES + directoryStart * sectorSize + 80;
      }
    }
    if (this.classIdAt < 0 || this.classIdBytes >= 16) return;
    const start = Math.max(this.classIdAt + this.classIdBytes, this.offset);
    const end = Math.min(this.classIdAt + 16, this.offset + chunk.length);
    if (start >= end) return;
    chunk.copy(this.classId, start - this.classIdAt, start - this.offset, end - this.offset);
    this.classIdBytes += end - start;
  }

  /**
   * The detector itself decides, on a compact copy of the file: the header with the directory moved to sector 0,
   * followed by the root entry's class id where the detector then looks. Nothing else of the file is needed.
   */
  private async cfbVerdict(): Promise<CheckFailure | undefined> {
    if (this.header.length < CFB_HEADER_BYTES || this.classIdBytes < 16) return 'unsupported';
    const compact = Buffer.alloc(CFB_HEADER_BYTES + 96);
    this.header.copy(compact);
    compact.writeUInt32LE(0, 48);
    this.classId.copy(compact, CFB_HEADER_BYTES + 80);
    const detected = await parser.fromBuffer(compact).catch(() => undefined);
    return detected?.ext === 'doc' ? undefined : 'unsupported';
  }

  private keepTail(chunk: Buffer): void {
    this.tail.push(chunk);
    this.tailBytes += chunk.length;
    while (this.tail.length > 1 && this.tailBytes - this.tail[0]!.length >= ZIP_TAIL_BYTES) {
      this.tailBytes -= this.tail.shift()!.length;
    }
  }

  /** The entry names of the zip's central directory, or undefined when the tail does not hold a complete one. */
  private zipNames(): string[] | undefined {
    const tail = Buffer.concat(this.tail, this.tailBytes);
    // The end-of-central-directory record: 22 bytes plus a comment of up to 65535.
    let eocd = -1;
    for (let at = tail.length - 22; at >= Math.max(0, tail.length - 22 - 0xffff); at -= 1) {
      if (tail.readUInt32LE(at) === 0x06054b50) {
        eocd = at;
        break;
      }
    }
    if (eocd < 0) return undefined;
    const entries = tail.readUInt16LE(eocd + 10);
    const size = tail.readUInt32LE(eocd + 12);
    let at = eocd - size;
    if (at < 0) return undefined;
    const names: string[] = [];
    for (let i = 0; i < entries; i += 1) {
      if (at + 46 > eocd || tail.readUInt32LE(at) !== 0x02014b50) return undefined;
      const nameLength = tail.readUInt16LE(at + 28);
      const extraLength = tail.readUInt16LE(at + 30);
      const commentLength = tail.readUInt16LE(at + 32);
      names.push(tail.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
}
