import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markReady, type Resource } from '@/lib/resource';
import type { Journey, JourneyTheme } from '../api/journeys-api';

export interface JourneysState {
  /** One journey in one language (the key is language and theme). */
  journey: Resource<Journey>;
}

const initialState: JourneysState = { journey: idleResource() };

export const journeyKey = (scene: JourneyTheme, language: Language) => `${language}:${scene}`;

export const journeysSlice = createSlice({
  name: 'journeys',
  initialState,
  reducers: {
    journeyRequested: {
      reducer(state, action: PayloadAction<{ scene: JourneyTheme; language: Language }>) {
        markLoading(state.journey, journeyKey(action.payload.scene, action.payload.language));
      },
      prepare(scene: JourneyTheme, language: Language) {
        return { payload: { scene, language } };
      },
    },
    journeyLoaded(state, action: PayloadAction<{ key: string; data: Journey }>) {
      markReady(state.journey, action.payload.key, action.payload.data);
    },
    journeyFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.journey, action.payload.key);
    },
  },
  selectors: {
    selectJourney: (state) => state.journey,
  },
});

export const { journeyRequested, journeyLoaded, journeyFailed } = journeysSlice.actions;
