import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Field, Flex, Link, NativeSelect } from '@chakra-ui/react';
import { APPLICATION_STATUSES, type ApplicationStatus, type ConsoleJob } from '../api/console-api';
import { isApplicationStatus } from '../console-rules';
import { statusMessageId } from './application-status-pill';

export interface ApplicationFilterValues {
  jobNo: string | undefined;
  status: ApplicationStatus | undefined;
}

export interface ApplicationsFiltersProps extends ApplicationFilterValues {
  /** The caller's jobs; undefined while they load. */
  jobs: ConsoleJob[] | undefined;
  jobsFailed?: boolean;
  onChange: (next: ApplicationFilterValues) => void;
  /** The list without filters, when a filter is set. */
  clearHref?: string | undefined;
}

/**
 * Job and status filters. A change applies at once (the list below is updated in place, its new count announced), so
 * there is no submit button; the values live in the URL.
 */
export function ApplicationsFilters({ jobNo, status, jobs, jobsFailed = false, onChange, clearHref }: ApplicationsFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const knownJob = jobs?.some((job) => job.documentNo === jobNo) ?? false;
  return (
    <chakra.form
      role="search"
      aria-label={t('console.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      display="flex"
      flexWrap="wrap"
      alignItems="flex-end"
      gap="4"
      mb="6"
      data-testid="console-filters"
    >
      <Field.Root maxW="md" flex="2" minW="60">
        <Field.Label>{t('console.filters.job')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="jobNo"
            bg="bg"
            value={jobNo ?? ''}
            onChange={(event) => onChange({ jobNo: event.currentTarget.value || undefined, status })}
          >
            <option value="">{t('console.filters.allJobs')}</option>
            {jobNo && !knownJob ? <option value={jobNo}>{jobNo}</option> : null}
            {jobs?.map((job) => (
              <option key={job.documentNo} value={job.documentNo}>
                {`${job.title} (${job.documentNo})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {jobsFailed ? (
          <Field.HelperText color="red.700" data-testid="console-jobs-failed">
            {t('console.filters.jobsFailed')}
          </Field.HelperText>
        ) : null}
      </Field.Root>
      <Field.Root maxW="xs" flex="1" minW="48">
        <Field.Label>{t('console.filters.status')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="status"
            bg="bg"
            value={status ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange({ jobNo, status: isApplicationStatus(value) ? value : undefined });
            }}
          >
            <option value="">{t('console.filters.allStatuses')}</option>
            {APPLICATION_STATUSES.map((code) => (
              <option key={code} value={code}>
                {t(statusMessageId(code))}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {clearHref ? (
        <Flex h="10" align="center">
          <Link asChild color="brand.fg">
            <RouterLink to={clearHref}>
              <FormattedMessage id="console.filters.clear" />
            </RouterLink>
          </Link>
        </Flex>
      ) : null}
    </chakra.form>
  );
}
