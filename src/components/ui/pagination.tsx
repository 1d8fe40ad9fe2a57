import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Flex, Link } from '@chakra-ui/react';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page (pages live in the URL, so each page is a real link). */
  hrefOf: (page: number) => string;
}

/** Pages shown: the first, the last, and two either side of the current one; gaps become an ellipsis. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

const itemStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '10',
  h: '10',
  px: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  textDecoration: 'none',
} as const;

/** Page links under a list: previous, numbers, next; the current page is marked with aria-current. */
export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <chakra.nav aria-label={intl.formatMessage({ id: 'pagination.label' })} mt="8">
      <Flex as="ul" gap="2" wrap="wrap" justify="center" listStyleType="none" m="0" p="0">
        {page > 1 ? (
          <chakra.li>
            <Link asChild {...itemStyles} color="brand.fg">
              <RouterLink to={hrefOf(page - 1)}>{intl.formatMessage({ id: 'pagination.previous' })}</RouterLink>
            </Link>
          </chakra.li>
        ) : null}
        {visiblePages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <chakra.li key={`gap-${index}`} {...itemStyles} borderWidth="0" aria-hidden="true">
              …
            </chakra.li>
          ) : (
            <chakra.li key={item}>
              <Link
                asChild
                {...itemStyles}
                bg={item === page ? 'brand.solid' : undefined}
                color={item === page ? 'brand.contrast' : 'brand.fg'}
                borderColor={item === page ? 'brand.solid' : 'border'}
              >
                <RouterLink
                  to={hrefOf(item)}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: item })}
                >
                  {item}
                </RouterLink>
              </Link>
            </chakra.li>
          ),
        )}
        {page < pageCount ? (
          <chakra.li>
            <Link asChild {...itemStyles} color="brand.fg">
              <RouterLink to={hrefOf(page + 1)}>{intl.formatMessage({ id: 'pagination.next' })}</RouterLink>
            </Link>
          </chakra.li>
        ) : null}
      </Flex>
    </chakra.nav>
  );
}
