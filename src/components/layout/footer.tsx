import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, chakra, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { APP_VERSION } from '@/lib/constants';
import type { Language } from '@/lib/i18n/languages';
import { PhoneIcon, PinIcon } from '@/components/ui/icons';
import { DeviceLink, ExternalLink } from '@/components/ui/external-link';
import { QrPopover } from '@/components/ui/qr-popover';
import { privacyStatementUrl } from '@/lib/legal';
import { contactPhone, footerLinkGroups, partners, socialAccounts, type FooterLink } from './footer-links';

export interface FooterProps {
  /** Picks the privacy statement of this language. */
  language: Language;
  /** Opens one social account's QR popover initially, by key (Storybook, screenshots). */
  defaultOpenQr?: 'wechat' | 'weibo' | 'linkedin';
}

const linkStyles = {
  color: 'footer.fg',
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '3px',
  _hover: { textDecorationColor: 'currentColor' },
} as const;

function FooterLinkItem({ link }: { link: FooterLink }) {
  const label = <FormattedMessage id={link.messageId} />;
  if (link.href) return <ExternalLink href={link.href} {...linkStyles}>{label}</ExternalLink>;
  return (
    <Link asChild {...linkStyles}>
      <RouterLink to={link.to ?? '/'}>{label}</RouterLink>
    </Link>
  );
}

export const FOOTER_ID = 'site-footer';

/** The site footer of spec §1–2: link groups, partner logos, contact details, privacy statement, social QR codes. */
export function Footer({ language, defaultOpenQr }: FooterProps) {
  const intl = useIntl();
  return (
    <chakra.footer id={FOOTER_ID} bg="footer.bg" color="footer.fg" pt="10" pb="6" fontSize="sm">
      <Box maxW="7xl" mx="auto" px="6">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          {footerLinkGroups.map((group) => (
            <chakra.nav key={group.key} aria-labelledby={`footer-${group.key}`}>
              <chakra.h2 id={`footer-${group.key}`} fontSize="md" fontWeight="semibold" mb="3" color="white">
                <FormattedMessage id={group.titleId} />
              </chakra.h2>
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {group.links.map((link) => (
                  <chakra.li key={link.key}>
                    <FooterLinkItem link={link} />
                  </chakra.li>
                ))}
              </Stack>
            </chakra.nav>
          ))}
        </SimpleGrid>

        <chakra.section aria-labelledby="footer-partners" mt="10">
          <chakra.h2 id="footer-partners" fontSize="md" fontWeight="semibold" mb="3" color="white">
            <FormattedMessage id="footer.group.partners" />
          </chakra.h2>
          <Flex as="ul" wrap="wrap" gap="4" listStyleType="none" m="0" p="0">
            {partners.map((partner) => (
              <chakra.li key={partner.key}>
                <ExternalLink href={partner.href} icon={false} display="block" bg="white" borderRadius="md" p="2">
                  <chakra.img src={partner.logo} alt={intl.formatMessage({ id: partner.altId })} width="160px" height="48px" loading="lazy" decoding="async" />
                </ExternalLink>
              </chakra.li>
            ))}
          </Flex>
        </chakra.section>

        <Flex mt="10" gap="6" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'flex-start', md: 'center' }}>
          <chakra.address fontStyle="normal" display="flex" flexDirection="column" gap="2">
            <Flex align="center" gap="2">
              <PhoneIcon />
              <chakra.span srOnly>
                <FormattedMessage id="footer.contact.phone" />
              </chakra.span>
              <DeviceLink href={`tel:${contactPhone.replace(/\s/g, '')}`} {...linkStyles}>
                {contactPhone}
              </DeviceLink>
            </Flex>
            <Flex align="center" gap="2">
              <PinIcon />
              <chakra.span srOnly>
                <FormattedMessage id="footer.contact.addressLabel" />
              </chakra.span>
              <Text as="span">
                <FormattedMessage id="footer.contact.address" />
              </Text>
            </Flex>
          </chakra.address>

          <chakra.section aria-labelledby="footer-social">
            <chakra.h2 id="footer-social" fontSize="md" fontWeight="semibold" mb="2" color="white">
              <FormattedMessage id="footer.group.social" />
            </chakra.h2>
            <Flex as="ul" gap="2" listStyleType="none" m="0" p="0" wrap="wrap">
              {socialAccounts.map((account) => (
                <chakra.li key={account.key}>
                  <QrPopover
                    name={intl.formatMessage({ id: account.nameId })}
                    url={account.url}
                    defaultOpen={defaultOpenQr === account.key}
                  />
                </chakra.li>
              ))}
            </Flex>
          </chakra.section>
        </Flex>

        <Flex
          mt="8"
          pt="4"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          gap="4"
          wrap="wrap"
          justify="space-between"
          color="footer.muted"
        >
          <Text>
            <FormattedMessage id="footer.copyright" values={{ version: APP_VERSION, title: intl.formatMessage({ id: 'app.title' }) }} />
          </Text>
          <ExternalLink href={privacyStatementUrl[language]} {...linkStyles}>
            <FormattedMessage id="footer.privacy" />
          </ExternalLink>
        </Flex>
      </Box>
    </chakra.footer>
  );
}
