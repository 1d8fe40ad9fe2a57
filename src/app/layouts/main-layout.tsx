import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { Flex } from '@chakra-ui/react';
import { Header } from '@/components/layout/header';
import { Footer, FOOTER_ID } from '@/components/layout/footer';
import { DeferredHydration } from '@/components/ui/deferred-hydration';
import { useAppSelector } from '@/app/store/hooks';
import { selectLanguage } from '@/features/language/store/language-slice';
import { useHeaderProps } from './use-header-props';
import { PageFallback } from './page-fallback';
import { AppReady } from './app-ready';
import { loadWithRetry } from '@/lib/chunk-load';

/**
 * The header with what it follows (session, route, viewport). Its own component so that those changes re-render the
 * header alone: a layout re-render would reach page and footer while they may still be waiting to hydrate, and
 * React would then throw their server HTML away and render them anew.
 */
function HeaderContainer() {
  return <Header {...useHeaderProps()} />;
}

/**
 * Where the help button and panel and the online chat (issue #14) go: never server-rendered, and nothing of them is
 * in the page's first scripts. Their module is fetched once the page has hydrated and shown when it has arrived,
 * without a Suspense boundary: a boundary that commits its fallback makes React hold every Suspense reveal of the
 * next 300 ms (its reveal throttle), and the page's own hydration would wait that out. Its own component, so that
 * switching it on re-renders nothing else: a layout re-render would reach the page and footer while they may still
 * be waiting to hydrate (see HeaderContainer).
 */
function AssistantSlot() {
  const [HelpWidgets, setHelpWidgets] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    loadWithRetry(() => import('./help-widgets')).then(
      (module) => mounted && setHelpWidgets(() => module.default),
      (error: unknown) => console.warn('The help widget could not be loaded.', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return HelpWidgets ? <HelpWidgets /> : null;
}

/** The main layout named home (spec §2): header, the page, footer. */
export function MainLayout() {
  const language = useAppSelector(selectLanguage);
  return (
    <Flex direction="column" minH="100dvh">
      <HeaderContainer />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
        <AppReady />
      </Suspense>
      <DeferredHydration id={FOOTER_ID}>
        <Footer language={language} />
      </DeferredHydration>
      <AssistantSlot />
    </Flex>
  );
}
