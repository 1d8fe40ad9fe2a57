import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Drawer, IconButton, Link, Portal, Stack } from '@chakra-ui/react';
import { m } from 'framer-motion';
import { MotionScope } from '@/components/ui/motion-scope';
import type { Language } from '@/lib/i18n/languages';
import { CloseIcon } from '@/components/ui/icons';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { mainNavItems } from './nav-items';

export interface MobileNavPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** Where focus returns when the drawer closes (the hamburger button). */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
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

/** The drawer of the mobile menu; loaded on first open (see mobile-nav-drawer.tsx). */
export function MobileNavPanel({ open, onOpenChange, language, onLanguageChange, returnFocusRef }: MobileNavPanelProps) {
  const intl = useIntl();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      lazyMount
      unmountOnExit
      finalFocusEl={() => returnFocusRef.current}
    >
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
                <MotionScope>
                  <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                    {mainNavItems.map((item, index) => (
                      <m.li
                        key={item.key}
                        initial={{ opacity: 0, x: -12 }}
                        animate={{ opacity: 1, x: 0 }}
                        transition={{ delay: index * 0.03, duration: 0.18 }}
                      >
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
                      </m.li>
                    ))}
                  </Stack>
                </MotionScope>
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
