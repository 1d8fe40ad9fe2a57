import { SimpleGrid } from '@chakra-ui/react';
import { ContentStatus } from '@/components/ui/content-status';
import type { ResourceStatus } from '@/lib/resource';
import type { LifeSummary } from '../api/life-api';
import { LifeCard } from './life-card';

export interface LifeListProps {
  status: ResourceStatus;
  entries: LifeSummary[] | undefined;
  active: number;
  onRetry: () => void;
}

/** The entries of one life tab as cards; loading, failure and empty states from ContentStatus. */
export function LifeList({ status, entries, active, onRetry }: LifeListProps) {
  return (
    <ContentStatus status={status} count={entries?.length} onRetry={onRetry}>
      {entries ? (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none" m="0" p="0" opacity={status === 'loading' ? 0.6 : 1} data-testid="life-list">
          {entries.map((entry, index) => (
            <li key={entry.documentNo}>
              <LifeCard entry={entry} active={active} priority={index === 0} />
            </li>
          ))}
        </SimpleGrid>
      ) : null}
    </ContentStatus>
  );
}
