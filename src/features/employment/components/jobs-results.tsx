import { FormattedMessage } from 'react-intl';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { ContentStatus } from '@/components/ui/content-status';
import { Pagination } from '@/components/ui/pagination';
import type { Page } from '@/lib/http/page';
import type { ResourceStatus } from '@/lib/resource';
import type { JobSummary } from '../api/employment-api';
import { JobCard } from './job-card';

export interface JobsResultsProps {
  status: ResourceStatus;
  page: Page<JobSummary> | undefined;
  /** documentNo of every job the signed-in visitor has applied to (empty when signed out). */
  appliedJobNos: ReadonlySet<string>;
  hrefOfPage: (page: number) => string;
  onRetry: () => void;
}

/** The count of matching jobs (announced politely), their cards and the page links. */
export function JobsResults({ status, page, appliedJobNos, hrefOfPage, onRetry }: JobsResultsProps) {
  return (
    <Box>
      <Text aria-live="polite" aria-atomic="true" fontWeight="semibold" mb="4" data-testid="jobs-count">
        {page && status !== 'error' ? <FormattedMessage id="employment.results.count" values={{ count: page.total }} /> : null}
      </Text>
      <ContentStatus status={status} count={page?.list.length} onRetry={onRetry} emptyMessageId="employment.results.empty">
        {page ? (
          <>
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none" m="0" p="0" opacity={status === 'loading' ? 0.6 : 1}>
              {page.list.map((job) => (
                <li key={job.documentNo}>
                  <JobCard job={job} applied={appliedJobNos.has(job.documentNo)} />
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
