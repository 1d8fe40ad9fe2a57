import { FormattedMessage } from 'react-intl';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { ContentStatus } from '@/components/ui/content-status';
import { Pagination } from '@/components/ui/pagination';
import type { ResourceStatus } from '@/lib/resource';
import type { BenefitSummary, Page } from '../api/benefits-api';
import { BenefitCard } from './benefit-card';

export interface BenefitsResultsProps {
  status: ResourceStatus;
  page: Page<BenefitSummary> | undefined;
  labels: Record<string, string>;
  hrefOfPage: (page: number) => string;
  onRetry: () => void;
}

/** The results count (announced politely), the cards and the page links. */
export function BenefitsResults({ status, page, labels, hrefOfPage, onRetry }: BenefitsResultsProps) {
  return (
    <Box>
      <Text aria-live="polite" aria-atomic="true" fontWeight="semibold" mb="4" data-testid="benefits-count">
        {page && status !== 'error' ? <FormattedMessage id="benefits.results.count" values={{ count: page.total }} /> : null}
      </Text>
      <ContentStatus status={status} count={page?.list.length} onRetry={onRetry} emptyMessageId="benefits.results.empty">
        {page ? (
          <>
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none" m="0" p="0" opacity={status === 'loading' ? 0.6 : 1}>
              {page.list.map((benefit, index) => (
                <li key={benefit.documentNo}>
                  <BenefitCard benefit={benefit} labels={labels} priority={index === 0} />
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
