import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { ContentStatus } from '@/components/ui/content-status';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import type { ResourceStatus } from '@/lib/resource';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { HkMacaoGuideSummary } from '../api/hkmacao-api';

export interface HkMacaoGuidesProps {
  status: ResourceStatus;
  guides: HkMacaoGuideSummary[] | undefined;
  onRetry: () => void;
}

/** The page's own guides (Home Return Permit, residence permit, tax, crossing the boundary…) as a grid of links. */
export function HkMacaoGuides({ status, guides, onRetry }: HkMacaoGuidesProps) {
  return (
    <chakra.section aria-labelledby="hkmacao-guides" mb="10">
      <Heading as="h2" id="hkmacao-guides" size="lg" color="brand.fg" mb="4">
        <FormattedMessage id="hkmacao.guides.title" />
      </Heading>
      <ContentStatus status={status} count={guides?.length} onRetry={onRetry} minH="24">
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none" m="0" p="0">
          {(guides ?? []).map((guide) => (
            <li key={guide.documentNo}>
              <LinkBox as="article" h="full" p="4" borderRadius="lg" bg="brand.subtle" lang={LOCALE_TAG[guide.language]} data-testid="hkmacao-guide">
                <Heading as="h3" size="sm" lineHeight="1.4" mb="1">
                  <LinkOverlay asChild color="brand.fg">
                    <RouterLink to={withQuery(pageRoutes.hkmacaoDetail, { documentNo: guide.documentNo })}>{guide.title}</RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text fontSize="sm" color="fg.muted" lineClamp={3}>
                  {guide.summary}
                </Text>
              </LinkBox>
            </li>
          ))}
        </SimpleGrid>
      </ContentStatus>
    </chakra.section>
  );
}
