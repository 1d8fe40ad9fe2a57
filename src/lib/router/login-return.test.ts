import { describe, expect, it } from 'vitest';
import { loginReturningTo, safeReturnPath } from './login-return';

describe('the login return path', () => {
  it('is carried in ?redirect= of the login page', () => {
    expect(loginReturningTo('/pages/employment/detail?documentNo=JOB-0007')).toBe(
      '/auth/login?redirect=%2Fpages%2Femployment%2Fdetail%3FdocumentNo%3DJOB-0007',
    );
  });

  it.each([
    ['/pages/employment/detail?documentNo=JOB-0007&language=TC', '/pages/employment/detail?documentNo=JOB-0007&language=TC'],
    ['/pages/employment?keyword=solar#results', '/pages/employment?keyword=solar#results'],
    ['/pages/../auth/login', null],
    ['https://evil.example/pages/home', null],
    ['//evil.example/pages/home', null],
    ['/pages/\\evil.example', null],
    ['/\\evil.example/pages', null],
    ['/auth/login', null],
    ['/console/applications/detail?id=7', '/console/applications/detail?id=7'],
    ['/console', '/console'],
    ['/consoles/x', null],
    ['/console/../auth/login', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('accepts only a page of the portal itself: %j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
