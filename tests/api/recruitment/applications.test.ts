import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authThrottles } from '../../../server/src/db/schema/auth.js';
import { applications } from '../../../server/src/db/schema/recruitment.js';
import { loadCatalog } from '../../../server/src/lib/i18n.js';
import { RECRUITMENT_ERRORS } from '../../../server/src/services/recruitment/application-errors.js';
import { DELIVERY_LIMIT } from '../../../server/src/services/recruitment/application-rules.js';
import { RESUME_MAX_BYTES } from '../../../server/src/services/recruitment/job-codes.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { createRecruitmentHarness, multipartBody, type Person, type RecruitmentHarness, type Stored } from './support/recruitment-harness.js';
import {
  CLSID,
  docBytes,
  docmBytes,
  docxBytes,
  docxWithMacroBytes,
  docxWithoutWordBytes,
  htmlBytes,
  jpegBytes,
  pdfBytes,
  peBytes,
  plainZipBytes,
  pngBytes,
  svgBytes,
} from './support/resume-fixtures.js';

const catalog = loadCatalog();
const E = RECRUITMENT_ERRORS;
const COMBINATIONS = TEST_DATABASES.flatMap((database) =>
  (['postgres', 's3'] as const).map((backend) => ({ database, backend, name: `${database.name}, ${backend} storage` })),
);

