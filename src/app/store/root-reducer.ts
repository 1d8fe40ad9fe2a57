import { combineSlices, createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { languageSlice } from '@/features/language/store/language-slice';
import { sessionSlice } from '@/features/auth/store/session-slice';
import { authFlowSlice } from '@/features/auth/store/auth-flow-slice';
import { profileSlice } from '@/features/profile/store/profile-slice';
import { feedbackSlice } from '@/features/feedback/store/feedback-slice';
import { layoutSlice } from '@/features/layout/store/layout-slice';
import { homeSlice } from '@/features/home/store/home-slice';
import type { AppsState } from '@/features/apps/store/apps-slice';
import type { BenefitsState } from '@/features/benefits/store/benefits-slice';
import type { EventsState } from '@/features/events/store/events-slice';
import type { LifeState } from '@/features/life/store/life-slice';
import type { HkMacaoState } from '@/features/hkmacao/store/hkmacao-slice';
import type { JourneysState } from '@/features/journeys/store/journeys-slice';
import type { AboutState } from '@/features/about/store/about-slice';
import type { IthState } from '@/features/ith/store/ith-slice';
import type { ServicesState } from '@/features/services/store/services-slice';
import type { SearchState } from '@/features/search/store/search-slice';
import type { AssistantState } from '@/features/assistant/store/assistant-slice';

/**
 * Slices of the sections that come with their pages (each injects itself from its `*-feature.ts` module), so the
 * first pages' scripts do not carry every section's store code.
 */
export interface LazyLoadedSlices {
  benefits: BenefitsState;
  events: EventsState;
  apps: AppsState;
  services: ServicesState;
  life: LifeState;
  hkMacao: HkMacaoState;
  journeys: JourneysState;
  about: AboutState;
  ith: IthState;
  search: SearchState;
  assistant: AssistantState;
}

const staticSlices = [languageSlice, sessionSlice, feedbackSlice, layoutSlice, authFlowSlice, profileSlice, homeSlice] as const;

/** The reducer features inject their slices into (`slice.injectInto(rootReducer)`). */
export const rootReducer = combineSlices(...staticSlices).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

const mounted = new Set<string>(staticSlices.map((slice) => slice.reducerPath));
// Every injection (slice.injectInto calls this) is noted, so the store's reducer knows which state has an owner.
const inject = rootReducer.inject as (slice: { reducerPath: string }, config?: unknown) => unknown;
(rootReducer as { inject: typeof inject }).inject = (slice, config) => {
  mounted.add(slice.reducerPath);
  return inject(slice, config);
};

/**
 * A shared terminal's next visitor starts from nothing: every slice, lazily injected ones included, returns to its
 * initial state, and state parked for slices not yet injected is dropped.
 */
export const visitorReset = createAction('app/visitorReset');

/**
 * The store's reducer. A server-rendered page's state arrives with sections whose code has not loaded yet; Redux's
 * combination would drop what it has no reducer for, so that part is kept aside, untouched, until its slice is
 * injected (when the page's chunk arrives) and its reducer takes it over.
 */
export const storeReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) => {
  if (visitorReset.match(action)) return rootReducer(undefined, action);
  if (state === undefined || Object.keys(state).every((key) => mounted.has(key))) return rootReducer(state, action);
  const known: Record<string, unknown> = {};
  const parked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) (mounted.has(key) ? known : parked)[key] = value;
  return { ...rootReducer(known as Partial<RootState>, action), ...parked } as RootState;
};
