import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Link, Spinner, Text } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/page-shell';

export type AccessNoticeKind = 'checking' | 'signIn' | 'denied' | 'error';

export interface AccessNoticeProps {
  kind: AccessNoticeKind;
  /** signIn: the login page, set to come back here. */
  loginHref?: string;
  /** denied: the way back to the public portal. */
  homeHref?: string;
  /** error: asks the server again. */
  onRetry?: () => void;
}

const TITLE: Record<AccessNoticeKind, string> = {
  checking: 'console.name',
  signIn: 'console.access.signIn.title',
  denied: 'console.access.denied.title',
  error: 'console.access.error.title',
};

/**
 * What the console shows instead of its screens: while the server checks the caller's roles, to someone not signed
 * in, to someone signed in without a console role, and when the check itself failed.
 */
export function AccessNotice({ kind, loginHref, homeHref, onRetry }: AccessNoticeProps) {
  const intl = useIntl();
  return (
    <PageShell title={intl.formatMessage({ id: TITLE[kind] })}>
      <Box
        role={kind === 'checking' ? 'status' : undefined}
        bg="bg"
        borderWidth="1px"
        borderRadius="lg"
        p={{ base: '5', md: '6' }}
        maxW="2xl"
        data-testid={`console-access-${kind}`}
      >
        {kind === 'checking' ? (
          <Box display="flex" alignItems="center" gap="3" color="fg.muted">
            <Spinner size="sm" color="brand.solid" aria-hidden="true" />
            <Text>
              <FormattedMessage id="console.access.checking" />
            </Text>
          </Box>
        ) : (
          <>
            <Text mb="4">
              <FormattedMessage id={`console.access.${kind}.body`} />
            </Text>
            {kind === 'signIn' && loginHref ? (
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={loginHref}>
                  <FormattedMessage id="console.access.signIn.link" />
                </RouterLink>
              </Link>
            ) : null}
            {kind === 'denied' && homeHref ? (
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={homeHref}>
                  <FormattedMessage id="console.access.denied.link" />
                </RouterLink>
              </Link>
            ) : null}
            {kind === 'error' && onRetry ? (
              <Button onClick={onRetry} variant="outline" colorPalette="brand" size="sm">
                <FormattedMessage id="console.retry" />
              </Button>
            ) : null}
          </>
        )}
      </Box>
    </PageShell>
  );
}
