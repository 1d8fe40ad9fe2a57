import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import type { FormFailure } from '@/lib/account/form-failure';
import { CSV_REPORTS, RANGE_DAYS_MAX, type AnalyticsDashboard, type AnalyticsRange, type CsvReport, type DeviceClass } from '../api/analytics-api';
import { isValidRange, lastDays, RANGE_PRESETS } from '../analytics-rules';
import type { DashboardStatus } from '../store/analytics-slice';
import { ConsoleOutcome } from './console-outcome';
import { listPlaceholder, StateBox, tableCell } from './console-list-states';

export interface AnalyticsDashboardViewProps {
  /** The range shown (China dates, both included). */
  range: AnalyticsRange;
  /** Today in China time, for the quick ranges (read by the screen, never during a server render). */
  today: string;
  status: DashboardStatus;
  /** The numbers of `range`, or the previous range's while the next one loads. */
  data: AnalyticsDashboard | undefined;
  /** The report being exported, if any. */
  exporting: CsvReport | null;
  exportFailure: FormFailure | null;
  onRangeChange: (range: AnalyticsRange) => void;
  onExport: (report: CsvReport) => void;
  onRetry: () => void;
}

const DEVICES: readonly DeviceClass[] = ['mobile', 'tablet', 'desktop'];

/** The dates of the range, the quick ranges, and the CSV export of one part. */
function RangeForm({ range, today, onRangeChange }: Pick<AnalyticsDashboardViewProps, 'range' | 'today' | 'onRangeChange'>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [draft, setDraft] = useState(range);
  const invalid = !isValidRange(draft);
  return (
    <chakra.form
      aria-label={t('console.analytics.range.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onRangeChange(draft);
      }}
      display="flex"
      flexWrap="wrap"
      alignItems="flex-start"
      gap="4"
      data-testid="console-analytics-range"
    >
      <Field.Root flex="1" minW="40" maxW="2xs">
        <Field.Label>{t('console.analytics.range.from')}</Field.Label>
        <Input name="from" type="date" value={draft.from} max={today} onChange={(event) => setDraft({ ...draft, from: event.target.value })} bg="bg" />
      </Field.Root>
      <Field.Root flex="1" minW="40" maxW="2xs" invalid={invalid}>
        <Field.Label>{t('console.analytics.range.to')}</Field.Label>
        <Input name="to" type="date" value={draft.to} max={today} onChange={(event) => setDraft({ ...draft, to: event.target.value })} bg="bg" />
        {invalid ? (
          <Field.ErrorText color="red.700" role="alert">
            {t('console.analytics.range.invalid', { max: RANGE_DAYS_MAX })}
          </Field.ErrorText>
        ) : (
          <Field.HelperText>{t('console.analytics.range.chinaTime')}</Field.HelperText>
        )}
      </Field.Root>
      <Flex gap="2" pt="6" wrap="wrap">
        <Button type="submit" variant="outline" colorPalette="brand" data-testid="console-analytics-apply">
          <FormattedMessage id="console.analytics.range.apply" />
        </Button>
        {RANGE_PRESETS.map((days) => (
          <Button
            key={days}
            variant="ghost"
            colorPalette="brand"
            onClick={() => {
              const next = lastDays(days, today);
              setDraft(next);
              onRangeChange(next);
            }}
          >
            <FormattedMessage id="console.analytics.range.last" values={{ days }} />
          </Button>
        ))}
      </Flex>
    </chakra.form>
  );
}

