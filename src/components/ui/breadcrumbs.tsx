import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumb } from '@chakra-ui/react';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Omitted on the current page (the last item). */
  to?: string;
}

/** A breadcrumb trail: a labelled nav; the last item is the current page (aria-current="page"). */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const intl = useIntl();
  return (
    <Breadcrumb.Root aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })} size="md">
      <Breadcrumb.List flexWrap="wrap">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={index}>
              <Breadcrumb.Item>
                {last || !item.to ? (
                  <Breadcrumb.CurrentLink aria-current={last ? 'page' : undefined} color="fg">
                    {item.label}
                  </Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild color="brand.fg">
                    <RouterLink to={item.to}>{item.label}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
