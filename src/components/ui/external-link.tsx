import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { chakra, Link, type LinkProps } from '@chakra-ui/react';
import { ExternalIcon } from './icons';

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'children'> {
  href: string;
  children: ReactNode;
}

/** A link off the portal: new tab, no opener, no referrer, an icon and a hidden hint that it opens a new tab. */
export function ExternalLink({ href, children, ...styles }: ExternalLinkProps) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" display="inline-flex" alignItems="center" gap="1" {...styles}>
      {children}
      <ExternalIcon />
      <chakra.span srOnly>
        <FormattedMessage id="common.opensInNewTab" />
      </chakra.span>
    </Link>
  );
}