describe.each(COMBINATIONS)('résumé delivery ($name)', ({ database, backend }) => {
  let h: RecruitmentHarness;
  let applicant: Person;
  let job: string;
  const url = (jobNo: string, language = 'EN') => `/api/recruitment/applications?documentNo=${encodeURIComponent(jobNo)}&language=${language}`;

  beforeAll(async () => {
    h = await createRecruitmentHarness(database, backend);
    applicant = await h.person();
    job = await h.addJob();
  });
  afterAll(async () => h?.stop());
  // The hourly delivery count is the rate-limit test's subject; elsewhere each case starts afresh.
  beforeEach(async () => {
    await h.app.db.delete(authThrottles).where(like(authThrottles.key, 'recruitment:%'));
  });

  /** Sends the request and checks that it was refused with `kind` and that nothing at all was stored. */
  async function refusedAndNothingStored(send: () => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>, kind: { status: number; code: number }) {
    const before: Stored = await h.stored();
    const response = await send();
    const body = expectErrorEnvelope(response, kind.status, kind.code);
    expect(await h.stored()).toEqual(before);
    return body;
  }

  describe('accepts real résumés, typed by their content', () => {
    it.each([
      ['a PDF', 'cv.pdf', () => pdfBytes(3000), 'pdf'],
      ['a Word 97–2003 document', 'cv.doc', () => docBytes(), 'doc'],
      ['a .doc whose directory lies beyond the first 4 KB', 'cv.DOC', () => docBytes({ directorySector: 12 }), 'doc'],
      ['a Word document', 'cv.docx', () => docxBytes(), 'docx'],
      ['a .docx whose content types come after 8 KB of other parts', 'cv.docx', () => docxBytes({ contentTypesLast: true, padding: 8000 }), 'docx'],
      ['a JPEG', 'photo.jpg', () => jpegBytes(), 'jpg'],
      ['a JPEG named .jpeg', 'photo.JPEG', () => jpegBytes(), 'jpg'],
      ['a PNG', 'scan.png', () => pngBytes(), 'png'],
    ] as const)('%s', async (_what, name, bytes, type) => {
      const person = await h.person();
      const data = bytes();
      const response = await h.deliver(person, job, { name, data });
      expect(response.statusCode, response.body).toBe(200);
      const view = (response.json() as { data: { id: number; fileType: string; fileSize: number; status: string } }).data;
      expect(view).toMatchObject({ fileType: type, fileSize: data.length, status: 'delivered' });
      const [row] = await h.app.db.select().from(applications).where(eq(applications.id, view.id));
      const resume = await h.app.recruitment.openResume(row!);
      const back: Buffer[] = [];
      for await (const chunk of resume.stream) back.push(chunk as Buffer);
      expect(Buffer.concat(back).equals(data)).toBe(true);
    });

    it(`accepts exactly ${RESUME_MAX_BYTES} bytes (6 MB)`, async () => {
      const response = await h.deliver(await h.person(), job, { name: 'big.pdf', data: pdfBytes(RESUME_MAX_BYTES) });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { data: { fileSize: number } }).data.fileSize).toBe(RESUME_MAX_BYTES);
    });
  });

  describe('refuses, with a 4xx envelope and nothing stored', () => {
    it('6 MB + 1 byte: 413', async () => {
      const body = await refusedAndNothingStored(() => h.deliver(applicant, job, { name: 'big.pdf', data: pdfBytes(RESUME_MAX_BYTES + 1) }), E.tooLarge);
      expect(body.message).toBe('The file is larger than 6 MB. Please upload a résumé of at most 6 MB.');
    });

    it('a second file: 413 with the spec’s message', async () => {
      const twoFiles = multipartBody([
        { name: 'consent', value: 'true' },
        { name: 'file', filename: 'a.pdf', data: pdfBytes(2000) },
        { name: 'file', filename: 'b.pdf', data: pdfBytes(2000) },
      ]);
      const body = await refusedAndNothingStored(() => h.post(applicant.token, url(job), twoFiles), E.oneAttachment);
      expect(body.message).toBe('Only one attachment is allowed to be uploaded');
    });

    it('a second file under another field name: 413 as well', async () => {
      const twoFiles = multipartBody([
        { name: 'consent', value: 'true' },
        { name: 'file', filename: 'a.pdf', data: pdfBytes(2000) },
        { name: 'attachment', filename: 'b.png', data: pngBytes() },
      ]);
      await refusedAndNothingStored(() => h.post(applicant.token, url(job), twoFiles), E.oneAttachment);
    });

    it('zero bytes: 400', async () => {
      const body = await refusedAndNothingStored(() => h.deliver(applicant, job, { name: 'empty.pdf', data: Buffer.alloc(0) }), E.emptyFile);
      expect(body.message).toBe('The file is empty. Please choose your résumé file again.');
    });

    it.each([
      ['a Windows executable named .pdf', 'cv.pdf', peBytes],
      ['a zip named .pdf', 'cv.pdf', plainZipBytes],
      ['an HTML page named .pdf', 'cv.pdf', htmlBytes],
      ['an SVG named .png', 'photo.png', svgBytes],
      ['a PNG named .pdf', 'cv.pdf', pngBytes],
      ['a PDF named .docx', 'cv.docx', () => pdfBytes(2000)],
      ['a zip named .docx', 'cv.docx', plainZipBytes],
      ['a .docx without word/ parts', 'cv.docx', docxWithoutWordBytes],
      ['an Excel 97 workbook named .doc', 'cv.doc', () => docBytes({ clsid: CLSID.excel })],
      ['an Excel 97 workbook named .doc, its class id beyond the first 4 KB', 'cv.doc', () => docBytes({ clsid: CLSID.excel, directorySector: 12 })],
    ])('%s: 415 naming the type it claimed', async (_what, name, bytes) => {
      const body = await refusedAndNothingStored(() => h.deliver(applicant, job, { name, data: bytes() }), E.typeMismatch);
      expect(body.message).toMatch(/^The file is not a real (PDF|PNG|DOCX|DOC) file\. Please upload your résumé as PDF, DOC, DOCX, JPG, PNG\.$/);
    });

    it.each([
      ['a .docm', 'macro.docm', docmBytes],
      ['an .exe', 'setup.exe', peBytes],
      ['an .svg', 'photo.svg', svgBytes],
      ['a name without extension', 'resume', () => pdfBytes(2000)],
    ])('%s: 415, the name alone is enough', async (_what, name, bytes) => {
      const body = await refusedAndNothingStored(() => h.deliver(applicant, job, { name, data: bytes() }), E.unsupportedType);
      expect(body.message).toBe('This file type is not accepted. Please upload your résumé as PDF, DOC, DOCX, JPG, PNG.');
    });

    it.each([
      ['a macro-enabled document renamed .docx', docmBytes],
      ['a .docx carrying a macro project', docxWithMacroBytes],
    ])('%s: 415 saying macros are refused', async (_what, bytes) => {
      const body = await refusedAndNothingStored(() => h.deliver(applicant, job, { name: 'cv.docx', data: bytes() }), E.macroDocument);
      expect(body.message).toContain('(.docm)');
    });

    it.each([
      ['no consent field', [{ name: 'file', filename: 'cv.pdf', data: pdfBytes(2000) }]],
      ['consent false', [{ name: 'consent', value: 'false' }, { name: 'file', filename: 'cv.pdf', data: pdfBytes(2000) }]],
      ['consent after the file', [{ name: 'file', filename: 'cv.pdf', data: pdfBytes(2000) }, { name: 'consent', value: 'true' }]],
      ['an empty form', []],
    ])('%s: 400 asking for consent', async (_what, parts) => {
      const body = await refusedAndNothingStored(() => h.post(applicant.token, url(job), multipartBody(parts)), E.consentRequired);
      expect(body.message).toContain('consent');
    });

    it('consent without a file: 400 asking for the résumé', async () => {
      const body = await refusedAndNothingStored(() => h.post(applicant.token, url(job), multipartBody([{ name: 'consent', value: 'true' }])), E.fileRequired);
      expect(body.message).toBe('Please attach your résumé (PDF, DOC, DOCX, JPG, PNG, at most 6 MB).');
    });

    it('more fields than the form has: 413', async () => {
      const many = multipartBody([
        { name: 'consent', value: 'true' },
        ...Array.from({ length: 5 }, (_, i) => ({ name: `x${i}`, value: 'y' })),
        { name: 'file', filename: 'cv.pdf', data: pdfBytes(2000) },
      ]);
      await refusedAndNothingStored(() => h.post(applicant.token, url(job), many), E.tooManyFields);
    });

    describe('malformed uploads', () => {
      const good = () => multipartBody([
        { name: 'consent', value: 'true' },
        { name: 'file', filename: 'cv.pdf', data: pdfBytes(200_000) },
      ]);

      it('a boundary in the header that the body does not use: 400', async () => {
        const { payload } = good();
        await refusedAndNothingStored(() => h.post(applicant.token, url(job), { payload, contentType: 'multipart/form-data; boundary=something-else' }), E.sendFailed);
      });

      it('no boundary at all: 400', async () => {
        const { payload } = good();
        await refusedAndNothingStored(() => h.post(applicant.token, url(job), { payload, contentType: 'multipart/form-data' }), E.sendFailed);
      });

      it('a body cut off in the middle of the file: 400 "Resume sent failed"', async () => {
        const { payload, contentType } = good();
        const body = await refusedAndNothingStored(() => h.post(applicant.token, url(job), { payload: payload.subarray(0, 120_000), contentType }), E.sendFailed);
        expect(body.message).toBe('Resume sent failed');
      });

      it('a body of garbage: 400', async () => {
        await refusedAndNothingStored(
          () => h.post(applicant.token, url(job), { payload: Buffer.from('\u0000\u0001 not multipart at all'), contentType: 'multipart/form-data; boundary=abc' }),
          E.sendFailed,
        );
      });

      it('JSON instead of a form: 415', async () => {
        await refusedAndNothingStored(() => h.post(applicant.token, url(job), { payload: '{"file":"cv.pdf"}', contentType: 'application/json' }), E.notMultipart);
      });

      it('plain text: 415', async () => {
        const response = await h.post(applicant.token, url(job), { payload: 'cv', contentType: 'text/plain' });
        expectErrorEnvelope(response, 415);
      });
    });
  });

  describe('names are metadata only, sanitized', () => {
    it.each([
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\ann\\Documents\\cv.pdf', 'cv.pdf'],
      ['陳大文 履歷 2026.pdf', '陳大文 履歷 2026.pdf'],
      ['cv\u202Efdp.exe.pdf', 'cvfdp.exe.pdf'],
      ['  tabs\tand\u0007bells .pdf', 'tabs andbells .pdf'],
      ['.hidden.pdf', 'hidden.pdf'],
      ['Re\u0301sume\u0301.pdf', 'Résumé.pdf'],
    ])('%j is kept as %j', async (name, expected) => {
      const response = await h.deliver(await h.person(), job, { name, data: pdfBytes(2000) });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { data: { fileName: string } }).data.fileName).toBe(expected);
    });

    it('a very long name is cut to 200 characters, extension kept', async () => {
      const name = `${'简'.repeat(400)}.pdf`;
      const response = await h.deliver(await h.person(), job, { name, data: pdfBytes(2000) });
      expect(response.statusCode, response.body).toBe(200);
      const { fileName } = (response.json() as { data: { fileName: string } }).data;
      expect([...fileName].length).toBe(200);
      expect(fileName.endsWith('.pdf')).toBe(true);
    });

    it('the stored key is random, never the name', async () => {
      const response = await h.deliver(await h.person(), job, { name: 'cv.pdf', data: pdfBytes(2000) });
      const [row] = await h.app.db.select().from(applications).where(eq(applications.id, (response.json() as { data: { id: number } }).data.id));
      expect(row!.fileKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    });
  });

  describe('who and where', () => {
    it.each([
      ['EN', 'Please log in first'],
      ['CN', '请先登录'],
      ['TC', '請先登入'],
    ])('without login: 401 "%s"', async (language, message) => {
      const body = await refusedAndNothingStored(() => h.deliver('', job, { name: 'cv.pdf', data: pdfBytes(2000) }, language), E.loginFirst);
      expect(body.message).toBe(message);
    });

    it('with a made-up token: 401', async () => {
      await refusedAndNothingStored(() => h.deliver('not-a-token', job, { name: 'cv.pdf', data: pdfBytes(2000) }), E.loginFirst);
    });

    it('to an unknown job: 404', async () => {
      await refusedAndNothingStored(() => h.deliver(applicant, 'JOB-9999', { name: 'cv.pdf', data: pdfBytes(2000) }), E.jobNotFound);
    });

    it('to a job that is not a job (an enterprise page): 404', async () => {
      await refusedAndNothingStored(() => h.deliver(applicant, 'ITH-0001', { name: 'cv.pdf', data: pdfBytes(2000) }), E.jobNotFound);
    });

    it('to a closed job: 409', async () => {
      const closed = await h.addJob({ closesInDays: -1 });
      const body = await refusedAndNothingStored(() => h.deliver(applicant, closed, { name: 'cv.pdf', data: pdfBytes(2000) }), E.jobClosed);
      expect(body.message).toBe(catalog.EN['server.recruitment.jobClosed']);
    });

    it('without a job number: 400', async () => {
      const response = await h.post(applicant.token, '/api/recruitment/applications', multipartBody([{ name: 'consent', value: 'true' }]));
      expectErrorEnvelope(response, 400);
    });

    it(`more than ${DELIVERY_LIMIT.max} deliveries in an hour: 429, and again after the hour`, async () => {
      const person = await h.person();
      for (let i = 0; i < DELIVERY_LIMIT.max; i += 1) {
        const response = await h.deliver(person, job, { name: `cv${i}.pdf`, data: pdfBytes(1000) });
        expect(response.statusCode, response.body).toBe(200);
      }
      const body = await refusedAndNothingStored(() => h.deliver(person, job, { name: 'one-more.pdf', data: pdfBytes(1000) }), E.tooMany);
      expect(body.message).toMatch(/^You have sent 10 résumés in the last hour\. Please try again in \d+ minutes\.$/);
      h.advance(DELIVERY_LIMIT.windowSeconds + 1);
      const again = await h.deliver(await h.token(person.email, 'correct horse 1'), job, { name: 'later.pdf', data: pdfBytes(1000) });
      expect(again.statusCode, again.body).toBe(200);
    });

    // Last: it moves the clock past every session made so far.
    it('with an expired token: 401', async () => {
      const person = await h.person();
      h.advance(13 * 3600);
      await refusedAndNothingStored(() => h.deliver(person, job, { name: 'cv.pdf', data: pdfBytes(2000) }), E.loginFirst);
      for (const method of ['GET', 'DELETE'] as const) {
        expectErrorEnvelope(await h.call(person.token, method, `/api/recruitment/applications${method === 'DELETE' ? '/1' : ''}`), 401, E.loginFirst.code);
      }
    });
  });
});
