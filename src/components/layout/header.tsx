import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, chakra, Flex, Link } from '@chakra-ui/react';
import { pageRoutes } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';
import { BrandMark } from '@/components/ui/brand-mark';
import { DisclosureMenu, disclosureItemStyles } from '@/components/ui/disclosure-menu';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { SearchIcon } from '@/components/ui/icons';
import { desktopOnly, media, mobileOnly } from '@/theme/media';
import { mainNavItems } from './nav-items';
import { MAIN_CONTENT_ID } from './page-shell';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { UserAvatarLink } from './user-avatar-link';

export interface HeaderUser {
  firstName: string;
}

export interface HeaderProps {
  /** The language in use; the switcher marks it. */
  language: Language;
  /** The user picked another language (the container stores it, announces success and reloads). */
  onLanguageChange: (language: Language) => void;
  /** The logged-in user, or null for a visitor. */
  user: HeaderUser | null;
  /** The visitor pressed "Log in" (the container opens the login page in a new tab). */
  onLogin: () => void;
  /** Optional extra action when the avatar is clicked; the avatar is already a link to the profile page. */
  onProfileClick?: () => void;
  /** `transparent` over the home page's banner, `solid` once scrolled past it and on every other page. */
  variant?: 'transparent' | 'solid';
  /** Fixed over the page (home banner) instead of sticky at the top of the flow. */
  overlay?: boolean;
  /** Forces the mobile or desktop layout; when undefined the 860 px `desktop` breakpoint decides in CSS. */
  isMobile?: boolean;
  /** Opens the mobile drawer initially (Storybook, screenshots). */
  defaultMobileMenuOpen?: boolean;
  /** Opens one desktop submenu initially, by item key (Storybook, screenshots). */
  defaultOpenSubmenu?: string;
}

/** The site header of spec §2: main menu with two submenus, language switcher, login or avatar, mobile drawer. */
export function Header({
  language,
  onLanguageChange,
  user,
  onLogin,
  onProfileClick,
  variant = 'solid',
  overlay = false,
  isMobile,
  defaultMobileMenuOpen = false,
  defaultOpenSubmenu,
}: HeaderProps) {
  const intl = useIntl();
  const [drawerOpen, setDrawerOpen] = useState(defaultMobileMenuOpen);
  const transparent = variant === 'transparent';
  const tone = transparent ? 'light' : 'dark';
  const desktop = desktopOnly(isMobile);
  const mobile = mobileOnly(isMobile);

  const topLinkStyles = {
    display: 'inline-flex',
    alignItems: 'center',
    px: '3',
    py: '2',
    minH: '10',
    fontWeight: 'medium',
    borderRadius: 'md',
    textDecoration: 'none',
    color: transparent ? 'white' : 'fg',
    _hover: { bg: transparent ? 'whiteAlpha.200' : 'brand.subtle', textDecoration: 'none' },
  } as const;

  return (
    <chakra.header
      data-variant={variant}
      position={overlay ? 'fixed' : 'sticky'}
      top="0"
      insetX="0"
      zIndex="sticky"
      bg={transparent ? 'transparent' : 'bg'}
      color={transparent ? 'white' : 'fg'}
      boxShadow={transparent ? 'none' : 'sm'}
      transition="backgrounds"
    >
      {/* WCAG 2.4.1: the first Tab stop jumps over the menu to the page's <main id="main">. */}
      <chakra.a
        href={`#${MAIN_CONTENT_ID}`}
        position="absolute"
        top="2"
        insetStart="2"
        zIndex="skipLink"
        px="4"
        py="2"
        borderRadius="md"
        bg="brand.solid"
        color="brand.contrast"
        transform="translateY(-200%)"
        _focusVisible={{ transform: 'none' }}
      >
        <FormattedMessage id="header.skipToContent" />
      </chakra.a>
      <Flex
        maxW="7xl"
        mx="auto"
        px="4"
        // On a kiosk at the largest text the menu wraps rather than pushing the log-in button off a landscape screen.
        css={{ [media.desktop]: { px: '6' }, [media.kiosk]: { h: 'auto', minH: '16' } }}
        h="16"
        align="center"
        gap="2"
      >
        <Link asChild color="inherit" textDecoration="none" _hover={{ textDecoration: 'none' }} flexShrink={0}>
          <RouterLink to={pageRoutes.home} aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
            <BrandMark compactName />
          </RouterLink>
        </Link>

        <chakra.nav aria-label={intl.formatMessage({ id: 'header.nav.label' })} css={desktop} flex="1" ms="4">
          <chakra.ul
            display="flex"
            alignItems="center"
            gap="1"
            listStyleType="none"
            m="0"
            p="0"
            css={{ [media.belowWide]: { '& > li > a, & > li > div > button': { px: '2', fontSize: 'sm' } }, [media.kiosk]: { flexWrap: 'wrap' } }}
          >
            {mainNavItems.map((item) => (
              <chakra.li key={item.key}>
                {item.children ? (
                  <DisclosureMenu
                    label={<FormattedMessage id={item.messageId} />}
                    openOnHover
                    tone={tone}
                    defaultOpen={defaultOpenSubmenu === item.key}
                    data-testid={`submenu-${item.key}`}
                  >
                    {item.children.map((leaf) => (
                      <chakra.li key={leaf.key}>
                        <Link asChild {...disclosureItemStyles}>
                          <RouterLink to={leaf.to}>
                            <FormattedMessage id={leaf.messageId} />
                          </RouterLink>
                        </Link>
                      </chakra.li>
                    ))}
                  </DisclosureMenu>
                ) : (
                  <Link asChild {...topLinkStyles}>
                    <RouterLink to={item.to ?? pageRoutes.home}>
                      <FormattedMessage id={item.messageId} />
                    </RouterLink>
                  </Link>
                )}
              </chakra.li>
            ))}
          </chakra.ul>
        </chakra.nav>

        <Box flex="1" css={mobile} />

        <Link asChild {...topLinkStyles} px="2.5" fontSize="xl" flexShrink={0}>
          <RouterLink to={pageRoutes.search} aria-label={intl.formatMessage({ id: 'header.search' })} data-testid="header-search">
            <SearchIcon />
          </RouterLink>
        </Link>

        <Box css={desktop}>
          <LanguageSwitcher language={language} onChange={onLanguageChange} tone={tone} />
        </Box>

        {user ? (
          <UserAvatarLink firstName={user.firstName} onClick={onProfileClick} />
        ) : (
          <Button
            size="sm"
            onClick={onLogin}
            bg={transparent ? 'transparent' : 'brand.solid'}
            color={transparent ? 'white' : 'brand.contrast'}
            borderWidth="1px"
            borderColor={transparent ? 'white' : 'brand.solid'}
            _hover={{ bg: transparent ? 'whiteAlpha.200' : 'brand.700' }}
          >
            <FormattedMessage id="header.login" />
          </Button>
        )}

        <Box css={mobile}>
          <MobileNavDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            language={language}
            onLanguageChange={onLanguageChange}
            tone={tone}
          />
        </Box>
      </Flex>
    </chakra.header>
  );
}
