import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, Link, Text } from '@chakra-ui/react';
import type { FormFailure } from '@/lib/account/form-failure';
import { loginReturningTo } from '@/lib/router/login-return';

export type SaveSearchState = 'idle' | 'saving' | 'saved' | 'failed';

export interface SaveSearchButtonProps {
  signedIn: boolean;
  onSave: () => void;
  /** Where saving the search on screen stands. */
  state: SaveSearchState;
  /** Why it failed, when the server said (e.g. too many saved searches). */
  failure?: FormFailure | null;
}

/**
 * "Save this search" on the job board: a signed-in visitor gets a daily e-mail of new jobs matching it; an anonymous
 * one is asked to log in first (and comes back to the same search). The outcome is spoken from a live region.
 */
export function SaveSearchButton({ signedIn, onSave, state, failure }: SaveSearchButtonProps) {
  const intl = useIntl();
  const location = useLocation();
  const [askedToLogIn, setAskedToLogIn] = useState(false);
  const saved = state === 'saved';
  return (
    <Box data-testid="save-search">
      <Button
        variant="outline"
        colorPalette="brand"
        size="sm"
        loading={state === 'saving'}
        loadingText={intl.formatMessage({ id: 'employment.savedSearch.save' })}
        disabled={saved}
        onClick={() => {
          if (signedIn) onSave();
          else setAskedToLogIn(true);
        }}
      >
        <FormattedMessage id={saved ? 'employment.savedSearch.savedButton' : 'employment.savedSearch.save'} />
      </Button>
      <Box role="status" aria-atomic="true" fontSize="sm" mt={askedToLogIn && !signedIn ? '2' : saved || state === 'failed' ? '2' : '0'} data-testid="save-search-message">
        {!signedIn && askedToLogIn ? (
          <Text>
            <FormattedMessage id="employment.savedSearch.loginFirst" />{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={loginReturningTo(`${location.pathname}${location.search}`)}>
                <FormattedMessage id="employment.savedSearch.login" />
              </RouterLink>
            </Link>
          </Text>
        ) : saved ? (
          <Text color="green.800">
            <FormattedMessage id="employment.savedSearch.saved" />
          </Text>
        ) : state === 'failed' ? (
          <Text color="red.700">
            {failure?.text ?? intl.formatMessage({ id: failure?.messageId ?? 'employment.savedSearch.failed' })}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
