import { FormattedMessage } from 'react-intl';
import { chakra } from '@chakra-ui/react';

export interface BrandMarkProps {
  /** In the header the name gives way to the menu between 860 and 1200 px, and below 480 px. */
  compactName?: boolean;
}

const compactNameCss = {
  display: 'none',
  '@media screen and (min-width: 30em) and (max-width: 53.7487em), screen and (min-width: 75em)': { display: 'inline' },
};

/** The portal's logo: a drawn mark plus the product name. Inline so the header paints without an image request. */
export function BrandMark({ compactName = false }: BrandMarkProps) {
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="2" fontWeight="bold" fontSize="lg">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0b5c8a" />
        <path d="M8 22 16 8l8 14z" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
        <circle cx="16" cy="18" r="2.5" fill="#f5c542" />
      </svg>
      <chakra.span css={compactName ? compactNameCss : undefined}>
        <FormattedMessage id="app.title" />
      </chakra.span>
    </chakra.span>
  );
}
