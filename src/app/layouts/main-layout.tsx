import { lazy, Suspense, useSyncExternalStore } from 'react';
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

/**
 * The header with what it follows (session, route, viewport). Its own component so that those changes re-render the
 * header alone: a layout re-render would reach page and footer while they may still be waiting to hydrate, and
 * React would then throw their server HTML away and render them anew.
 */
function HeaderContainer() {
  return <Header {...useHeaderProps()} />;
}

// The help button and panel and the online chat (issue #14) come after the page has come to life: nothing of them is
// in its first scripts.
const HelpWidgets = lazy(() => import('./help-widgets'));
const subscribeNever = () => () => {};

/**
 * Where the help widget goes: never server-rendered (false on the server and while hydrating, true in every render
 * after). Its own component, so that switching it on re-renders nothing else: a layout re-render would reach the
 * page and footer while they may still be waiting to hydrate (see HeaderContainer).
 */
function AssistantSlot() {
  const live = useSyncExternalStore(subscribeNever, () => true, () => false);
  return live ? (
    <Suspense fallback={null}>
      <HelpWidgets />
    </Suspense>
  ) : null;
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
