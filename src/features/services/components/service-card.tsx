import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Flex, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { pageRoutes, withQuery } from '@/lib/routes';
import { languageOfLocale, LOCALE_TAG } from '@/lib/i18n/languages';
import type { ServiceSummary } from '../api/services-api';

export interface ServiceCardProps {
  service: ServiceSummary;
  /** The tab it is listed in (`active`), so the detail's breadcrumbs lead back to it. */
  active: number;
  /** Talent type code → label. */
  talentLabels: Record<string, string>;
}

/** One service or pack of the list: title (the link), summary, processing time and fee, who it is for. */
export function ServiceCard({ service, active, talentLabels }: ServiceCardProps) {
  // Spec §2: serviceDetail takes documentNo, language (the page's) and active.
  const language = languageOfLocale(useIntl().locale);
  return (
    <LinkBox
      as="article"
      display="flex"
      flexDirection="column"
      gap="2"
      bg="bg"
      borderWidth="1px"
      borderTopWidth="4px"
      borderTopColor="brand.solid"
      borderRadius="lg"
      p="5"
      h="full"
      lang={LOCALE_TAG[service.language]}
      data-testid="service-card"
    >
      <Heading as="h2" size="md" lineHeight="1.4">
        <LinkOverlay asChild color="fg" _hover={{ color: 'brand.fg' }}>
          <RouterLink to={withQuery(pageRoutes.serviceDetail, { documentNo: service.documentNo, language, active })}>{service.title}</RouterLink>
        </LinkOverlay>
      </Heading>
      <Text color="fg.muted" fontSize="sm" lineClamp={3}>
        {service.summary}
      </Text>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" mt="1">
        <chakra.dt color="fg.muted">
          <FormattedMessage id="services.card.processingTime" />
        </chakra.dt>
        <chakra.dd m="0" lineClamp={2}>
          {service.processingTime}
        </chakra.dd>
        <chakra.dt color="fg.muted">
          <FormattedMessage id="services.card.fee" />
        </chakra.dt>
        <chakra.dd m="0" lineClamp={2}>
          {service.fee}
        </chakra.dd>
      </chakra.dl>
      <Flex as="ul" gap="1.5" wrap="wrap" listStyleType="none" p="0" m="0" mt="auto" pt="2">
        {service.talent_category.map((code) => (
          <chakra.li key={code} fontSize="xs" px="2" py="0.5" borderRadius="full" bg="brand.subtle" color="brand.fg">
            {talentLabels[code] ?? code}
          </chakra.li>
        ))}
      </Flex>
    </LinkBox>
  );
}
