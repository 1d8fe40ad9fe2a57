import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Link, Spinner, Text } from '@chakra-ui/react';
import type { FormFailure } from '@/lib/account/form-failure';
import { consoleRoutes } from '@/features/console/console-routes';

export interface DetailNoticeProps {
  kind: 'loading' | 'missing' | 'forbidden' | 'error';
  /** The server's words (or a message id) for why the application cannot be shown. */
  failure?: FormFailure | null;
  onRetry?: () => void;
}

const FALLBACK_ID = { missing: 'console.detail.missing', forbidden: 'console.detail.forbidden', error: 'console.detail.error' } as const;

/** Where an application would be: while it loads, or why it cannot be shown (none such, another enterprise's, failed). */
export function DetailNotice({ kind, failure, onRetry }: DetailNoticeProps) {
  const intl = useIntl();
  if (kind === 'loading') {
    return (
      <Box role="status" display="flex" alignItems="center" gap="3" color="fg.muted" minH="40" data-testid="console-detail-loading">
        <Spinner size="sm" color="brand.solid" aria-hidden="true" />
        <Text>
          <FormattedMessage id="console.detail.loading" />
        </Text>
      </Box>
    );
  }
  const text = failure?.text ?? intl.formatMessage({ id: failure?.messageId ?? FALLBACK_ID[kind] });
  return (
    <Box role="alert" bg="bg" borderWidth="1px" borderRadius="lg" p="6" maxW="2xl" data-testid={`console-detail-${kind}`}>
      <Text mb="4">{text}</Text>
      {kind === 'error' && onRetry ? (
        <Button onClick={onRetry} variant="outline" colorPalette="brand" size="sm" me="4">
          <FormattedMessage id="console.retry" />
        </Button>
      ) : null}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={consoleRoutes.consoleApplications}>
          <FormattedMessage id="console.detail.back" />
        </RouterLink>
      </Link>
    </Box>
  );
}
