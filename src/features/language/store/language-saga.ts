import { call, delay, put, takeLatest } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { LANGUAGE_COOKIE, type Language } from '@/lib/i18n/languages';
import { writeCookie } from '@/lib/storage/cookies';
import { noticeShown } from '@/lib/notice';
import { languageSwitchRequested } from './language-slice';

/** Long enough to read the success toast before the page reloads in the new language. */
export const LANGUAGE_RELOAD_DELAY_MS = 1_000;
export const LANGUAGE_SWITCH_SUCCESS_ID = 'language.switch.success';

export interface LanguageSagaDeps {
  saveLanguage: (language: Language) => void;
  reload: () => void;
}

export const defaultLanguageDeps: LanguageSagaDeps = {
  saveLanguage: (language) => writeCookie(LANGUAGE_COOKIE, language),
  reload: () => {
    // A `language` in the address would outrank the new cookie (it chooses the language of that URL): drop it.
    const url = new URL(window.location.href);
    if (!url.searchParams.has('language')) return window.location.reload();
    url.searchParams.delete('language');
    window.location.replace(url.href);
  },
};

/** Spec §2/§4: store the cookie, say 'Switch Language ... Success', then reload in the new language. */
export function* switchLanguage(deps: LanguageSagaDeps, action: PayloadAction<Language>) {
  yield* call(deps.saveLanguage, action.payload);
  yield* put(
    noticeShown({ id: `language-switch-${action.payload}`, kind: 'toast', status: 'success', messageId: LANGUAGE_SWITCH_SUCCESS_ID }),
  );
  yield* delay(LANGUAGE_RELOAD_DELAY_MS);
  yield* call(deps.reload);
}

export function* languageSaga(deps: LanguageSagaDeps = defaultLanguageDeps) {
  yield* takeLatest(languageSwitchRequested.type, switchLanguage, deps);
}
