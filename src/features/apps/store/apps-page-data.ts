import type { PageData } from '@/lib/router/page-data';
import { appsGuideRequested, type AppsState, appsSlice } from './apps-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './apps-feature';

/** The apps guide in the interface language, unless the store holds it already. */
export const appsPageData: PageData<{ apps?: AppsState }> = ({ language }, { apps = appsSlice.getInitialState() }) =>
  apps.guide.key === language ? [] : [appsGuideRequested(language)];
