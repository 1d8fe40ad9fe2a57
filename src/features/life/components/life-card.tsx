import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, chakra, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { LifeSummary } from '../api/life-api';

export interface LifeCardProps {
  entry: LifeSummary;
  /** The tab it is listed in (`active`), so the detail's breadcrumbs lead back to it. */
  active: number;
  /** The first card's picture is part of the first screen: fetched with the page. */
  priority?: boolean;
}

/** One life entry: banner, title (the link), summary and, for a place, where, when and how much. */
export function LifeCard({ entry, active, priority = false }: LifeCardProps) {
  const facts = [
    { id: 'life.fact.address', value: entry.address },
    { id: 'life.fact.openingHours', value: entry.openingHours },
    { id: 'life.fact.priceRange', value: entry.priceRange },
  ].filter((fact): fact is { id: string; value: string } => fact.value !== null);
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
      lang={LOCALE_TAG[entry.language]}
      data-testid="life-card"
    >
      <ContentPicture src={entry.banner} width={960} height={540} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" priority={priority} />
      <Box p="5" display="flex" flexDirection="column" gap="2" flex="1">
        <Heading as="h2" size="md" lineHeight="1.4">
          <LinkOverlay asChild color="fg" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={withQuery(pageRoutes.lifedetail, { documentNo: entry.documentNo, active })}>{entry.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" fontSize="sm" lineClamp={3}>
          {entry.summary}
        </Text>
        {facts.length ? (
          <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" mt="auto" pt="2">
            {facts.map((fact) => (
              <Box key={fact.id} display="contents">
                <chakra.dt color="fg.muted">
                  <FormattedMessage id={fact.id} />
                </chakra.dt>
                <chakra.dd m="0" lineClamp={2}>
                  {fact.value}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        ) : null}
      </Box>
    </LinkBox>
  );
}
