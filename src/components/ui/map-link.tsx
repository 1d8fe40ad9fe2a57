import { FormattedMessage } from 'react-intl';
import { chakra, Link } from '@chakra-ui/react';
import { mapSearchUrl } from '@/lib/map-search';
import { ExternalIcon, PinIcon } from './icons';

/** "Show on a map": an online map search for the place, in a new tab (said to screen readers). */
export function MapLink({ query, testId }: { query: string; testId?: string }) {
  return (
    <Link href={mapSearchUrl(query)} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm" data-testid={testId}>
      <PinIcon />
      <FormattedMessage id="common.mapLink" />
      <ExternalIcon />
      <chakra.span srOnly>
        <FormattedMessage id="common.opensInNewTab" />
      </chakra.span>
    </Link>
  );
}