function ExportForm({ exporting, exportFailure, onExport }: Pick<AnalyticsDashboardViewProps, 'exporting' | 'exportFailure' | 'onExport'>) {
  const intl = useIntl();
  const [report, setReport] = useState<CsvReport>('daily');
  return (
    <Flex direction="column" gap="3">
      <chakra.form
        aria-label={intl.formatMessage({ id: 'console.analytics.export.label' })}
        onSubmit={(event) => {
          event.preventDefault();
          onExport(report);
        }}
        display="flex"
        flexWrap="wrap"
        alignItems="flex-end"
        gap="3"
      >
        <Field.Root maxW="2xs">
          <Field.Label>{intl.formatMessage({ id: 'console.analytics.export.report' })}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="report" bg="bg" value={report} onChange={(event) => setReport(event.currentTarget.value as CsvReport)}>
              {CSV_REPORTS.map((each) => (
                <option key={each} value={each}>
                  {intl.formatMessage({ id: `console.analytics.export.${each}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" variant="outline" colorPalette="brand" loading={exporting !== null} data-testid="console-analytics-export">
          <FormattedMessage id="console.analytics.export.download" />
        </Button>
      </chakra.form>
      <ConsoleOutcome failure={exportFailure} testId="console-analytics-export" />
    </Flex>
  );
}

/** A titled part of the dashboard. */
function Panel({ titleId, children, testId }: { titleId: string; children: ReactNode; testId: string }) {
  return (
    <chakra.section bg="bg" borderWidth="1px" borderRadius="lg" p="4" aria-labelledby={`${testId}-title`} data-testid={testId} minW="0">
      <Heading as="h2" size="md" mb="3" id={`${testId}-title`}>
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </chakra.section>
  );
}

/** A small table: a row header and number columns; "nothing yet" when it has no rows. */
function StatTable({ captionId, columnIds, rows }: { captionId: string; columnIds: string[]; rows: Array<{ key: string; head: ReactNode; cells: number[] }> }) {
  const intl = useIntl();
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="console.analytics.none" />
      </Text>
    );
  }
  return (
    <Box overflowX="auto">
      <chakra.table w="full" borderCollapse="collapse" fontSize="sm">
        <chakra.caption srOnly>{intl.formatMessage({ id: captionId })}</chakra.caption>
        <chakra.thead bg="bg.subtle">
          <chakra.tr>
            {columnIds.map((id, index) => (
              <chakra.th key={id} scope="col" {...tableCell} fontWeight="semibold" textAlign={index === 0 ? 'start' : 'end'}>
                <FormattedMessage id={id} />
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {rows.map((row) => (
            <chakra.tr key={row.key}>
              <chakra.th scope="row" {...tableCell} fontWeight="normal" wordBreak="break-all">
                {row.head}
              </chakra.th>
              {row.cells.map((value, index) => (
                <chakra.td key={index} {...tableCell} textAlign="end" fontVariantNumeric="tabular-nums">
                  {intl.formatNumber(value)}
                </chakra.td>
              ))}
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}

const COUNT_COLUMNS = ['console.analytics.column.pageviews', 'console.analytics.column.visitors'];

/** Page views per day as bars (visitors inside them), for the eye; the table below says the same for everyone. */
function DailyChart({ series }: { series: AnalyticsDashboard['series'] }) {
  const intl = useIntl();
  const max = Math.max(1, ...series.map((day) => day.pageviews));
  const dayLabel = (day: string) => intl.formatDate(`${day}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <Box>
      <Flex gap="4" fontSize="xs" color="fg.muted" mb="2" aria-hidden="true">
        <Flex align="center" gap="1.5">
          <Box w="3" h="3" bg="brand.muted" borderRadius="sm" />
          <FormattedMessage id="console.analytics.column.pageviews" />
        </Flex>
        <Flex align="center" gap="1.5">
          <Box w="3" h="3" bg="brand.solid" borderRadius="sm" />
          <FormattedMessage id="console.analytics.column.visitors" />
        </Flex>
        <Text ms="auto">
          <FormattedMessage id="console.analytics.chart.max" values={{ count: max }} />
        </Text>
      </Flex>
      <Flex h="40" align="flex-end" gap="1px" borderBottomWidth="1px" borderColor="border" aria-hidden="true" data-testid="console-analytics-chart">
        {series.map((day) => (
          <Flex key={day.day} flex="1" h="full" direction="column" justify="flex-end" title={`${dayLabel(day.day)}: ${day.pageviews} / ${day.visitors}`}>
            <Box bg="brand.muted" h={`${(day.pageviews / max) * 100}%`} minH={day.pageviews > 0 ? '2px' : '0'} position="relative" borderTopRadius="xs">
              <Box position="absolute" insetX="20%" bottom="0" bg="brand.solid" h={day.pageviews > 0 ? `${(day.visitors / day.pageviews) * 100}%` : '0'} />
            </Box>
          </Flex>
        ))}
      </Flex>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="1" aria-hidden="true">
        <span>{series[0] ? dayLabel(series[0].day) : null}</span>
        <span>{series.at(-1) ? dayLabel(series.at(-1)!.day) : null}</span>
      </Flex>
      <chakra.details mt="3">
        <chakra.summary cursor="pointer" color="brand.fg" fontSize="sm" data-testid="console-analytics-daily-toggle">
          <FormattedMessage id="console.analytics.chart.asTable" />
        </chakra.summary>
        <Box mt="2">
          <StatTable
            captionId="console.analytics.daily.title"
            columnIds={['console.analytics.column.day', ...COUNT_COLUMNS]}
            rows={series.map((day) => ({ key: day.day, head: <time dateTime={day.day}>{day.day}</time>, cells: [day.pageviews, day.visitors] }))}
          />
        </Box>
      </chakra.details>
    </Box>
  );
}

function Totals({ data }: { data: AnalyticsDashboard }) {
  const intl = useIntl();
  const items = [
    ['visitors', data.totals.visitors],
    ['pageviews', data.totals.pageviews],
    ['searchesWithout', data.searches.withoutResults],
    ['events', data.totals.events],
  ] as const;
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" data-testid="console-analytics-totals">
      {items.map(([name, value]) => (
        <Box key={name} bg="bg" borderWidth="1px" borderRadius="lg" p="4" data-testid={`console-analytics-total-${name}`}>
          <chakra.dt fontSize="sm" color="fg.muted">
            <FormattedMessage id={`console.analytics.total.${name}`} />
          </chakra.dt>
          <chakra.dd fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {intl.formatNumber(value)}
          </chakra.dd>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function Numbers({ data }: { data: AnalyticsDashboard }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const surfaceOf = (surface: 'web' | 'kiosk', device: DeviceClass) => data.surfaces.find((row) => row.surface === surface && row.device === device)?.pageviews ?? 0;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Panel titleId="console.analytics.pages.title" testId="console-analytics-pages">
        <StatTable
          captionId="console.analytics.pages.title"
          columnIds={['console.analytics.column.page', ...COUNT_COLUMNS]}
          rows={data.pages.map((row) => ({ key: row.path, head: <chakra.code fontSize="xs">{row.path}</chakra.code>, cells: [row.pageviews, row.visitors] }))}
        />
      </Panel>
      <Panel titleId="console.analytics.gaps.title" testId="console-analytics-gaps">
        <Text fontSize="sm" color="fg.muted" mb="3">
          <FormattedMessage id="console.analytics.gaps.intro" values={{ with: data.searches.withResults, without: data.searches.withoutResults }} />
        </Text>
        <StatTable
          captionId="console.analytics.gaps.title"
          columnIds={['console.analytics.column.query', 'console.analytics.column.searches']}
          rows={data.searchGaps.map((row) => ({
            key: `${row.language} ${row.query}`,
            head: (
              <>
                <span lang={row.language === 'EN' ? 'en' : row.language === 'CN' ? 'zh-Hans' : 'zh-Hant'}>{row.query}</span>{' '}
                <Text as="span" color="fg.muted">
                  ({t(`console.analytics.language.${row.language}`)})
                </Text>
              </>
            ),
            cells: [row.count],
          }))}
        />
      </Panel>
      <Panel titleId="console.analytics.referrers.title" testId="console-analytics-referrers">
        <StatTable
          captionId="console.analytics.referrers.title"
          columnIds={['console.analytics.column.site', ...COUNT_COLUMNS]}
          rows={data.referrers.map((row) => ({ key: row.host, head: row.host, cells: [row.pageviews, row.visitors] }))}
        />
      </Panel>
      <Panel titleId="console.analytics.languages.title" testId="console-analytics-languages">
        <StatTable
          captionId="console.analytics.languages.title"
          columnIds={['console.analytics.column.language', ...COUNT_COLUMNS]}
          rows={data.languages.map((row) => ({ key: row.language, head: t(`console.analytics.language.${row.language}`), cells: [row.pageviews, row.visitors] }))}
        />
      </Panel>
      <Panel titleId="console.analytics.devices.title" testId="console-analytics-devices">
        <StatTable
          captionId="console.analytics.devices.title"
          columnIds={['console.analytics.column.device', ...COUNT_COLUMNS]}
          rows={data.devices.map((row) => ({ key: row.device, head: t(`console.analytics.device.${row.device}`), cells: [row.pageviews, row.visitors] }))}
        />
      </Panel>
      <Panel titleId="console.analytics.surfaces.title" testId="console-analytics-surfaces">
        <StatTable
          captionId="console.analytics.surfaces.title"
          columnIds={['console.analytics.column.device', 'console.analytics.column.web', 'console.analytics.column.kiosk']}
          rows={DEVICES.map((device) => ({ key: device, head: t(`console.analytics.device.${device}`), cells: [surfaceOf('web', device), surfaceOf('kiosk', device)] }))}
        />
      </Panel>
      <Panel titleId="console.analytics.events.title" testId="console-analytics-events">
        <StatTable
          captionId="console.analytics.events.title"
          columnIds={['console.analytics.column.event', 'console.analytics.column.count', 'console.analytics.column.visitors']}
          rows={data.events.map((row) => ({ key: row.kind, head: t(`console.analytics.event.${row.kind}`), cells: [row.count, row.visitors] }))}
        />
      </Panel>
    </SimpleGrid>
  );
}

/**
 * The site statistics (/console/analytics, admins and editors): a date range, visitors and page views per day, top
 * pages, searches without results (the content to add), referrers, languages, devices, web and kiosk per device and
 * the counted actions, with a CSV export of each part.
 */
export function AnalyticsDashboardView(props: AnalyticsDashboardViewProps) {
  const { range, today, status, data, exporting, exportFailure, onRangeChange, onExport, onRetry } = props;
  const intl = useIntl();
  if (status === 'forbidden') {
    return (
      <StateBox role="alert" testId="console-analytics-forbidden">
        <FormattedMessage id="console.analytics.forbidden" />
      </StateBox>
    );
  }
  const placeholder = listPlaceholder({
    failed: status === 'error' && !data,
    rows: data ? [data] : undefined,
    testIdPrefix: 'console-analytics',
    messages: { error: 'console.analytics.error', loading: 'console.analytics.loading', empty: 'console.analytics.empty' },
    onRetry,
  });
  const empty = data !== undefined && data.totals.pageviews === 0 && data.totals.events === 0;
  const loading = status === 'loading' && data !== undefined;
  return (
    <Flex direction="column" gap="6">
      <Flex gap="6" justify="space-between" align="flex-end" wrap="wrap" bg="bg.subtle" borderRadius="lg" p="4">
        {/* Keyed by the range: a range chosen elsewhere (the address, a quick range) resets the fields. */}
        <RangeForm key={`${range.from}..${range.to}`} range={range} today={today} onRangeChange={onRangeChange} />
        <ExportForm exporting={exporting} exportFailure={exportFailure} onExport={onExport} />
      </Flex>
      <chakra.p role="status" srOnly>
        {loading ? intl.formatMessage({ id: 'console.analytics.loading' }) : data ? intl.formatMessage({ id: 'console.analytics.shown' }, { from: data.from, to: data.to }) : null}
      </chakra.p>
      {status === 'error' && data ? (
        <Text role="alert" color="red.700" data-testid="console-analytics-refresh-error">
          <FormattedMessage id="console.analytics.error" />
        </Text>
      ) : null}
      {placeholder ??
        (empty ? (
          <StateBox role="status" testId="console-analytics-empty">
            <FormattedMessage id="console.analytics.empty" />
          </StateBox>
        ) : data ? (
          <Flex direction="column" gap="6" aria-busy={loading} data-testid="console-analytics">
            <Totals data={data} />
            <Panel titleId="console.analytics.daily.title" testId="console-analytics-daily">
              <DailyChart series={data.series} />
            </Panel>
            <Numbers data={data} />
          </Flex>
        ) : null)}
    </Flex>
  );
}
