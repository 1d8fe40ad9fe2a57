import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import type { ResourceStatus } from '@/lib/resource';

export interface ContentStatusProps {
  status: ResourceStatus;
  /** How many items the data holds; undefined while there is no data yet. */
  count: number | undefined;
  /** Message id shown when empty; a general "nothing here yet" by default. */
  emptyMessageId?: string;
  onRetry?: () => void;
  /** Rendered when there is data to show. */
  children?: ReactNode;
  /** Height kept while loading, so the page below does not jump. */
  minH?: string;
}

/**
 * The states every content block goes through: loading, failed (with a retry), not found (a 404 from the server),
 * empty, or the content itself.
 * Data already on screen stays while a refresh loads, so paging does not flash.
 */
export function ContentStatus({ status, count, emptyMessageId = 'content.status.empty', onRetry, children, minH = '40' }: ContentStatusProps) {
  if (status === 'missing') {
    return (
      <Box role="status" borderWidth="1px" borderColor="border" borderRadius="md" p="6" textAlign="center" minH={minH} data-testid="content-missing">
        <Text fontWeight="semibold" mb="2" color="fg">
          <FormattedMessage id="content.status.missing" />
        </Text>
        <Text color="fg.muted">
          <FormattedMessage id="content.status.missingHint" />
        </Text>
      </Box>
    );
  }
  if (status === 'error') {
    return (
      <Box role="alert" borderWidth="1px" borderColor="border" borderRadius="md" p="6" textAlign="center" minH={minH}>
        <Text mb="4" color="fg">
          <FormattedMessage id="content.status.error" />
        </Text>
        {onRetry ? (
          <Button onClick={onRetry} variant="outline" colorPalette="brand" size="sm">
            <FormattedMessage id="content.status.retry" />
          </Button>
        ) : null}
      </Box>
    );
  }
  if (count === undefined || (count === 0 && status === 'loading')) {
    return (
      <Box role="status" display="flex" alignItems="center" justifyContent="center" gap="3" minH={minH} color="fg.muted">
        <Spinner size="sm" color="brand.solid" aria-hidden="true" />
        <Text>
          <FormattedMessage id="content.status.loading" />
        </Text>
      </Box>
    );
  }
  if (count === 0) {
    return (
      <Box role="status" borderWidth="1px" borderStyle="dashed" borderColor="border" borderRadius="md" p="6" textAlign="center" color="fg.muted">
        <FormattedMessage id={emptyMessageId} />
      </Box>
    );
  }
  return <>{children}</>;
}
