import { SimpleGrid } from '@chakra-ui/react';
import { ContentStatus } from '@/components/ui/content-status';
import { Pagination } from '@/components/ui/pagination';
import type { Language } from '@/lib/i18n/languages';
import type { ResourceStatus } from '@/lib/resource';
import type { EventPage } from '../api/events-api';
import { EventCard } from './event-card';

export interface EventsListProps {
  status: ResourceStatus;
  page: EventPage | undefined;
  language: Language;
  hrefOfPage: (page: number) => string;
  onRetry: () => void;
}

/** The events of one tab, with page links when there are more than fit a page. */
export function EventsList({ status, page, language, hrefOfPage, onRetry }: EventsListProps) {
  return (
    <ContentStatus status={status} count={page?.list.length} onRetry={onRetry} emptyMessageId="events.list.empty">
      {page ? (
        <>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none" m="0" p="0" data-testid="events-list">
            {page.list.map((event, index) => (
              <li key={event.documentNo}>
                <EventCard event={event} language={language} priority={index === 0} />
              </li>
            ))}
          </SimpleGrid>
          <Pagination page={page.page} pageCount={Math.ceil(page.total / page.pageSize)} hrefOf={hrefOfPage} />
        </>
      ) : null}
    </ContentStatus>
  );
}
