import { describe, expect, it } from 'vitest';
import { contentMatchesName, extensionOf, pickResume, RESUME_ACCEPT, RESUME_MAX_BYTES, resumeFileProblem, retentionEndOf, sendProblem, type FileFacts } from './resume-rules';

const pdf = (size: number, name = 'cv.pdf', type = 'application/pdf'): FileFacts => ({ name, size, type });

describe('the résumé rules of spec §5/§9, checked in the dialog before any upload', () => {
  it('count 6M in binary megabytes: 6 × 1024 × 1024 bytes exactly is accepted, one byte more is refused', () => {
    expect(RESUME_MAX_BYTES).toBe(6_291_456);
    expect(resumeFileProblem(pdf(6 * 1024 * 1024))).toBeNull();
    expect(resumeFileProblem(pdf(6 * 1024 * 1024 + 1))).toBe('tooBig');
    expect(resumeFileProblem(pdf(7 * 1024 * 1024))).toBe('tooBig');
  });

  it('refuse an empty file (the server would: there is nothing to forward)', () => {
    expect(resumeFileProblem(pdf(0))).toBe('empty');
    expect(resumeFileProblem(pdf(1))).toBeNull();
  });

  it.each([
    ['cv.pdf', 'application/pdf'],
    ['cv.PDF', 'application/pdf'],
    ['cv.pdf', 'application/x-pdf'],
    ['lebenslauf.doc', 'application/msword'],
    ['简历.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.JPG', 'image/pjpeg'],
    ['scan.png', 'image/png'],
    // .jpeg is the same format as .jpg, and the server takes both.
    ['cv.jpeg', 'image/jpeg'],
    ['CV.JPEG', 'image/jpeg'],
    // Browsers that cannot name a type (a .docx without Office on Windows) report nothing or a byte stream.
    ['cv.docx', ''],
    ['cv.doc', 'application/octet-stream'],
    ['my.cv.final.pdf', 'application/pdf'],
  ])('accept %s reported as %j', (name, type) => {
    expect(resumeFileProblem({ name, size: 1000, type })).toBeNull();
  });

  it.each([
    ['setup.exe', 'application/x-msdownload'],
    ['cv.txt', 'text/plain'],
    ['cv.jpeg', 'image/png'],
    ['cv.gif', 'image/gif'],
    ['cv.docm', 'application/vnd.ms-word.document.macroEnabled.12'],
    ['cv.svg', 'image/svg+xml'],
    ['cv', ''],
    ['.pdf', 'application/pdf'],
    // The name says PDF, the browser says HTML (or the reverse): the two disagree, so it is refused.
    ['cv.pdf', 'text/html'],
    ['cv.png', 'image/jpeg'],
    ['cv.docx', 'application/msword'],
  ])('refuse %s reported as %j', (name, type) => {
    expect(resumeFileProblem({ name, size: 1000, type })).toBe('wrongType');
  });

  it('check the type before the size, so a large .exe is called the wrong type', () => {
    expect(resumeFileProblem({ name: 'big.exe', size: RESUME_MAX_BYTES + 1, type: 'application/x-msdownload' })).toBe('wrongType');
  });

  it('offer the five types to the picker by extension and MIME type', () => {
    expect(RESUME_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', 'application/pdf', 'image/jpeg', 'image/png']),
    );
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('noextension')).toBe('');
  });
});

describe('a pick or a drop', () => {
  it('of two files (or more) at once is refused as a whole: only one attachment', () => {
    expect(pickResume([pdf(10), pdf(20, 'other.pdf')])).toEqual({ file: null, problem: 'tooMany' });
    expect(pickResume([pdf(10), pdf(20), pdf(30)])).toEqual({ file: null, problem: 'tooMany' });
  });

  it('of one acceptable file takes it (it replaces the file chosen before)', () => {
    const file = pdf(10);
    expect(pickResume([file])).toEqual({ file, problem: null });
  });

  it('of one unacceptable file names the problem and the file', () => {
    const big = pdf(RESUME_MAX_BYTES + 1, 'big.pdf');
    expect(pickResume([big])).toEqual({ file: big, problem: 'tooBig' });
  });

  it('of nothing (the picker was cancelled) changes nothing', () => {
    expect(pickResume([])).toBeNull();
  });
});

describe('sending', () => {
  it('needs an acceptable file and the separate consent, unticked by default', () => {
    expect(sendProblem(null, true)).toBe('noFile');
    expect(sendProblem(pdf(10), false)).toBe('noConsent');
    expect(sendProblem(pdf(RESUME_MAX_BYTES + 1), true)).toBe('tooBig');
    expect(sendProblem(pdf(10), true)).toBeNull();
  });

  it('names the retention end the consent states: 180 days after the job closes', () => {
    expect(retentionEndOf('2026-06-30T15:59:59.000Z').toISOString()).toBe('2026-12-27T15:59:59.000Z');
  });
});

describe('content check before upload', () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0, 0, 0, 0, 0].slice(0, 8));
  it.each([
    ['cv.pdf', bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37), true],
    ['cv.PDF', bytes(0x25, 0x50, 0x44, 0x46, 0x2d), true],
    ['cv.doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), true],
    ['cv.docx', bytes(0x50, 0x4b, 0x03, 0x04), true],
    ['photo.jpg', bytes(0xff, 0xd8, 0xff, 0xe0), true],
    ['photo.jpeg', bytes(0xff, 0xd8, 0xff, 0xe1), true],
    ['photo.png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), true],
    ['cv.pdf', bytes(0x4d, 0x5a, 0x90), false],
    ['cv.pdf', bytes(0x3c, 0x68, 0x74, 0x6d, 0x6c), false],
    ['photo.png', bytes(0xff, 0xd8, 0xff), false],
    ['cv.docx', bytes(0xd0, 0xcf, 0x11, 0xe0), false],
    ['cv.pdf', new Uint8Array([0x25, 0x50]), false],
    ['setup.exe', bytes(0x4d, 0x5a), false],
  ])('%s starting %o matches its name: %s', (name, head, expected) => {
    expect(contentMatchesName(name, head)).toBe(expected);
  });
});
