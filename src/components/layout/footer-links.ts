import { pageRoutes, withQuery } from '@/lib/routes';

/** Every footer link of spec §2, grouped. Internal paths come from the route table; external sites open in a new tab. */
export interface FooterLink {
  key: string;
  messageId: string;
  to?: string;
  href?: string;
}

export interface FooterLinkGroup {
  key: string;
  titleId: string;
  links: readonly FooterLink[];
}

export const footerLinkGroups: readonly FooterLinkGroup[] = [
  {
    key: 'portal',
    titleId: 'footer.group.portal',
    links: [
      { key: 'home', messageId: 'footer.link.home', to: pageRoutes.home },
      { key: 'benefits', messageId: 'footer.link.benefits', to: pageRoutes.talentBenefits },
      { key: 'services', messageId: 'footer.link.services', to: withQuery(pageRoutes.services, { active: '0' }) },
      { key: 'volunteer', messageId: 'footer.link.volunteer', to: withQuery(pageRoutes.services, { active: '4' }) },
      { key: 'events', messageId: 'footer.link.events', to: pageRoutes.events },
      { key: 'recruitment', messageId: 'footer.link.recruitment', to: pageRoutes.employment },
    ],
  },
  {
    key: 'tools',
    titleId: 'footer.group.tools',
    links: [
      { key: 'reports', messageId: 'footer.link.reports', to: pageRoutes.reports },
      { key: 'entry', messageId: 'footer.link.entry', to: pageRoutes.preparationforentry },
      { key: 'calculator', messageId: 'footer.link.calculator', to: pageRoutes.calculator },
      { key: 'app', messageId: 'footer.link.app', to: pageRoutes.app },
    ],
  },
  {
    key: 'about',
    titleId: 'footer.group.about',
    links: [
      { key: 'about', messageId: 'footer.link.about', to: pageRoutes.about },
      { key: 'ith', messageId: 'footer.link.ith', to: pageRoutes.ith },
    ],
  },
  {
    key: 'government',
    titleId: 'footer.group.government',
    links: [
      { key: 'cityPortal', messageId: 'footer.link.cityPortal', href: 'https://www.sz.gov.cn/' },
      { key: 'cityHr', messageId: 'footer.link.cityHr', href: 'https://hrss.sz.gov.cn/' },
      { key: 'hkLabour', messageId: 'footer.link.hkLabour', href: 'https://www.labour.gov.hk/' },
      { key: 'hkImmigration', messageId: 'footer.link.hkImmigration', href: 'https://www.immd.gov.hk/' },
    ],
  },
];

/** Partner logos (drawn wordmarks in public/partners/). */
export interface Partner {
  key: string;
  altId: string;
  logo: string;
  href: string;
}

export const partners: readonly Partner[] = [
  { key: 'zone', altId: 'footer.partner.zone', logo: '/partners/zone-authority.svg', href: 'https://qh.sz.gov.cn/' },
  { key: 'city', altId: 'footer.partner.city', logo: '/partners/city-government.svg', href: 'https://www.sz.gov.cn/' },
  { key: 'hkLabour', altId: 'footer.partner.hkLabour', logo: '/partners/hk-labour.svg', href: 'https://www.labour.gov.hk/' },
  { key: 'investHk', altId: 'footer.partner.investHk', logo: '/partners/invest-hk.svg', href: 'https://www.investhk.gov.hk/' },
];

/** Social accounts shown as QR popovers; each QR code encodes its URL. */
export interface SocialAccount {
  key: 'wechat' | 'weibo' | 'linkedin';
  nameId: string;
  url: string;
}

export const socialAccounts: readonly SocialAccount[] = [
  { key: 'wechat', nameId: 'footer.social.wechat', url: 'https://weixin.qq.com/r/talent-portal' },
  { key: 'weibo', nameId: 'footer.social.weibo', url: 'https://weibo.com/talentportal' },
  { key: 'linkedin', nameId: 'footer.social.linkedin', url: 'https://www.linkedin.com/company/talent-portal' },
];

export const contactPhone = '+86 755 3690 0000';
