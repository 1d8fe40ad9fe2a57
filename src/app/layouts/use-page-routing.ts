import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/store/hooks';
import { selectLanguage } from '@/features/language/store/language-slice';
import { loadPageData, useRouteHandle } from '@/lib/router/route-handle';
import { resolveHead } from '../page-head';
import type { RootState } from '../store/root-reducer';

/**
 * After each navigation: asks for the data the route needs (what the server render did before the first paint, so
 * a hydrated page asks for nothing) and keeps the document title and description in step with the page.
 */
export function usePageRouting(): void {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const language = useAppSelector(selectLanguage);
  const handle = useRouteHandle<RootState>();
  const { search } = useLocation();

  useEffect(() => {
    if (!handle) return;
    let current = true;
    // A feature's page-data module comes with its page (already loaded for a hydrated page): asked for by then.
    void loadPageData(handle).then(({ data }) => {
      if (!current || !data) return;
      for (const action of data({ searchParams: new URLSearchParams(search), language }, store.getState())) dispatch(action);
    });
    return () => {
      current = false;
    };
  }, [handle, search, language, store, dispatch]);

  // The head follows the page's data (a detail's own title), so it is re-read whenever the state changes.
  const head = useAppSelector((state) => {
    const resolved = resolveHead(handle, { searchParams: new URLSearchParams(search), language }, state, intl);
    return `${resolved.title}\n${resolved.description}`;
  });
  useEffect(() => {
    const [title = '', description = ''] = head.split('\n');
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [head]);
}
