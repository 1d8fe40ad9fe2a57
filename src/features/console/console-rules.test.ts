import { describe, expect, it } from 'vitest';
import { fileNameOfDisposition } from './api/console-api';
import { applicationIdOf, applicationQueryOf, hasConsoleRole, searchOfApplicationQuery } from './console-rules';

describe('console roles in the session (a hint; the server decides)', () => {
  it.each([
    [['admin'], true],
    [['recruiter:ITH-0007'], true],
    [['recruiter:'], false],
    [['editor:event'], true],
    [['editor:'], false],
    [['hub'], true],
    [['service'], true],
    [['recruiter'], false],
    [['editor', 42], false],
    [undefined, false],
  ])('%j → %s', (permissions, expected) => {
    expect(hasConsoleRole(permissions as unknown[] | undefined)).toBe(expected);
  });
});

describe('the list URL', () => {
  it('reads filters and page, leaving out what the server would refuse', () => {
    expect(applicationQueryOf(new URLSearchParams('jobNo=JOB-0001&status=shortlisted&page=3'))).toEqual({
      jobNo: 'JOB-0001',
      status: 'shortlisted',
      page: 3,
    });
    expect(applicationQueryOf(new URLSearchParams('jobNo=a%20b&status=hired&page=-2'))).toEqual({ jobNo: undefined, status: undefined, page: 1 });
    expect(applicationQueryOf(new URLSearchParams('page=1.5'))).toEqual({ jobNo: undefined, status: undefined, page: 1 });
  });

  it('writes page 1 and empty filters as nothing', () => {
    expect(searchOfApplicationQuery({ jobNo: undefined, status: 'viewed', page: 1 })).toEqual({ jobNo: undefined, status: 'viewed', page: undefined });
  });

  it('takes a positive integer id only', () => {
    expect(applicationIdOf(new URLSearchParams('id=42'))).toBe(42);
    for (const bad of ['', 'id=0', 'id=-1', 'id=1e3', 'id=abc', 'id=99999999999']) expect(applicationIdOf(new URLSearchParams(bad))).toBeNull();
  });
});

describe('the file name of a download', () => {
  it.each([
    [`attachment; filename="r.pdf"; filename*=UTF-8''${encodeURIComponent('简历 v2.pdf')}`, '简历 v2.pdf'],
    ['attachment; filename="my \\"cv\\".pdf"', 'my "cv".pdf'],
    ['attachment; filename=cv.docx', 'cv.docx'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"fallback.pdf\"", 'fallback.pdf'],
    ['attachment', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(fileNameOfDisposition(header)).toBe(expected);
  });
});
