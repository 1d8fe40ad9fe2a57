import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Link } from '@chakra-ui/react';

export interface TabNavItem {
  key: string;
  label: ReactNode;
  to: string;
}

export interface TabNavProps {
  items: readonly TabNavItem[];
  activeKey: string;
  /** Accessible name of the navigation, already translated. */
  ariaLabel: string;
}

/**
 * Tabs that are links (services ?active=0..5, life tabs, event states): each tab has its own URL, so this is a nav
 * with aria-current rather than an ARIA tablist.
 */
export function TabNav({ items, activeKey, ariaLabel }: TabNavProps) {
  return (
    <chakra.nav aria-label={ariaLabel} borderBottomWidth="1px" mb="6" overflowX="auto">
      <chakra.ul display="flex" gap="1" listStyleType="none" m="0" p="0">
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <chakra.li key={item.key} flexShrink={0}>
              <Link
                asChild
                display="block"
                px="4"
                py="3"
                textDecoration="none"
                borderBottomWidth="3px"
                borderColor={active ? 'brand.solid' : 'transparent'}
                color={active ? 'brand.fg' : 'fg.muted'}
                fontWeight={active ? 'semibold' : 'normal'}
                _hover={{ color: 'brand.fg', textDecoration: 'none' }}
              >
                <RouterLink to={item.to} aria-current={active ? 'page' : undefined}>
                  {item.label}
                </RouterLink>
              </Link>
            </chakra.li>
          );
        })}
      </chakra.ul>
    </chakra.nav>
  );
}
