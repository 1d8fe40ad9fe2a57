import { FormattedMessage } from 'react-intl';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { ContentStatus } from '@/components/ui/content-status';
import { Pagination } from '@/components/ui/pagination';
import type { Page } from '@/lib/http/page';
import type { ResourceStatus } from '@/lib/resource';
import type { ServiceSummary } from '../api/services-api';
import { ServiceCard } from './service-card';

export interface ServicesResultsProps {
  status: ResourceStatus;
  page: Page<ServiceSummary> | undefined;
  active: number;
  talentLabels: Record<string, string>;
  hrefOfPage: (page: number) => string;
  onRetry: () => void;
}

/** The count of the tab's services (announced politely), their cards and the page links. */
export function ServicesResults({ status, page, active, talentLabels, hrefOfPage, onRetry }: ServicesResultsProps) {
  return (
    <Box>
      <Text aria-live="polite" aria-atomic="true" fontWeight="semibold" mb="4" data-testid="services-count">
        {page && status !== 'error' ? <FormattedMessage id="services.results.count" values={{ count: page.total }} /> : null}
      </Text>
      <ContentStatus status={status} count={page?.list.length} onRetry={onRetry} emptyMessageId="services.results.empty">
        {page ? (
          <>
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none" m="0" p="0" opacity={status === 'loading' ? 0.6 : 1}>
              {page.list.map((service) => (
                <li key={service.documentNo}>
                  <ServiceCard service={service} active={active} talentLabels={talentLabels} />
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
