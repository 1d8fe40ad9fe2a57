import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Drawer, IconButton, Link, Portal, Stack } from '@chakra-ui/react';
import type { Language } from '@/lib/i18n/languages';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { mainNavItems } from './nav-items';

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
  tone?: 'light' | 'dark';
}

const drawerLinkStyles = {
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'brand.subtle', textDecoration: 'none' },
} as const;

/** The side menu below 860 px: the same items as the desktop header, submenus expanded, plus the language options. */
export function MobileNavDrawer({ open, onOpenChange, language, onLanguageChange, tone = 'dark' }: MobileNavDrawerProps) {
  const intl = useIntl();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={intl.formatMessage({ id: 'header.menu.open' })}
          variant="ghost"
          color={tone === 'light' ? 'white' : 'fg'}
          _hover={{ bg: tone === 'light' ? 'whiteAlpha.200' : 'brand.subtle' }}
          data-testid="mobile-menu-button"
        >
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-menu">
            <Drawer.Header>
              <Drawer.Title>
                <FormattedMessage id="header.menu.title" />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <chakra.nav aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                  {mainNavItems.map((item) => (
                    <chakra.li key={item.key}>
                      {item.children ? (
                        <>
                          <chakra.p px="3" pt="3" pb="1" fontWeight="semibold" color="fg.muted" id={`drawer-${item.key}`}>
                            <FormattedMessage id={item.messageId} />
                          </chakra.p>
                          <Stack as="ul" gap="0" listStyleType="none" m="0" ps="3" aria-labelledby={`drawer-${item.key}`}>
                            {item.children.map((leaf) => (
                              <chakra.li key={leaf.key}>
                                <Link asChild {...drawerLinkStyles}>
                                  <RouterLink to={leaf.to} onClick={close}>
                                    <FormattedMessage id={leaf.messageId} />
                                  </RouterLink>
                                </Link>
                              </chakra.li>
                            ))}
                          </Stack>
                        </>
                      ) : (
                        <Link asChild {...drawerLinkStyles} fontWeight="medium">
                          <RouterLink to={item.to ?? '/'} onClick={close}>
                            <FormattedMessage id={item.messageId} />
                          </RouterLink>
                        </Link>
                      )}
                    </chakra.li>
                  ))}
                </Stack>
              </chakra.nav>
              <chakra.div mt="6" pt="4" borderTopWidth="1px">
                <LanguageSwitcher language={language} onChange={onLanguageChange} layout="list" />
              </chakra.div>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <IconButton
                aria-label={intl.formatMessage({ id: 'header.menu.close' })}
                variant="ghost"
                size="sm"
                position="absolute"
                top="3"
                insetEnd="3"
              >
                <CloseIcon />
              </IconButton>
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
