import { FormattedMessage } from 'react-intl';
import { PinIcon } from './icons';
import { ExternalLink } from './external-link';
import { mapSearchUrl } from '@/lib/map-search';

/** "Show on a map": an online map search for the place, in a new tab (said to screen readers). */
export function MapLink({ query, testId }: { query: string; testId?: string }) {
  return (
    <ExternalLink href={mapSearchUrl(query)} color="brand.fg" fontSize="sm" gap="1.5" data-testid={testId}>
      <PinIcon />
      <FormattedMessage id="common.mapLink" />
    </ExternalLink>
  );
}
