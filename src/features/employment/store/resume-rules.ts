import type { ResumeFileType } from '../api/applications-api';

/** Spec §5/§9: one attachment of at most 6M, counted in binary megabytes like the server's limit. */
export const RESUME_MAX_BYTES = 6 * 1024 * 1024;

/** How long after the job closes the résumé is kept (the consent names it; the server's purge applies it). */
export const RESUME_RETENTION_DAYS = 180;

/**
 * The accepted types by extension, with the MIME types browsers report for each. The browser's report comes from the
 * name (or the OS), so it is a courtesy check: the server decides by the file's content.
 */
export const RESUME_TYPES: Record<ResumeFileType, readonly string[]> = {
  pdf: ['application/pdf', 'application/x-pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
};

/** The file input's `accept`: the picker offers these first (it does not stop a drop or "all files"). */
export const RESUME_ACCEPT = [
  ...Object.entries(RESUME_TYPES).flatMap(([extension, mimes]) => [`.${extension}`, ...mimes]),
  '.jpeg',
].join(',');

/** What the dialog refuses before any upload, each with its own message (`employment.resume.problem.<id>`). */
export type ResumeProblem = 'tooMany' | 'tooBig' | 'wrongType' | 'empty' | 'noFile' | 'noConsent';

/** The part of a File the rules read (tests and stories pass plain objects too). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** A browser that cannot name a type reports it empty or as a byte stream; the extension then decides. */
const UNKNOWN_MIME = new Set(['', 'application/octet-stream']);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The type a file's extension names: `.jpeg` is a JPG like `.jpg` (the server reads it the same way). */
function resumeTypeOf(name: string): ResumeFileType | null {
  const extension = extensionOf(name);
  if (extension === 'jpeg') return 'jpg';
  return Object.hasOwn(RESUME_TYPES, extension) ? (extension as ResumeFileType) : null;
}

/** One file's problem, if any: the type by extension and reported MIME type, then empty, then over 6 MB. */
export function resumeFileProblem(file: FileFacts): ResumeProblem | null {
  const extension = resumeTypeOf(file.name);
  if (extension === null) return 'wrongType';
  const mime = file.type.toLowerCase();
  if (!UNKNOWN_MIME.has(mime) && !RESUME_TYPES[extension].includes(mime)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > RESUME_MAX_BYTES) return 'tooBig';
  return null;
}

export type ResumePick<F extends FileFacts> = { file: F; problem: null } | { file: F | null; problem: ResumeProblem };

/**
 * What a pick or a drop of `files` yields. Several files at once are refused as a whole (spec §5 "Only one attachment
 * is allowed to be uploaded"); a single acceptable file replaces the one chosen before. Nothing chosen: no change.
 */
export function pickResume<F extends FileFacts>(files: readonly F[]): ResumePick<F> | null {
  if (files.length === 0) return null;
  if (files.length > 1) return { file: null, problem: 'tooMany' };
  const file = files[0]!;
  const problem = resumeFileProblem(file);
  return problem === null ? { file, problem: null } : { file, problem };
}

/** Whether the dialog may send: an acceptable file and the consent box ticked. */
export function sendProblem(file: FileFacts | null, consent: boolean): ResumeProblem | null {
  if (file === null) return 'noFile';
  const problem = resumeFileProblem(file);
  if (problem !== null) return problem;
  return consent ? null : 'noConsent';
}

/** The day the résumé is deleted if nothing happens before: the retention period after the job closes. */
export function retentionEndOf(closesAt: string): Date {
  return new Date(new Date(closesAt).getTime() + RESUME_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/** The first bytes each accepted type starts with (a .docx is a ZIP; the server also checks its `word/` parts). */
const SIGNATURES: Record<ResumeFileType, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: [0x50, 0x4b, 0x03, 0x04],
  jpg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** How many leading bytes `contentMatchesName` needs. */
export const SIGNATURE_BYTES = 8;

/**
 * Whether a file's first bytes are what its extension promises: a program renamed `cv.pdf` is refused in the dialog
 * before any upload. The server decides by the whole content; this only spares a pointless upload.
 */
export function contentMatchesName(name: string, head: Uint8Array): boolean {
  const type = resumeTypeOf(name);
  if (type === null) return false;
  return SIGNATURES[type].every((byte, index) => head[index] === byte);
}
