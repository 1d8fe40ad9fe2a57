import type { PageData } from '@/lib/router/page-data';
import { ithRequested, ithSlice, type IthState } from './ith-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './ith-feature';

/** The hub's page in the interface language, unless the store holds it already. */
export const ithPageData: PageData<{ ith?: IthState }> = ({ language }, { ith = ithSlice.getInitialState() }) =>
  ith.page.key === language ? [] : [ithRequested(language)];
