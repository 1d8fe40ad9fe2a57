import { LIFE_TABS, SERVICE_TABS, pageRoutes, withQuery } from '@/lib/routes';

/** One entry of the main navigation (spec §2 header). `children` makes it a submenu instead of a link. */
export interface NavItem {
  key: string;
  messageId: string;
  to?: string;
  children?: readonly NavLeaf[];
}

export interface NavLeaf {
  key: string;
  messageId: string;
  to: string;
}

export const serviceTabItems: readonly NavLeaf[] = SERVICE_TABS.map((tab, index) => ({
  key: `services-${tab}`,
  messageId: `services.tab.${tab}`,
  to: withQuery(pageRoutes.services, { active: String(index) }),
}));

export const lifeTabItems: readonly NavLeaf[] = LIFE_TABS.map((tab, index) => ({
  key: `life-${tab}`,
  messageId: `life.tab.${tab}`,
  to: withQuery(pageRoutes.lifepage, { active: String(index) }),
}));

export const mainNavItems: readonly NavItem[] = [
  { key: 'benefits', messageId: 'header.nav.benefits', to: pageRoutes.talentBenefits },
  { key: 'services', messageId: 'header.nav.services', children: serviceTabItems },
  { key: 'events', messageId: 'header.nav.events', to: pageRoutes.events },
  { key: 'recruitment', messageId: 'header.nav.recruitment', to: pageRoutes.employment },
  { key: 'life', messageId: 'header.nav.life', children: lifeTabItems },
  { key: 'about', messageId: 'header.nav.about', to: pageRoutes.about },
  { key: 'ith', messageId: 'header.nav.ith', to: pageRoutes.ith },
];
