import { deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Minimal but valid files of every accepted type, and the impostors the server must refuse, built in code so the
 * tests show exactly which bytes make a file what it is.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PDF of exactly `size` bytes (at least ~200): a one-page document, padded inside a comment before the trailer. */
export function pdfBytes(size = 2048): Buffer {
  const head = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n';
  const tail = 'trailer<</Root 1 0 R>>\n%%EOF\n';
  const padding = size - head.length - tail.length - 2;
  if (padding < 0) throw new Error(`a PDF needs at least ${head.length + tail.length + 2} bytes`);
  return Buffer.concat([Buffer.from(head), Buffer.from('%'), Buffer.alloc(padding, 0x41), Buffer.from('\n'), Buffer.from(tail)]);
}

/** A 1×1 PNG (signature, IHDR, IDAT, IEND with their CRCs). */
export function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xff, 0x80, 0x00]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's start: SOI, a JFIF APP0 segment, then filler and EOI (enough for content sniffing). */
export function jpegBytes(): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, Buffer.alloc(600, 0x11), Buffer.from([0xff, 0xd9])]);
}

/** The class ids @file-type/cfbf reads from the root directory entry (GUIDs in their mixed-endian byte order). */
export const CLSID = {
  word: Buffer.from('0609020000000000c000000000000046', 'hex'),
  excel: Buffer.from('2008020000000000c000000000000046', 'hex'),
};

/**
 * A compound file (OLE2) as Word 97–2003 writes it, reduced to what identifies it: the 512-byte header, a FAT sector
 * and the directory whose root entry carries the class id. `directorySector` moves the directory further in (beyond
 * the first bytes a sniffer sees); the sectors in between are padding.
 */
export function docBytes({ clsid = CLSID.word, directorySector = 1 } = {}): Buffer {
  const sector = 512;
  const header = Buffer.alloc(sector, 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(directorySector, 48);
  header.writeUInt32LE(4096, 56); // mini stream cut-off
  header.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 68); // no extra DIFAT
  header.fill(0xff, 76);
  header.writeUInt32LE(0, 76); // the FAT is sector 0

  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 holds the FAT
  for (let s = 1; s < directorySector; s += 1) fat.writeUInt32LE(0xfffffffe, s * 4);
  fat.writeUInt32LE(0xfffffffe, directorySector * 4);

  const directory = Buffer.alloc(sector, 0);
  const name = Buffer.from('Root Entry\0', 'utf16le');
  name.copy(directory, 0);
  directory.writeUInt16LE(name.length, 64);
  directory[66] = 5; // root storage
  directory[67] = 1; // black
  directory.writeUInt32LE(0xffffffff, 68);
  directory.writeUInt32LE(0xffffffff, 72);
  directory.writeUInt32LE(0xffffffff, 76);
  clsid.copy(directory, 80);
  directory.writeUInt32LE(0xfffffffe, 116);
  const padding = Buffer.alloc((directorySector - 1) * sector, 0);
  return Buffer.concat([header, fat, padding, directory]);
}

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Deflate the entry (as Office does); stored otherwise. */
  deflate?: boolean;
}

/** A zip archive: local headers, data, the central directory and its end record. */
export function zipBytes(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const data = entry.deflate ? deflateRawSync(raw) : raw;
    const name = Buffer.from(entry.name);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const WORD_MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

const contentTypes = (main: string, partName = '/word/document.xml') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="${partName}" ContentType="${main}"/></Types>`;
const rels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const documentXml =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>';

/**
 * A Word document (OOXML): [Content_Types].xml, the package relationships and word/document.xml, deflated as Word
 * does. `contentTypesLast` puts the content types after `padding` bytes of another part, beyond a sniffer's sample.
 */
export function docxBytes({ contentTypesLast = false, padding = 0 } = {}): Buffer {
  const types = { name: '[Content_Types].xml', data: contentTypes(WORD_MAIN), deflate: true };
  const parts: ZipEntry[] = [
    { name: '_rels/.rels', data: rels, deflate: true },
    { name: 'word/document.xml', data: documentXml, deflate: true },
    ...(padding > 0 ? [{ name: 'word/media/image1.png', data: Buffer.alloc(padding, 7) }] : []),
  ];
  return zipBytes(contentTypesLast ? [...parts, types] : [types, ...parts]);
}

/** A macro-enabled Word document (.docm): its content type says so and it carries word/vbaProject.bin. */
export function docmBytes(): Buffer {
  return zipBytes([
    { name: '[Content_Types].xml', data: contentTypes(WORD_MACRO_MAIN), deflate: true },
    { name: '_rels/.rels', data: rels, deflate: true },
    { name: 'word/document.xml', data: documentXml, deflate: true },
    { name: 'word/vbaProject.bin', data: Buffer.alloc(64, 1) },
  ]);
}

/** Claims to be a Word document in its content types but has no word/ part at all. */
export function docxWithoutWordBytes(): Buffer {
  return zipBytes([
    { name: '[Content_Types].xml', data: contentTypes(WORD_MAIN, '/main/document.xml'), deflate: true },
    { name: '_rels/.rels', data: rels, deflate: true },
    { name: 'main/document.xml', data: documentXml, deflate: true },
  ]);
}

/** A docx whose content types say "Word" but which smuggles a macro project in. */
export function docxWithMacroBytes(): Buffer {
  return zipBytes([
    { name: '[Content_Types].xml', data: contentTypes(WORD_MAIN), deflate: true },
    { name: 'word/document.xml', data: documentXml, deflate: true },
    { name: 'word/vbaProject.bin', data: Buffer.alloc(64, 1) },
  ]);
}

/** A plain zip of text files. */
export function plainZipBytes(): Buffer {
  return zipBytes([{ name: 'notes.txt', data: 'not a résumé' }]);
}

/** A Windows executable's start: the MZ header and a PE signature. */
export function peBytes(): Buffer {
  const bytes = Buffer.alloc(1024, 0);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'binary');
  bytes.writeUInt16LE(0x14c, 0x84);
  return bytes;
}

export const htmlBytes = () => Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>\n');
export const svgBytes = () =>
  Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>\n');
