import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markReady, type Resource } from '@/lib/resource';
import type { HomeBenefitItem, HomeExtras, TopEventItem, WhyZoneItem } from '../api/home-api';

export interface HomeState {
  benefits: Resource<HomeBenefitItem[]>;
  topEvents: Resource<TopEventItem[]>;
  whyZone: Resource<WhyZoneItem[]>;
  extras: Resource<HomeExtras>;
}

export type HomeBlock = keyof HomeState;
export const HOME_BLOCKS: readonly HomeBlock[] = ['extras', 'benefits', 'topEvents', 'whyZone'];

const initialState: HomeState = {
  benefits: idleResource(),
  topEvents: idleResource(),
  whyZone: idleResource(),
  extras: idleResource(),
};

type Loaded<B extends HomeBlock> = { block: B; language: Language; data: NonNullable<HomeState[B]['data']> };

export const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    /** The home page wants its blocks in this language; `blocks` narrows a retry to the ones that failed. */
    homeRequested: {
      reducer(state, action: PayloadAction<{ language: Language; blocks: readonly HomeBlock[] }>) {
        for (const block of action.payload.blocks) markLoading(state[block] as Resource<unknown>, action.payload.language);
      },
      prepare(language: Language, blocks: readonly HomeBlock[] = HOME_BLOCKS) {
        return { payload: { language, blocks } };
      },
    },
    homeBlockLoaded(state, action: PayloadAction<Loaded<HomeBlock>>) {
      const { block, language, data } = action.payload;
      markReady(state[block] as Resource<unknown>, language, data);
    },
    homeBlockFailed(state, action: PayloadAction<{ block: HomeBlock; language: Language }>) {
      markFailed(state[action.payload.block] as Resource<unknown>, action.payload.language);
    },
  },
  selectors: {
    selectHomeBenefits: (state) => state.benefits,
    selectTopEvents: (state) => state.topEvents,
    selectWhyZone: (state) => state.whyZone,
    selectHomeExtras: (state) => state.extras,
  },
});

export const { homeRequested, homeBlockLoaded, homeBlockFailed } = homeSlice.actions;
export const { selectHomeBenefits, selectTopEvents, selectWhyZone, selectHomeExtras } = homeSlice.selectors;
