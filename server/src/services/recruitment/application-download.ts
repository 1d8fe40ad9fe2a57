import type { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { FileNotFoundError } from '../storage/file-store.js';
import type { FileRegistry } from '../storage/stored-files.js';
import { recruitmentError } from './application-errors.js';
import { RESUME_CONTENT_TYPES } from './application-rules.js';
import type { ResumeType } from './job-codes.js';

/** A stored résumé ready to be sent: its bytes as a stream and how to label them. */
export interface OpenResume {
  stream: Readable;
  /** The sanitized original name (metadata only). */
  fileName: string;
  /** Fixed by the checked file type, never the client's declaration. */
  contentType: string;
  size: number;
}

/** Opens an application's résumé; a withdrawn, purged or missing file answers like a missing application (404). */
export async function openResume(
  files: FileRegistry,
  application: { fileKey: string | null; fileName: string; fileType: ResumeType; fileSize: number },
): Promise<OpenResume> {
  if (!application.fileKey) throw recruitmentError('applicationNotFound');
  try {
    const stream = await files.store.get(application.fileKey);
    return {
      stream,
      fileName: application.fileName,
      contentType: RESUME_CONTENT_TYPES[application.fileType],
      size: application.fileSize,
    };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw recruitmentError('applicationNotFound');
    throw error;
  }
}

/**
 * Sends a résumé as a download, never as a page: an attachment (RFC 6266, `filename*=UTF-8''…` for Chinese names),
 * its fixed type with nosniff, and not kept by any cache. The one place these headers are set.
 */
export function sendResume(reply: FastifyReply, resume: Omit<OpenResume, 'size'> & { size?: number }): FastifyReply {
  reply
    .header('content-type', resume.contentType)
    .header('content-disposition', contentDisposition(resume.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (resume.size !== undefined) reply.header('content-length', resume.size);
  return reply.send(resume.stream);
}
