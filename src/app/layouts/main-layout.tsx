import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Flex } from '@chakra-ui/react';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { useAppSelector } from '@/app/store/hooks';
import { selectLanguage } from '@/features/language/store/language-slice';
import { useHeaderProps } from './use-header-props';
import { PageFallback } from './page-fallback';

/** The main layout named home (spec §2): header, the page, footer. */
export function MainLayout() {
  const headerProps = useHeaderProps();
  const language = useAppSelector(selectLanguage);
  return (
    <Flex direction="column" minH="100dvh">
      <Header {...headerProps} />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <Footer language={language} />
    </Flex>
  );
}
