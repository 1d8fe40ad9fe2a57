import { Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AppError } from '../../lib/app-error.js';
import { FileTooLargeError } from '../storage/file-store.js';
import type { FileRegistry } from '../storage/stored-files.js';
import { recruitmentError } from './application-errors.js';
import { ContentWatcher, SNIFF_BYTES, sniff, type CheckFailure } from './application-file-check.js';
import { declaredType, sanitizeFileName } from './application-rules.js';
import { RESUME_MAX_BYTES, type ResumeType } from './job-codes.js';

/** A résumé that arrived whole, passed every check and waits in storage as a pending file. */
export interface ReceivedResume {
  key: string;
  size: number;
  type: ResumeType;
  fileName: string;
}

/** The consent field's name and the only value that means yes (the form sends it before the file). */
export const CONSENT_FIELD = 'consent';

/** A failure of the client's own bytes (aborted, malformed), as opposed to one of storage. */
class ClientStreamError extends Error {
  override name = 'ClientStreamError';
}

const failure = (reason: CheckFailure, declared?: ResumeType) =>
  reason === 'macro'
    ? recruitmentError('macroDocument')
    : declared
      ? recruitmentError('typeMismatch', { type: declared.toUpperCase() })
      : recruitmentError('unsupportedType');

/** Multipart and busboy failures as the envelope's errors: the limits by name, anything malformed as "sent failed". */
function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return recruitmentError('oneAttachment');
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return recruitmentError('tooManyFields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return recruitmentError('notMultipart');
  }
  return recruitmentError('sendFailed');
}

const tooLarge = () => recruitmentError('tooLarge');

/**
 * After a refusal the rest of the request is still read (and thrown away) in the background, so the client, which
 * may still be sending, receives the answer instead of a reset connection. Busboy's limits bound what is read.
 */
function drainRest(parts: AsyncIterableIterator<Multipart>): void {
  void (async () => {
    for (;;) {
      const step = await parts.next();
      if (step.done) return;
      if (step.value.type === 'file') step.value.file.resume();
    }
  })().catch(() => undefined);
}

/** The first bytes of a stream, then the whole stream again (those bytes first), each chunk shown to `observe`. */
async function peek(file: MultipartFile['file'], observe: (chunk: Buffer) => void) {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const next = async () => {
    try {
      return await chunks.next();
    } catch (error) {
      throw new ClientStreamError('upload interrupted', { cause: error });
    }
  };
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const step = await next();
    if (step.done) {
      ended = true;
      break;
    }
    head.push(step.value);
    headBytes += step.value.length;
  }
  const sample = Buffer.concat(head, headBytes);
  async function* all() {
    observe(sample);
    yield sample;
    while (!ended) {
      const step = await next();
      if (step.done) ended = true;
      else {
        observe(step.value);
        yield step.value;
      }
    }
  }
  return {
    sample,
    stream: () => Readable.from(all(), { objectMode: false }),
    /** Reads the rest of a refused file without keeping it ('readable' listeners make resume() a no-op). */
    drain: () => {
      void (async () => {
        while (!ended) if ((await chunks.next()).done) ended = true;
      })().catch(() => undefined);
    },
  };
}

/**
 * Reads the delivery form with `request.parts()`: the consent field first, then exactly one file, which is typed by
 * its content (and must match its extension), streamed into storage as a pending file and checked once complete.
 * Every refusal leaves nothing stored. The iteration runs to the end so a second file is seen and refused.
 */
export async function receiveResume(parts: AsyncIterableIterator<Multipart>, files: FileRegistry): Promise<ReceivedResume> {
  let consent = false;
  let received: ReceivedResume | undefined;
  try {
    for (;;) {
      let step: IteratorResult<Multipart>;
      try {
        step = await parts.next();
      } catch (error) {
        throw multipartError(error);
      }
      if (step.done) break;
      const part = step.value;
      if (part.type === 'field') {
        if (part.fieldname === CONSENT_FIELD) consent = part.value === 'true' && !part.valueTruncated;
        continue;
      }
      received = await receiveFile(part, consent, files);
    }
  } catch (error) {
    if (received) await files.discard(received.key);
    drainRest(parts);
    if (error instanceof FileTooLargeError) throw tooLarge();
    if (error instanceof ClientStreamError) throw recruitmentError('sendFailed');
    throw error;
  }
  if (!received) throw recruitmentError(consent ? 'fileRequired' : 'consentRequired');
  return received;
}

async function receiveFile(part: MultipartFile, consent: boolean, files: FileRegistry): Promise<ReceivedResume> {
  if (!consent) {
    part.file.resume();
    throw recruitmentError('consentRequired');
  }
  const declared = declaredType(part.filename ?? '');
  if (!declared) {
    part.file.resume();
    throw failure('unsupported');
  }

  let watcher: ContentWatcher | undefined;
  const { sample, stream, drain } = await peek(part.file, (chunk) => watcher?.observe(chunk));
  if (sample.length === 0) throw recruitmentError('emptyFile');
  const sniffed = await sniff(sample);
  const refusal = 'failure' in sniffed ? failure(sniffed.failure, declared) : sniffed.type !== declared ? failure('unsupported', declared) : undefined;
  if (refusal) {
    drain();
    throw refusal;
  }
  if ('later' in sniffed && sniffed.later) watcher = new ContentWatcher(sniffed);

  const { key, size } = await files.upload(stream(), RESUME_MAX_BYTES);
  // Busboy stops a file at the limit and marks it truncated rather than failing it.
  if (part.file.truncated) {
    await files.discard(key);
    throw tooLarge();
  }
  const verdict = await watcher?.verdict(() => files.store.get(key));
  if (verdict) {
    await files.discard(key);
    throw failure(verdict, declared);
  }
  return { key, size, type: declared, fileName: sanitizeFileName(part.filename, declared) };
}
