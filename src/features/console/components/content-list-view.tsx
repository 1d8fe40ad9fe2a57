import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, chakra, Field, Flex, Input, Link, NativeSelect, Text } from '@chakra-ui/react';
import { Pagination } from '@/components/ui/pagination';
import type { FormFailure } from '@/lib/account/form-failure';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';
import type { ResourceStatus } from '@/lib/resource';
import { CONTENT_STATUS_FILTERS, type ContentListItem, type ContentQuery, type SectionInfo } from '../api/content-api';
import { ConsoleOutcome } from './console-outcome';
import { formatConsoleDate } from './console-format';
import { LanguageStateChips } from './content-state-chips';
import { ConsoleTable, listPlaceholder, pageCountOf, tableCell } from './console-list-states';
import { ChoiceFilter } from './choice-filter';

export interface ContentListViewProps {
  /** The interface language, for the sections' labels. */
  language: Language;
  /** The sections the caller may edit. */
  sections: SectionInfo[];
  query: ContentQuery;
  status: ResourceStatus;
  page: Page<ContentListItem> | undefined;
  onQuery: (next: ContentQuery) => void;
  onCreate: () => void;
  creating?: boolean;
  createFailure?: FormFailure | null;
  editorHrefOf: (documentNo: string) => string;
  pageHrefOf: (page: number) => string;
  onRetry: () => void;
}

/**
 * The documents of one section: a section picker (only those the caller may edit), a search, a status filter, each
 * language's state and paging. Section and status apply at once; the search on submit.
 */
export function ContentListView(props: ContentListViewProps) {
  const { language, sections, query, status, page, onQuery, onCreate, creating = false, createFailure, editorHrefOf, pageHrefOf, onRetry } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [search, setSearch] = useState(query.q ?? '');
  const sectionLabel = sections.find((info) => info.section === query.section)?.label[language] ?? query.section;

  return (
    <>
      <Flex gap="4" align="flex-end" wrap="wrap" mb="6">
        <chakra.form
          role="search"
          aria-label={t('console.content.filters.label')}
          onSubmit={(event) => {
            event.preventDefault();
            onQuery({ ...query, q: search.trim() || undefined, page: 1 });
          }}
          display="flex"
          flexWrap="wrap"
          alignItems="flex-end"
          gap="4"
          flex="1"
          data-testid="content-filters"
        >
          <Field.Root maxW="xs" minW="48" flex="1">
            <Field.Label>{t('console.content.filters.section')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="section"
                bg="bg"
                value={query.section}
                onChange={(event) => {
                  const next = sections.find((info) => info.section === event.currentTarget.value);
                  if (next) onQuery({ section: next.section, page: 1 });
                }}
              >
                {sections.map((info) => (
                  <option key={info.section} value={info.section}>
                    {info.label[language]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <ChoiceFilter
            name="status"
            label={t('console.content.filters.status')}
            allLabel={t('console.content.filters.allStatuses')}
            choices={CONTENT_STATUS_FILTERS}
            labelOf={(code) => t(`console.content.status.${code}`)}
            value={query.status}
            onChange={(next) => onQuery({ ...query, status: next, page: 1 })}
            size={{ maxW: 'xs', minW: '44', flex: '1' }}
          />
          <Field.Root maxW="sm" minW="52" flex="2">
            <Field.Label>{t('console.content.filters.search')}</Field.Label>
            <Flex gap="2" w="full">
              <Input type="search" name="q" bg="bg" value={search} maxLength={100} onChange={(event) => setSearch(event.currentTarget.value)} />
              <Button type="submit" variant="outline" colorPalette="brand">
                {t('console.content.filters.submit')}
              </Button>
            </Flex>
          </Field.Root>
        </chakra.form>
        <Button colorPalette="brand" onClick={onCreate} loading={creating} data-testid="content-new">
          {t('console.content.create.button', { section: sectionLabel })}
        </Button>
      </Flex>
      {createFailure ? (
        <Box mb="4">
          <ConsoleOutcome failure={createFailure} testId="content-create" />
        </Box>
      ) : null}
      <ContentTable status={status} page={page} filtered={Boolean(query.q || query.status)} editorHrefOf={editorHrefOf} pageHrefOf={pageHrefOf} onRetry={onRetry} />
    </>
  );
}

function ContentTable({
  status,
  page,
  filtered,
  editorHrefOf,
  pageHrefOf,
  onRetry,
}: Pick<ContentListViewProps, 'status' | 'page' | 'editorHrefOf' | 'pageHrefOf' | 'onRetry'> & { filtered: boolean }) {
  const intl = useIntl();
  const placeholder = listPlaceholder({
    failed: status === 'error',
    rows: page?.list,
    filtered,
    testIdPrefix: 'content-list',
    messages: { error: 'console.content.list.error', loading: 'console.content.list.loading', empty: 'console.content.list.empty', emptyFiltered: 'console.content.list.emptyFiltered' },
    onRetry,
  });
  if (placeholder || !page) return placeholder;
  const pageCount = pageCountOf(page);
  const summary = intl.formatMessage({ id: 'console.content.list.caption' }, { total: page.total, page: page.page, pages: pageCount });
  const loading = status === 'loading';
  return (
    <>
      <ConsoleTable
        testId="content-list"
        summary={summary}
        loading={loading}
        loadingText={intl.formatMessage({ id: 'console.content.list.loading' })}
        columnIds={['title', 'languages', 'updated'].map((column) => `console.content.column.${column}`)}
      >
        {page.list.map((item) => (
          <chakra.tr key={item.documentNo} data-testid="content-row" _hover={{ bg: 'bg.subtle' }}>
            <chakra.th scope="row" {...tableCell} fontWeight="normal" minW="56">
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={editorHrefOf(item.documentNo)}>
                  {item.title || intl.formatMessage({ id: 'console.content.untitled' })}
                </RouterLink>
              </Link>
              <Text color="fg.muted" fontSize="xs">
                {item.documentNo}
              </Text>
            </chakra.th>
            <chakra.td {...tableCell}>
              <LanguageStateChips languages={item.languages} />
            </chakra.td>
            <chakra.td {...tableCell} whiteSpace="nowrap">
              <time dateTime={item.updatedAt}>{formatConsoleDate(intl, item.updatedAt)}</time>
              {item.updatedBy ? (
                <Text color="fg.muted" fontSize="xs">
                  {item.updatedBy}
                </Text>
              ) : null}
            </chakra.td>
          </chakra.tr>
        ))}
      </ConsoleTable>
      <Pagination page={page.page} pageCount={pageCount} hrefOf={pageHrefOf} />
    </>
  );
}
