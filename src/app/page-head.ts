import type { IntlShape } from 'react-intl';
import type { PageHead, PageRequest } from '@/lib/router/page-data';
import { formatDocumentTitle, pageDescriptionId, pageHeadOf, type RouteHandle } from '@/lib/router/route-handle';
import type { RootState } from './store/root-reducer';

export interface ResolvedHead {
  /** The whole document title: page title | app title. */
  title: string;
  description: string;
  structuredData: PageHead['structuredData'];
  preloadImages: string[];
  /** See PageHead.personal: noindex, and the rendered page is not cached. */
  personal?: boolean;
}

/** The head of a page in its language: what the page says of itself, else its route's title and intro line. */
export function resolveHead(
  handle: RouteHandle<RootState> | undefined,
  request: PageRequest,
  state: RootState,
  intl: IntlShape,
): ResolvedHead {
  const appTitle = intl.formatMessage({ id: 'app.title' });
  const own = pageHeadOf(handle)?.(request, state);
  const pageTitle = own?.title ?? (handle ? intl.formatMessage({ id: handle.titleId }) : undefined);
  const description =
    own?.description ?? intl.formatMessage({ id: handle ? pageDescriptionId(handle.name) : 'page.home.intro' });
  return {
    title: formatDocumentTitle(pageTitle, appTitle),
    description,
    structuredData: own?.structuredData,
    preloadImages: own?.preloadImages ?? [],
    personal: own?.personal ?? false,
  };
}
