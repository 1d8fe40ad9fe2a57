import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, chakra, Flex, Link } from '@chakra-ui/react';
import { MAIN_CONTENT_ID } from '@/components/layout/page-shell';
import { BrandMark } from '@/components/ui/brand-mark';
import { pageRoutes } from '@/lib/routes';
import { SECTION_PATHS, sectionOfPath, type ConsoleSection } from '../staff-rules';

export interface ConsoleHeaderProps {
  /** The signed-in user's first name; null when nobody is signed in. */
  firstName: string | null;
  /** The console's navigation, shown only to someone who may use it (the server still checks every call). */
  showNav: boolean;
  /**
   * The sections the caller's roles open (from GET /api/console/me), in the bar's order. Without it: Applications,
   * and Kiosks when `showKiosks`.
   */
  sections?: readonly ConsoleSection[];
  /** The kiosk list's link, for admins (the server refuses everyone else); `sections` supersedes it. */
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

const NAV_LABEL: Record<ConsoleSection, string> = {
  applications: 'console.nav.applications',
  content: 'console.nav.content',
  media: 'console.nav.media',
  analytics: 'console.nav.analytics',
  inbox: 'console.nav.inbox',
  chat: 'console.nav.chat',
  users: 'console.nav.users',
  audit: 'console.nav.audit',
  kiosks: 'console.nav.kiosks',
};

/**
 * The console's own bar: the portal's mark with "Console", its navigation, who is signed in and a way out. With more
 * than three sections, below 1280 px (tablets up to 1024 px, small laptops) the navigation folds behind a Menu button,
 * since it and the account do not fit one row there; from 1280 px on it is one row. Written desktop-first (`xlDown`),
 * so a page without media queries (a test's DOM) shows the links.
 */
export function ConsoleHeader({ firstName, showNav, sections, showKiosks = false, signOutHref, onSignOut }: ConsoleHeaderProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const listId = useId();
  // Open for the path it was opened on: a followed link (a new path) closes the folded menu by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const shown = sections ?? (showKiosks ? (['applications', 'kiosks'] as const) : (['applications'] as const));
  // A list and its details are one section: its link is marked current on both.
  const current = sectionOfPath(pathname);
  // A recruiter's or a hub's one or two links always fit: no menu for them.
  const fold = <T,>(wide: T, narrow: T) => (shown.length > 3 ? { base: wide, xlDown: narrow } : wide);

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
          <chakra.nav
            aria-label={intl.formatMessage({ id: 'console.nav.label' })}
            flex="1"
            display="flex"
            justifyContent={fold('flex-start', 'flex-end')}
            order={fold(0, 2)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
            }}
            flexWrap="wrap"
            data-testid="console-nav"
          >
            <Button
              display={fold('none', 'inline-flex')}
              variant="outline"
              size="sm"
              color="white"
              borderColor="whiteAlpha.600"
              _hover={{ bg: 'whiteAlpha.200' }}
              _focusVisible={navLinkStyles._focusVisible}
              aria-expanded={menuOpen}
              aria-controls={listId}
              onClick={() => setMenuOpen(!menuOpen)}
              data-testid="console-nav-menu"
            >
              <FormattedMessage id="console.nav.menu" />
            </Button>
            <chakra.ul
              id={listId}
              display={fold('flex', menuOpen ? 'flex' : 'none')}
              flexDirection={fold('row', 'column')}
              flexBasis={fold('auto', '100%')}
              flexWrap="wrap"
              gap="1"
              listStyleType="none"
              m="0"
              mt={fold('0', '2')}
              p="0"
            >
              {shown.map((section) => (
                <chakra.li key={section}>
                  <Link asChild {...navLinkStyles}>
                    <RouterLink to={SECTION_PATHS[section]} aria-current={current === section ? 'page' : undefined}>
                      <FormattedMessage id={NAV_LABEL[section]} />
                    </RouterLink>
                  </Link>
                </chakra.li>
              ))}
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
