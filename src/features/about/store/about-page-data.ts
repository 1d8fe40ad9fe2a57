import type { PageData } from '@/lib/router/page-data';
import { aboutRequested, aboutSlice, type AboutState } from './about-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './about-feature';

/** The about page in the interface language, unless the store holds it already. */
export const aboutPageData: PageData<{ about?: AboutState }> = ({ language }, { about = aboutSlice.getInitialState() }) =>
  about.page.key === language ? [] : [aboutRequested(language)];
