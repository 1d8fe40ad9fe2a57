import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http/http-error';
import { auditParams } from './api/staff-api';
import {
  auditQueryOf,
  changesOf,
  codeDigits,
  groupSecret,
  hoursLeft,
  inboxQueryOf,
  invalidRecruiters,
  isTotpCode,
  normalizeRecoveryCode,
  recoveryCodesText,
  retryMinutesOf,
  returnPathOf,
  roleDraftOf,
  rolesOfDraft,
  searchOfQuery,
  secondFactorNeedOf,
  sectionOfPath,
  sectionsOf,
  signInHref,
  userIdOfPath,
  userQueryOf,
} from './staff-rules';

const refusal = (code: number, data: unknown, status = 403) => new HttpError('server', { status, code, data, serverMessage: 'x' });

describe('secondFactorNeedOf', () => {
  it('reads 40311 with its enrolment and 40312 as an idle, enrolled session', () => {
    expect(secondFactorNeedOf(refusal(40311, { enrolled: false }))).toEqual({ enrolled: false, idle: false });
    expect(secondFactorNeedOf(refusal(40311, { enrolled: true }))).toEqual({ enrolled: true, idle: false });
    expect(secondFactorNeedOf(refusal(40312, null))).toEqual({ enrolled: true, idle: true });
  });
  it('leaves every other refusal alone', () => {
    expect(secondFactorNeedOf(refusal(40390, null))).toBeNull();
    expect(secondFactorNeedOf(refusal(40311, { enrolled: true }, 401))).toBeNull();
    expect(secondFactorNeedOf(new Error('x'))).toBeNull();
  });
});

describe('second-factor input', () => {
  it('groups the secret by four and keeps only the digits of a code', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(codeDigits(' 123-456 7')).toBe('123456');
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(normalizeRecoveryCode(' abcd-1234 ')).toBe('ABCD-1234');
  });
  it('writes the recovery codes one a line under a heading', () => {
    expect(recoveryCodesText(['A', 'B'], 'Codes')).toBe('Codes\n\nA\nB\n');
  });
  it('reads the wait of a rate-limited attempt in whole minutes', () => {
    expect(retryMinutesOf(refusal(42900, { retryAfter: 61 }, 429))).toBe(2);
    expect(retryMinutesOf(refusal(42900, null, 429))).toBeNull();
    expect(retryMinutesOf(refusal(40000, { retryAfter: 61 }, 400))).toBeNull();
  });
});

describe('the sign-in return path', () => {
  it('comes back to a console path only', () => {
    const of = (next: string) => returnPathOf(new URLSearchParams({ next }));
    expect(of('/console/users?q=ada')).toBe('/console/users?q=ada');
    expect(of('//evil.example/console/')).toBe('/console');
    expect(of('/pages/home')).toBe('/console');
    expect(of('/console/sign-in?next=/console/users')).toBe('/console');
    expect(returnPathOf(new URLSearchParams())).toBe('/console');
  });
  it('links to the step with the place to return to', () => {
    expect(signInHref('/console/audit?page=2')).toBe('/console/sign-in?next=%2Fconsole%2Faudit%3Fpage%3D2');
    expect(signInHref('/console')).toBe('/console/sign-in');
  });
});

describe('sections by role', () => {
  const me = { roles: [], admin: false, enterprises: [] };
  it('gives an admin everything and each role its own', () => {
    expect(sectionsOf({ ...me, roles: ['admin'], admin: true })).toEqual(['applications', 'content', 'media', 'analytics', 'inbox', 'chat', 'users', 'audit', 'kiosks']);
    expect(sectionsOf({ ...me, roles: ['recruiter:ITH-0007'], enterprises: [{ enterpriseNo: 'ITH-0007', name: 'x' }] })).toEqual(['applications']);
    expect(sectionsOf({ ...me, roles: ['editor:event'], editorSections: ['event'] })).toEqual(['content', 'media', 'analytics']);
    expect(sectionsOf({ ...me, roles: ['hub'], hub: true })).toEqual(['inbox']);
    expect(sectionsOf({ ...me, roles: ['service'] })).toEqual(['chat']);
    expect(sectionsOf({ ...me, roles: [], service: true })).toEqual(['chat']);
    expect(sectionsOf(null)).toEqual([]);
  });
  it('marks a section current on its list and everything under it', () => {
    expect(sectionOfPath('/console/users/12')).toBe('users');
    expect(sectionOfPath('/console/preview/EV-1')).toBe('content');
    expect(sectionOfPath('/console/applications/detail')).toBe('applications');
    expect(sectionOfPath('/console/usersx')).toBeNull();
  });
});

