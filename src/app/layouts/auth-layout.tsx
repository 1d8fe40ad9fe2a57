import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Box, Flex, Link } from '@chakra-ui/react';
import { BrandMark } from '@/components/ui/brand-mark';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { languageSwitchRequested, selectLanguage } from '@/features/language/store/language-slice';
import { pageRoutes } from '@/lib/routes';
import { useClearSessionParam } from './use-clear-session-param';
import { PageFallback } from './page-fallback';
import { AppReady } from './app-ready';

/** The /auth/* group: a slim bar (home link, language) above the form pages, no site navigation. */
export function AuthLayout() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  useClearSessionParam();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" boxShadow="sm">
        <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between">
          <Link asChild color="inherit" textDecoration="none">
            <RouterLink to={pageRoutes.home} aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
              <BrandMark />
            </RouterLink>
          </Link>
          <LanguageSwitcher language={language} onChange={(next) => dispatch(languageSwitchRequested(next))} />
        </Flex>
      </Box>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
        <AppReady />
      </Suspense>
    </Flex>
  );
}
