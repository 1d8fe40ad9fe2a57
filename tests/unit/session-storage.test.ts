import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store/make-store';
import { loadSessionState } from '@/features/auth/store/session-storage';
import { selectIsLoggedIn, selectUser, sessionCleared, sessionStarted } from '@/features/auth/store/session-slice';
import { readCookie } from '@/lib/storage/cookies';

describe('session in sessionStorage', () => {
  it('starts logged out with nothing stored', () => {
    expect(loadSessionState()).toEqual({ user: null, token: null });
  });

  it("reads 'token' and 'userInfo' at start", () => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('userInfo', JSON.stringify({ firstName: 'Mei', permissions: ['x'] }));
    const store = makeStore({ session: loadSessionState() }, { runSagas: false });
    expect(selectUser(store.getState())).toEqual({ firstName: 'Mei', permissions: ['x'] });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('treats a half-written or broken session as logged out', () => {
    sessionStorage.setItem('userInfo', JSON.stringify({ firstName: 'Mei' }));
    expect(loadSessionState().user).toBeNull();
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('userInfo', '{not json');
    expect(loadSessionState().user).toBeNull();
  });

  it('writes on login and wipes on clear, never into a cookie', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 't1', user: { firstName: 'Ana' } }));
    expect(sessionStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(sessionStorage.getItem('userInfo')!)).toEqual({ firstName: 'Ana' });
    expect(document.cookie).not.toContain('t1');
    expect(readCookie('token')).toBeUndefined();
    store.dispatch(sessionCleared());
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
  });
});
