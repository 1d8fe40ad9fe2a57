import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, chakra, Flex, Link } from '@chakra-ui/react';
import { MAIN_CONTENT_ID } from '@/components/layout/page-shell';
import { BrandMark } from '@/components/ui/brand-mark';
import { consoleRoutes, pageRoutes } from '@/lib/routes';

export interface ConsoleHeaderProps {
  /** The signed-in user's first name; null when nobody is signed in. */
  firstName: string | null;
  /** The console's navigation, shown only to someone who may use it (the server still checks every call). */
  showNav: boolean;
  /** The kiosk list's link, for admins (the server refuses everyone else). */
  showKiosks?: boolean;
  /** Where signing out lands (a real link, so it works before the app does). */
  signOutHref: string;
  /** Ends the server session first; the link's own navigation is then left to the caller. */
  onSignOut?: () => void;
}

const navLinkStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  h: '10',
  px: '3',
  borderRadius: 'md',
  color: 'white',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { bg: 'whiteAlpha.200', textDecoration: 'none' },
  _currentPage: { bg: 'whiteAlpha.300' },
  _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '2px' },
} as const;

/** The console's own bar: the portal's mark with "Console", its navigation, who is signed in and a way out. */
export function ConsoleHeader({ firstName, showNav, showKiosks = false, signOutHref, onSignOut }: ConsoleHeaderProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  // The list and its details are one section: its link is marked current on both.
  const inApplications = pathname === consoleRoutes.consoleApplications || pathname.startsWith(`${consoleRoutes.consoleApplications}/`);
  return (
    <chakra.header bg="gray.900" color="white" position="relative">
      {/* WCAG 2.4.1: the first Tab stop jumps over the bar to the screen's <main>. */}
      <chakra.a
        href={`#${MAIN_CONTENT_ID}`}
        position="absolute"
        top="2"
        insetStart="2"
        zIndex="skipLink"
        px="4"
        py="2"
        borderRadius="md"
        bg="white"
        color="gray.900"
        transform="translateY(-200%)"
        _focusVisible={{ transform: 'none' }}
      >
        <FormattedMessage id="header.skipToContent" />
      </chakra.a>
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} minH="16" py="2" align="center" gap="4" wrap="wrap">
        <Flex align="center" gap="2">
          <Link asChild color="inherit" textDecoration="none" _hover={{ textDecoration: 'none' }} _focusVisible={navLinkStyles._focusVisible}>
            <RouterLink to={pageRoutes.home} aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
              <BrandMark />
            </RouterLink>
          </Link>
          <chakra.span fontWeight="semibold" fontSize="lg" borderStartWidth="1px" borderColor="whiteAlpha.500" ps="2" data-testid="console-name">
            <FormattedMessage id="console.name" />
          </chakra.span>
        </Flex>

        {showNav ? (
          <chakra.nav aria-label={intl.formatMessage({ id: 'console.nav.label' })} flex="1">
            <chakra.ul display="flex" gap="1" listStyleType="none" m="0" p="0">
              <chakra.li>
                <Link asChild {...navLinkStyles}>
                  <RouterLink to={consoleRoutes.consoleApplications} aria-current={inApplications ? 'page' : undefined}>
                    <FormattedMessage id="console.nav.applications" />
                  </RouterLink>
                </Link>
              </chakra.li>
              {showKiosks ? (
                <chakra.li>
                  <Link asChild {...navLinkStyles}>
                    <RouterLink to={consoleRoutes.consoleKiosks} aria-current={pathname === consoleRoutes.consoleKiosks ? 'page' : undefined}>
                      <FormattedMessage id="console.nav.kiosks" />
                    </RouterLink>
                  </Link>
                </chakra.li>
              ) : null}
            </chakra.ul>
          </chakra.nav>
        ) : (
          <Box flex="1" />
        )}

        {firstName !== null ? (
          <Flex align="center" gap="3" fontSize="sm">
            <chakra.span data-testid="console-user">
              <FormattedMessage id="console.user.signedInAs" values={{ name: <chakra.strong fontWeight="semibold">{firstName}</chakra.strong> }} />
            </chakra.span>
            <Link asChild {...navLinkStyles} h="9" borderWidth="1px" borderColor="whiteAlpha.600">
              <RouterLink
                to={signOutHref}
                onClick={(event) => {
                  if (!onSignOut) return;
                  event.preventDefault();
                  onSignOut();
                }}
                data-testid="console-sign-out"
              >
                <FormattedMessage id="console.signOut" />
              </RouterLink>
            </Link>
          </Flex>
        ) : null}
      </Flex>
    </chakra.header>
  );
}
