import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Flex, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { EventStateBadge } from '@/components/ui/event-state-badge';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import { pageRoutes, SERVICE_TABS, withQuery } from '@/lib/routes';
import type { HkMacaoTeaser } from '../api/hkmacao-api';

/** Where a teaser leads: the benefit, the service (in its services tab) or the event (from its state's tab). */
export function teaserHref(teaser: HkMacaoTeaser): string {
  switch (teaser.section) {
    case 'benefit':
      return withQuery(pageRoutes.talentBenefitsDetail, { documentNo: teaser.documentNo });
    case 'service': {
      const active = SERVICE_TABS.indexOf(teaser.serviceTab as (typeof SERVICE_TABS)[number]);
      return withQuery(pageRoutes.serviceDetail, { documentNo: teaser.documentNo, active: Math.max(active, 0) });
    }
    case 'event':
      return withQuery(pageRoutes.eventsDetail, { documentNo: teaser.documentNo, state: teaser.state ?? undefined });
  }
}

/** A benefit, service or coming event for Hong Kong and Macao residents: picture when it has one, title, summary. */
export function HkMacaoTeaserCard({ teaser, priority = false }: { teaser: HkMacaoTeaser; priority?: boolean }) {
  return (
    <LinkBox
      as="article"
      display="flex"
      flexDirection="column"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      h="full"
      lang={LOCALE_TAG[teaser.language]}
      data-testid="hkmacao-teaser"
    >
      {teaser.image ? (
        <ContentPicture src={teaser.image} width={960} height={540} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" priority={priority} />
      ) : null}
      <Box p="5" display="flex" flexDirection="column" gap="2" flex="1" borderTopWidth={teaser.image ? 0 : '4px'} borderTopColor="brand.solid">
        {teaser.section === 'event' && teaser.state && teaser.startsAt ? (
          <Flex gap="2" align="center" fontSize="sm" color="fg.muted">
            <EventStateBadge state={teaser.state} />
            <FormattedDate value={teaser.startsAt} dateStyle="medium" timeZone="Asia/Shanghai" />
          </Flex>
        ) : (
          <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
            <FormattedMessage id={`hkmacao.section.${teaser.section}`} />
          </Text>
        )}
        <Heading as="h3" size="md" lineHeight="1.4">
          <LinkOverlay asChild color="fg" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={teaserHref(teaser)}>{teaser.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" fontSize="sm" lineClamp={3}>
          {teaser.summary}
        </Text>
      </Box>
    </LinkBox>
  );
}
