import { FormattedMessage } from 'react-intl';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { ContentStatus } from '@/components/ui/content-status';
import { Pagination } from '@/components/ui/pagination';
import type { Page } from '@/lib/http/page';
import type { ResourceStatus } from '@/lib/resource';
import type { HkMacaoTeaser } from '../api/hkmacao-api';
import { HkMacaoTeaserCard } from './hkmacao-teaser-card';

export interface HkMacaoTabListProps {
  status: ResourceStatus;
  page: Page<HkMacaoTeaser> | undefined;
  hrefOfPage: (page: number) => string;
  onRetry: () => void;
}

/** One tab's benefits, services or coming events for Hong Kong and Macao residents, counted and in pages. */
export function HkMacaoTabList({ status, page, hrefOfPage, onRetry }: HkMacaoTabListProps) {
  return (
    <Box>
      <Text aria-live="polite" aria-atomic="true" fontWeight="semibold" mb="4" data-testid="hkmacao-count">
        {page && status !== 'error' ? <FormattedMessage id="hkmacao.results.count" values={{ count: page.total }} /> : null}
      </Text>
      <ContentStatus status={status} count={page?.list.length} onRetry={onRetry}>
        {page ? (
          <>
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none" m="0" p="0" opacity={status === 'loading' ? 0.6 : 1}>
              {page.list.map((teaser, index) => (
                <li key={teaser.documentNo}>
                  <HkMacaoTeaserCard teaser={teaser} priority={index === 0} />
                </li>
              ))}
            </SimpleGrid>
            <Pagination page={page.page} pageCount={Math.ceil(page.total / page.pageSize)} hrefOf={hrefOfPage} />
          </>
        ) : null}
      </ContentStatus>
    </Box>
  );
}
