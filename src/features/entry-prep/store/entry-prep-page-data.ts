import type { PageData } from '@/lib/router/page-data';
import { choiceOf } from '../entry-choice';
import { entryPrepSlice, entryStepsKey, entryStepsRequested, type EntryPrepState } from './entry-prep-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './entry-prep-feature';

type State = { entryPrep?: EntryPrepState };

/**
 * The steps of the URL's identity and timing in the interface language, unless the store holds them already. A URL
 * without a valid choice loads nothing (the page says so). The checklist's ticks are never part of this: they live in
 * the browser and the account, and are read once the page has come to life.
 */
export const entryStepsPageData: PageData<State> = ({ searchParams, language }, { entryPrep = entryPrepSlice.getInitialState() }) => {
  const choice = choiceOf(searchParams);
  if (!choice || entryPrep.steps.key === entryStepsKey(choice, language)) return [];
  return [entryStepsRequested(choice, language)];
};
