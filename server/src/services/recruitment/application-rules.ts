import { RESUME_MAX_BYTES, RESUME_TYPES, type ResumeType } from './job-codes.js';

/** Deliveries one account may make in an hour (a replacement counts too), on top of the route's per-client limit. */
export const DELIVERY_LIMIT = { max: 10, windowSeconds: 3600 } as const;
/** The retention the consent names: résumés are deleted this long after the job closes. */
export const RETENTION_DAYS_AFTER_CLOSE = 180;
/** The stored original name is metadata only, at most this many characters (the column's size). */
export const FILE_NAME_MAX = 200;

/**
 * Multipart limits of the delivery route: one file of at most RESUME_MAX_BYTES (the plugin's default is 1 MiB), the
 * consent field and nothing much else.
 */
export const UPLOAD_LIMITS = {
  files: 1,
  fileSize: RESUME_MAX_BYTES,
  fields: 4,
  fieldSize: 100,
  parts: 6,
  headerPairs: 50,
} as const;

/** The fixed type each stored résumé is served with, whatever the client declared. */
export const RESUME_CONTENT_TYPES: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** The allowed formats as messages name them. */
export const ALLOWED_FORMATS = RESUME_TYPES.map((type) => type.toUpperCase()).join(', ');

const EXTENSIONS: Record<string, ResumeType> = { pdf: 'pdf', doc: 'doc', docx: 'docx', jpg: 'jpg', jpeg: 'jpg', png: 'png' };

/** The résumé type a file name declares by its extension, if it is one of the allowed ones. */
export function declaredType(fileName: string): ResumeType | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  return EXTENSIONS[fileName.slice(dot + 1).toLowerCase()];
}

// Control characters, and the bidirectional overrides that make "cv‮fdp.exe" read as "cvexe.pdf".
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * The original name as shown to people: no folders, no control or direction characters, NFC, at most
 * FILE_NAME_MAX characters (the extension kept when shortened). Chinese and other scripts stay as they are.
 */
export function sanitizeFileName(raw: string, type: ResumeType): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // Tabs and line breaks become spaces; every other control or direction character goes.
  let name = base.normalize('NFC').replace(/[\t\n\r\v\f]/g, ' ').replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  name = name.replace(/^[.\s]+/, '');
  if (name === '' || declaredType(name) === undefined) name = `resume.${type}`;
  const chars = [...name];
  if (chars.length <= FILE_NAME_MAX) return name;
  const extension = name.slice(name.lastIndexOf('.'));
  const stem = [...name.slice(0, name.lastIndexOf('.'))].slice(0, FILE_NAME_MAX - [...extension].length);
  return `${stem.join('').trimEnd()}${extension}`;
}

/** The end of the retention period: RETENTION_DAYS_AFTER_CLOSE after the job closes (or after now, if it has no end). */
export function retentionEnd(closesAt: Date | null, now: Date): Date {
  const from = closesAt ?? now;
  return new Date(from.getTime() + RETENTION_DAYS_AFTER_CLOSE * 24 * 3600 * 1000);
}
