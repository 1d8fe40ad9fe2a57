import type { PageData } from '@/lib/router/page-data';
import type { JourneyTheme } from '../api/journeys-api';
import { journeyKey, journeyRequested, journeysSlice, type JourneysState } from './journeys-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './journeys-feature';

/** A journey's four steps in the interface language, unless the store holds them already. */
export const journeyPageData =
  (scene: JourneyTheme): PageData<{ journeys?: JourneysState }> =>
  ({ language }, { journeys = journeysSlice.getInitialState() }) =>
    journeys.journey.key === journeyKey(scene, language) ? [] : [journeyRequested(scene, language)];
