import type { PageData } from '@/lib/router/page-data';
import { HOME_BLOCKS, homeRequested, type HomeState } from './home-slice';

/** The home blocks not yet loaded in this language, as one request. */
export const homePageData: PageData<{ home: HomeState }> = ({ language }, { home }) => {
  const stale = HOME_BLOCKS.filter((block) => home[block].key !== language);
  return stale.length ? [homeRequested(language, stale)] : [];
};
