import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, chakra, Flex, Grid, Link, Stack, Text } from '@chakra-ui/react';
import { ContactCard } from '@/components/ui/contact-card';
import { DetailSection } from '@/components/ui/detail-section';
import { EventStateBadge } from '@/components/ui/event-state-badge';
import { ExternalLink } from '@/components/ui/external-link';
import { RichParagraphs } from '@/components/ui/rich-paragraphs';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { ServiceDetail } from '../api/services-api';

export interface ServiceDetailViewProps {
  service: ServiceDetail;
  /** Talent type code → label. */
  talentLabels: Record<string, string>;
}

function Lines({ lines, ordered = false }: { lines: readonly string[]; ordered?: boolean }) {
  const List = ordered ? chakra.ol : chakra.ul;
  return (
    <List ps="5" display="grid" gap="2" lineHeight="1.7" listStyleType={ordered ? 'decimal' : 'disc'}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </List>
  );
}

/**
 * A service or one-step service pack in full (spec §2 serviceDetail): what it bundles, who it is for, where and how
 * to apply, documents, time, fee and contact, and the benefits and events it relates to.
 */
export function ServiceDetailView({ service, talentLabels }: ServiceDetailViewProps) {
  const facts = [
    { id: 'services.detail.whereToApply', value: service.whereToApply },
    { id: 'services.detail.processingTime', value: service.processingTime },
    { id: 'services.detail.fee', value: service.fee },
  ];
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10" lang={LOCALE_TAG[service.language]} data-testid="service-detail">
      <Stack gap="8" minW="0">
        <Text fontSize="lg" color="fg.muted" lineHeight="1.8">
          {service.summary}
        </Text>
        <DetailSection id="service-bundles" titleId={service.tab === 'servicePacks' ? 'services.detail.bundles' : 'services.detail.provides'}>
          <Lines lines={service.bundles} />
        </DetailSection>
        <DetailSection id="service-details" titleId="services.detail.details">
          <RichParagraphs text={service.body} />
        </DetailSection>
        <DetailSection id="service-audience" titleId="services.detail.audience">
          <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" p="0" m="0">
            {service.talent_category.map((code) => (
              <chakra.li key={code} fontSize="sm" px="3" py="1" borderRadius="full" bg="brand.subtle" color="brand.fg">
                {talentLabels[code] ?? code}
              </chakra.li>
            ))}
          </Flex>
        </DetailSection>
        <DetailSection id="service-apply" titleId="services.detail.howToApply">
          <Lines lines={service.howToApply} ordered />
        </DetailSection>
        <DetailSection id="service-documents" titleId="services.detail.documents">
          <Lines lines={service.documents} />
        </DetailSection>
      </Stack>
      <Stack gap="6" as="aside">
        <Box bg="brand.subtle" borderRadius="lg" p="5">
          <DetailSection id="service-facts" titleId="services.detail.atAGlance">
            <chakra.dl display="grid" gap="3" fontSize="sm">
              {facts.map((fact) => (
                <div key={fact.id}>
                  <chakra.dt color="fg.muted">
                    <FormattedMessage id={fact.id} />
                  </chakra.dt>
                  <chakra.dd m="0" fontWeight="semibold">
                    {fact.value}
                  </chakra.dd>
                </div>
              ))}
            </chakra.dl>
            {service.onlineUrl ? (
              <Box mt="4">
                <ExternalLink href={service.onlineUrl} fontWeight="semibold" color="brand.fg">
                  <FormattedMessage id="services.detail.applyOnline" />
                </ExternalLink>
              </Box>
            ) : null}
          </DetailSection>
        </Box>
        {service.contact ? <ContactCard id="service-contact" contact={service.contact} /> : null}
        {service.relatedBenefits.length || service.relatedEvents.length ? (
          <Box borderWidth="1px" borderRadius="lg" p="5">
            <DetailSection id="service-related" titleId="services.detail.related">
              <chakra.ul listStyleType="none" p="0" m="0" display="grid" gap="3" fontSize="sm">
                {service.relatedBenefits.map((benefit) => (
                  <li key={benefit.documentNo}>
                    <Link asChild color="brand.fg" fontWeight="semibold">
                      <RouterLink to={withQuery(pageRoutes.talentBenefitsDetail, { documentNo: benefit.documentNo })}>{benefit.title}</RouterLink>
                    </Link>
                  </li>
                ))}
                {service.relatedEvents.map((event) => (
                  <li key={event.documentNo}>
                    <Flex gap="2" align="baseline" wrap="wrap">
                      <Link asChild color="brand.fg" fontWeight="semibold">
                        <RouterLink to={withQuery(pageRoutes.eventsDetail, { documentNo: event.documentNo, state: event.state })}>
                          {event.title}
                        </RouterLink>
                      </Link>
                      <EventStateBadge state={event.state} />
                    </Flex>
                  </li>
                ))}
              </chakra.ul>
            </DetailSection>
          </Box>
        ) : null}
      </Stack>
    </Grid>
  );
}
