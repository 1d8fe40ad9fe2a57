import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, chakra, Field, Input, Link, Text } from '@chakra-ui/react';
import { Pagination } from '@/components/ui/pagination';
import type { Page } from '@/lib/http/page';
import type { ResourceStatus } from '@/lib/resource';
import { ROLE_KINDS, USER_STATUSES, type StaffUser, type UserQuery } from '../api/staff-api';
import { formatConsoleDate } from './console-format';
import { roleLabel } from './users-format';
import { ConsoleTable, listPlaceholder, pageCountOf, tableCell } from './console-list-states';
import { ChoiceFilter } from './choice-filter';

export type UserFilterValues = Omit<UserQuery, 'page'>;

export interface UsersFiltersProps extends UserFilterValues {
  onChange: (next: UserFilterValues) => void;
}

/** Search (submitted), status and role (applied at once); the values live in the URL. */
export function UsersFilters({ q, status, role, onChange }: UsersFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [text, setText] = useState(q ?? '');
  return (
    <chakra.form
      role="search"
      aria-label={t('console.users.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: text.trim() || undefined, status, role });
      }}
      display="flex"
      flexWrap="wrap"
      alignItems="flex-end"
      gap="4"
      mb="6"
      data-testid="console-users-filters"
    >
      <Field.Root flex="2" minW="60" maxW="md">
        <Field.Label>{t('console.users.filters.q')}</Field.Label>
        <Input name="q" type="search" value={text} onChange={(event) => setText(event.target.value)} bg="bg" />
      </Field.Root>
      <Button type="submit" variant="outline" colorPalette="brand">
        <FormattedMessage id="console.users.filters.search" />
      </Button>
      <ChoiceFilter
        name="status"
        label={t('console.users.filters.status')}
        allLabel={t('console.users.filters.allStatuses')}
        choices={USER_STATUSES}
        labelOf={(code) => t(`console.users.status.${code}`)}
        value={status}
        onChange={(next) => onChange({ q, role, status: next })}
        size={{ flex: '1', minW: '40', maxW: 'xs' }}
      />
      <ChoiceFilter
        name="role"
        label={t('console.users.filters.role')}
        allLabel={t('console.users.filters.allRoles')}
        choices={ROLE_KINDS}
        labelOf={(code) => t(`console.users.roleKind.${code}`)}
        value={role}
        onChange={(next) => onChange({ q, status, role: next })}
        size={{ flex: '1', minW: '40', maxW: 'xs' }}
      />
    </chakra.form>
  );
}

/** An active account's mark: words and a symbol, never colour alone. */
export function ActiveMark({ active }: { active: boolean }) {
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="1.5" color={active ? 'green.800' : 'fg.muted'} fontWeight="medium" whiteSpace="nowrap">
      <span aria-hidden="true">{active ? '●' : '○'}</span>
      <FormattedMessage id={active ? 'console.users.status.active' : 'console.users.status.inactive'} />
    </chakra.span>
  );
}

export interface UsersTableProps {
  status: ResourceStatus;
  page: Page<StaffUser> | undefined;
  filtered: boolean;
  detailHrefOf: (id: number) => string;
  pageHrefOf: (page: number) => string;
  onRetry: () => void;
}

/** The accounts: name and e-mail, roles, status, second factor, created; each opens its detail. */
export function UsersTable({ status, page, filtered, detailHrefOf, pageHrefOf, onRetry }: UsersTableProps) {
  const intl = useIntl();
  const placeholder = listPlaceholder({
    failed: status === 'error',
    rows: page?.list,
    filtered,
    testIdPrefix: 'console-users',
    messages: { error: 'console.users.list.error', loading: 'console.users.list.loading', empty: 'console.users.list.empty', emptyFiltered: 'console.users.list.emptyFiltered' },
    onRetry,
  });
  if (placeholder || !page) return placeholder;
  const pageCount = pageCountOf(page);
  const summary = intl.formatMessage({ id: 'console.users.list.caption' }, { total: page.total, page: page.page, pages: pageCount });
  const loading = status === 'loading';
  return (
    <>
      <ConsoleTable
        testId="console-users"
        summary={summary}
        loading={loading}
        loadingText={intl.formatMessage({ id: 'console.users.list.loading' })}
        columnIds={['name', 'email', 'roles', 'status', 'secondFactor', 'created'].map((column) => `console.users.column.${column}`)}
      >
        {page.list.map((user) => (
          <chakra.tr key={user.id} data-testid="console-user-row" _hover={{ bg: 'bg.subtle' }}>
            <chakra.th scope="row" {...tableCell} fontWeight="normal">
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={detailHrefOf(user.id)}>{user.firstName || user.email}</RouterLink>
              </Link>
            </chakra.th>
            <chakra.td {...tableCell} wordBreak="break-all">
              {user.email}
            </chakra.td>
            <chakra.td {...tableCell}>
              {user.roles.length === 0 ? (
                <Text color="fg.muted">
                  <FormattedMessage id="console.users.noRoles" />
                </Text>
              ) : (
                <chakra.ul listStyleType="none" m="0" p="0">
                  {user.roles.map((role) => (
                    <chakra.li key={role}>{roleLabel(intl, role)}</chakra.li>
                  ))}
                </chakra.ul>
              )}
            </chakra.td>
            <chakra.td {...tableCell}>
              <ActiveMark active={user.active} />
            </chakra.td>
            <chakra.td {...tableCell} whiteSpace="nowrap">
              <FormattedMessage id={user.totpEnrolled ? 'console.users.secondFactor.on' : 'console.users.secondFactor.off'} />
            </chakra.td>
            <chakra.td {...tableCell} whiteSpace="nowrap">
              <time dateTime={user.createdAt}>{formatConsoleDate(intl, user.createdAt)}</time>
            </chakra.td>
          </chakra.tr>
        ))}
      </ConsoleTable>
      <Pagination page={page.page} pageCount={pageCount} hrefOf={pageHrefOf} />
    </>
  );
}
