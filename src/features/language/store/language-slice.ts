import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FALLBACK_LANGUAGE, type Language } from '@/lib/i18n/languages';

export interface LanguageState {
  current: Language;
}

const initialState: LanguageState = { current: FALLBACK_LANGUAGE };

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    /** Sets the language without side effects (start-up, tests, Storybook). */
    languageSet(state, action: PayloadAction<Language>) {
      state.current = action.payload;
    },
    /** The user picked a language: the saga stores it, announces success and reloads. */
    languageSwitchRequested(_state, _action: PayloadAction<Language>) {},
  },
  selectors: {
    selectLanguage: (state) => state.current,
  },
});

export const { languageSet, languageSwitchRequested } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
