import type { PageData } from '@/lib/router/page-data';
import { appsGuideRequested, type AppsState } from './apps-slice';

/** The apps guide in the interface language, unless the store holds it already. */
export const appsPageData: PageData<{ apps: AppsState }> = ({ language }, { apps }) =>
  apps.guide.key === language ? [] : [appsGuideRequested(language)];
