import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rootReducer } from '@/app/store/root-reducer';
import { languageSaga, LANGUAGE_RELOAD_DELAY_MS, LANGUAGE_SWITCH_SUCCESS_ID } from '@/features/language/store/language-saga';
import { languageSwitchRequested, selectLanguage } from '@/features/language/store/language-slice';
import { selectNotices } from '@/features/feedback/store/feedback-slice';
import { readCookie } from '@/lib/storage/cookies';
import { defaultLanguageDeps } from '@/features/language/store/language-saga';

function setup() {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: rootReducer, middleware: (g) => g({ thunk: false }).concat(saga) });
  const reload = vi.fn();
  saga.run(languageSaga, { saveLanguage: defaultLanguageDeps.saveLanguage, reload });
  return { store, reload };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('language switch saga', () => {
  it('stores the cookie, shows the success toast, then reloads', async () => {
    const { store, reload } = setup();
    store.dispatch(languageSwitchRequested('TC'));
    expect(readCookie('language')).toBe('TC');
    expect(selectNotices(store.getState())).toEqual([
      expect.objectContaining({ kind: 'toast', status: 'success', messageId: LANGUAGE_SWITCH_SUCCESS_ID }),
    ]);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledOnce();
    // The UI language changes only after the reload, with the new messages.
    expect(selectLanguage(store.getState())).toBe('CN');
  });

  it('a second switch before the reload wins and reloads once', async () => {
    const { store, reload } = setup();
    store.dispatch(languageSwitchRequested('TC'));
    store.dispatch(languageSwitchRequested('EN'));
    await vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_DELAY_MS);
    expect(readCookie('language')).toBe('EN');
    expect(reload).toHaveBeenCalledOnce();
  });
});
