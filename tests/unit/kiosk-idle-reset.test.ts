import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store/make-store';
import { logoutRequested } from '@/features/profile/store/profile-slice';
import { HOME_PATH } from '@/lib/routes';
import { resetKiosk } from '../../kiosk/idle-reset';

function recordingStore(signedIn: boolean) {
  const store = makeStore(signedIn ? { session: { user: { firstName: 'Ana' }, token: 'token-1' } } : {}, { runSagas: false });
  const dispatched: string[] = [];
  return {
    dispatched,
    getState: store.getState,
    dispatch: ((action: UnknownAction) => {
      dispatched.push(action.type);
      return store.dispatch(action);
    }) as typeof store.dispatch,
  };
}

describe('kiosk idle reset', () => {
  it('signs out a visitor who walked away signed in, then goes home', () => {
    const store = recordingStore(true);
    const navigate = vi.fn();
    resetKiosk(store, navigate);
    expect(store.dispatched).toEqual([logoutRequested.type]);
    expect(navigate).toHaveBeenCalledWith(HOME_PATH);
  });

  it('only goes home when nobody is signed in', () => {
    const store = recordingStore(false);
    const navigate = vi.fn();
    resetKiosk(store, navigate);
    expect(store.dispatched).toEqual([]);
    expect(navigate).toHaveBeenCalledWith(HOME_PATH);
  });
});