describe('roles editor', () => {
  it('reads and writes every kind of entry, keeping unknown ones', () => {
    const draft = roleDraftOf(['recruiter:ITH-0007', 'editor:event', 'hub', 'admin', 'editor:benefit', 'future:x']);
    expect(draft).toMatchObject({ admin: true, hub: true, editorAll: false, editorSections: ['event', 'benefit'], recruiters: ['ITH-0007'], other: ['future:x'] });
    expect(rolesOfDraft(draft)).toEqual(['admin', 'editor:benefit', 'editor:event', 'recruiter:ITH-0007', 'hub', 'future:x']);
  });
  it('lets editor:* stand for every section and tidies enterprise numbers', () => {
    const draft = { ...roleDraftOf(['editor:*']), editorSections: ['event' as const], recruiters: [' ith-0001 ', 'ITH-0001', ''] };
    expect(rolesOfDraft(draft)).toEqual(['editor:*', 'recruiter:ITH-0001']);
    expect(invalidRecruiters({ ...draft, recruiters: ['ITH-12', 'ITH-1234'] })).toEqual(['ITH-12']);
  });
});

describe('queries in the URL', () => {
  it('keeps the usable filters only', () => {
    expect(userQueryOf(new URLSearchParams('q=%20ada%20&status=gone&role=hub&page=3'))).toEqual({ q: 'ada', status: undefined, role: 'hub', page: 3 });
    expect(auditQueryOf(new URLSearchParams('from=2026-11-01&to=2026-13-45&page=-1&action=user.roles'))).toEqual({
      q: undefined,
      actor: undefined,
      action: 'user.roles',
      from: '2026-11-01',
      to: undefined,
      page: 1,
    });
    expect(inboxQueryOf(new URLSearchParams('status=closed'))).toEqual({ status: 'closed', page: 1 });
    expect(searchOfQuery({ q: 'ada', status: undefined, page: 1 })).toEqual({ q: 'ada' });
  });
  it('sends the audit days as China-time bounds', () => {
    expect(auditParams({ from: '2026-11-01', to: '2026-11-02' })).toEqual({
      q: undefined,
      actor: undefined,
      action: undefined,
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-02T15:59:59.999Z',
    });
  });
  it('reads a user id from the detail path', () => {
    expect(userIdOfPath('/console/users/42')).toBe(42);
    expect(userIdOfPath('/console/users/042')).toBeNull();
    expect(userIdOfPath('/console/users/99999999999')).toBeNull();
  });
});

describe('audit changes', () => {
  it('lists the fields that changed, nested ones by path', () => {
    expect(changesOf({ before: { roles: ['hub'], active: true, name: { EN: 'a', CN: 'b' } }, after: { roles: ['hub', 'admin'], active: true, name: { EN: 'a', CN: 'c' } } })).toEqual([
      { path: 'roles', before: ['hub'], after: ['hub', 'admin'] },
      { path: 'name.CN', before: 'b', after: 'c' },
    ]);
    expect(changesOf({ after: { active: false } })).toEqual([{ path: 'active', before: undefined, after: false }]);
    expect(changesOf({ fileName: 'cv.pdf' })).toBeNull();
  });
});

describe('due time', () => {
  it('counts whole hours towards the deadline, negative once past', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(hoursLeft('2026-11-24T12:30:00Z', now)).toBe(2);
    expect(hoursLeft('2026-11-24T09:30:00Z', now)).toBe(-1);
  });
});
