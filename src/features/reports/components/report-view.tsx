import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { formatEventDates } from '@/lib/i18n/format-event-time';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { Report } from '../api/reports-api';
import { BenefitVerdicts } from './benefit-verdicts';
import { formatReportDate, formatReportMonth, formatYuan, languageOfLocale } from './report-format';

export interface ReportViewProps {
  report: Report;
  /** The print / PDF / share / start-again bar (left out of the printout). */
  actions?: ReactNode;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} css={{ breakInside: 'avoid-page' }}>
      <Heading as="h2" id={id} size="xl" mb="4" color="brand.fg">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function ItemList({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid={testId}>
      {children}
    </Stack>
  );
}

const itemStyle = { borderWidth: '1px', borderRadius: 'md', p: '3', css: { breakInside: 'avoid' } } as const;

function Empty({ id }: { id: string }) {
  const intl = useIntl();
  return <Text color="fg.muted">{intl.formatMessage({ id })}</Text>;
}

/**
 * A generated report: the profile it was made for, the benefits with their verdicts and reasons, then the services,
 * events and jobs that fit, the entry checklist for the visitor's identity and the cost of living, each with links.
 */
export function ReportView({ report, actions }: ReportViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const language = languageOfLocale(intl.locale);
  const costLabel = (item: string) => {
    const id = `report.cost.item.${item}`;
    return intl.messages[id] === undefined ? item : t(id);
  };

  return (
    <Stack gap="10" maxW="4xl" data-testid="report-view">
      <Text color="fg.muted" data-testid="report-created">
        {t('report.view.createdOn', { date: formatReportDate(report.createdAt, language) })}
      </Text>
      {actions}

      <Section id="report-profile" title={t('report.view.profile')}>
        <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(10rem, 1fr) 2fr' }} columnGap="6" rowGap="2" data-testid="report-profile">
          {report.profile.map((entry) => (
            <Box key={entry.label} display="contents">
              <chakra.dt fontWeight="semibold">{entry.label}</chakra.dt>
              <chakra.dd m="0" mb={{ base: '2', sm: '0' }}>
                {entry.value}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </Section>

      <Section id="report-benefits" title={t('report.view.benefits')}>
        <BenefitVerdicts benefits={report.benefits} />
      </Section>

      <Section id="report-services" title={t('report.view.services')}>
        {report.services.length === 0 ? (
          <Empty id="report.view.noServices" />
        ) : (
          <ItemList testId="report-services">
            {report.services.map((service) => (
              <Box as="li" key={service.documentNo} {...itemStyle}>
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={withQuery(pageRoutes.serviceDetail, { documentNo: service.documentNo })}>{service.title}</RouterLink>
                </Link>
                <Text mt="1" color="fg.muted">
                  {service.summary}
                </Text>
              </Box>
            ))}
          </ItemList>
        )}
      </Section>

      <Section id="report-events" title={t('report.view.events')}>
        {report.events.length === 0 ? (
          <Empty id="report.view.noEvents" />
        ) : (
          <ItemList testId="report-events">
            {report.events.map((event) => (
              <Box as="li" key={event.documentNo} {...itemStyle}>
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={withQuery(pageRoutes.eventsDetail, { documentNo: event.documentNo })}>{event.title}</RouterLink>
                </Link>
                <Text mt="1" color="fg.muted">
                  {formatEventDates(event.startsAt, event.startsAt, language)}
                </Text>
              </Box>
            ))}
          </ItemList>
        )}
      </Section>

      <Section id="report-jobs" title={t('report.view.jobs')}>
        {report.jobs.length === 0 ? (
          <Empty id="report.view.noJobs" />
        ) : (
          <ItemList testId="report-jobs">
            {report.jobs.map((job) => (
              <Box as="li" key={job.documentNo} {...itemStyle}>
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={withQuery(pageRoutes.employmentDetail, { documentNo: job.documentNo })}>{job.title}</RouterLink>
                </Link>
                <Text mt="1" color="fg.muted">
                  {job.company}
                </Text>
              </Box>
            ))}
          </ItemList>
        )}
      </Section>

      <Section id="report-entry" title={t('report.view.entry')}>
        {report.entry === null ? (
          <Empty id="report.view.noEntry" />
        ) : (
          <>
            <Text mb="3">
              {t('report.view.entryFor', {
                identity: t(`report.entry.identity.${report.entry.identity}`),
                timing: t(`report.entry.timing.${report.entry.timing}`),
              })}
            </Text>
            <Stack as="ol" listStyleType="decimal" ps="6" gap="1" data-testid="report-entry-steps">
              {report.entry.steps.map((step) => (
                <li key={step.id}>{step.title}</li>
              ))}
            </Stack>
            <Link asChild color="brand.fg" fontWeight="semibold" mt="3" display="inline-block" data-testid="report-entry-link">
              <RouterLink to={withQuery(pageRoutes.preparationforentryStep, { identity: report.entry.identity, timing: report.entry.timing })}>
                {t('report.view.entryLink')}
              </RouterLink>
            </Link>
          </>
        )}
      </Section>

      <Section id="report-cost" title={t('report.view.cost')}>
        <Text fontSize="lg" mb="3" data-testid="report-cost-total">
          {t('report.view.costTotal', { total: formatYuan(report.cost.monthlyTotal, language) })}
        </Text>
        <chakra.table w="full" maxW="xl" borderCollapse="collapse" mb="3">
          <chakra.caption srOnly>{t('report.view.costCaption')}</chakra.caption>
          <thead>
            <tr>
              <chakra.th scope="col" textAlign="start" py="1.5" borderBottomWidth="1px">
                {t('report.view.costItem')}
              </chakra.th>
              <chakra.th scope="col" textAlign="end" py="1.5" borderBottomWidth="1px">
                {t('report.view.costMonthly')}
              </chakra.th>
            </tr>
          </thead>
          <tbody>
            {report.cost.items.map((item) => (
              <tr key={item.item}>
                <chakra.th scope="row" textAlign="start" fontWeight="normal" py="1.5" borderBottomWidth="1px">
                  {costLabel(item.item)}
                </chakra.th>
                <chakra.td textAlign="end" py="1.5" borderBottomWidth="1px" fontVariantNumeric="tabular-nums">
                  {formatYuan(item.monthly, language)}
                </chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('report.view.costNote', { date: formatReportMonth(report.cost.dataDate, language) })}
        </Text>
        <Link asChild color="brand.fg" fontWeight="semibold" data-testid="report-cost-link">
          <RouterLink to={pageRoutes.calculator}>{t('report.view.costLink')}</RouterLink>
        </Link>
      </Section>
    </Stack>
  );
}
