import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Flex, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Pill } from '@/components/ui/pill';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { JobSummary } from '../api/employment-api';
import { SalaryText } from './salary-text';

/** Jobs are dated in China time, whatever the visitor's clock. */
export const JOB_TIME_ZONE = 'Asia/Shanghai';

export interface JobCardProps {
  job: JobSummary;
  /** The signed-in visitor has sent a résumé for this job. */
  applied?: boolean;
  /** h2 on the board; h3 where the cards sit under a section's h2 (similar jobs). */
  headingLevel?: 'h2' | 'h3';
}

export function JobDetailLink({ job }: { job: Pick<JobSummary, 'documentNo' | 'title'> }) {
  return <RouterLink to={withQuery(pageRoutes.employmentDetail, { documentNo: job.documentNo })}>{job.title}</RouterLink>;
}

/** The closed and applied marks of a job, where there are any. */
export function JobBadges({ closed, applied }: { closed: boolean; applied: boolean }) {
  if (!closed && !applied) return null;
  return (
    <Flex gap="1.5" wrap="wrap">
      {closed ? (
        <Pill bg="gray.600" color="white" data-testid="job-closed">
          <FormattedMessage id="employment.badge.closed" />
        </Pill>
      ) : null}
      {applied ? (
        <Pill bg="green.700" color="white" data-testid="job-applied">
          <FormattedMessage id="employment.badge.applied" />
        </Pill>
      ) : null}
    </Flex>
  );
}

/** One job of the board: title (the link), company, monthly salary, then type, place, openings and posting date. */
export function JobCard({ job, applied = false, headingLevel = 'h2' }: JobCardProps) {
  // The job's own text may be in another language than the interface (a missing translation falls back to CN).
  const lang = LOCALE_TAG[job.language];
  const facts = [
    { id: 'employment.card.type', value: <FormattedMessage id={`employment.type.${job.recruitmentType}`} /> },
    { id: 'employment.card.workplace', value: <span lang={lang}>{job.workplace}</span> },
    { id: 'employment.card.recruits', value: <FormattedMessage id="employment.recruits" values={{ count: job.recruits }} /> },
    {
      id: 'employment.card.posted',
      value: (
        <time dateTime={job.postedAt}>
          <FormattedDate value={job.postedAt} dateStyle="medium" timeZone={JOB_TIME_ZONE} />
        </time>
      ),
    },
  ];
  return (
    <LinkBox
      as="article"
      display="flex"
      flexDirection="column"
      gap="2"
      bg="bg"
      borderWidth="1px"
      borderTopWidth="4px"
      borderTopColor={job.closed ? 'gray.400' : 'brand.solid'}
      borderRadius="lg"
      p="5"
      h="full"
      data-testid="job-card"
      data-job-state={job.closed ? 'closed' : 'open'}
    >
      <JobBadges closed={job.closed} applied={applied} />
      <Heading as={headingLevel} size="md" lineHeight="1.4" lang={lang}>
        <LinkOverlay asChild color="fg" _hover={{ color: 'brand.fg' }}>
          <JobDetailLink job={job} />
        </LinkOverlay>
      </Heading>
      <Text color="fg.muted" fontSize="sm" lang={lang} data-testid="job-company">
        {job.company}
      </Text>
      <Text fontWeight="semibold" color="brand.fg" data-testid="job-salary">
        <SalaryText salaryMin={job.salaryMin} salaryMax={job.salaryMax} />
      </Text>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" mt="auto" pt="2">
        {facts.map((fact) => (
          <chakra.div key={fact.id} display="contents">
            <chakra.dt color="fg.muted">
              <FormattedMessage id={fact.id} />
            </chakra.dt>
            <chakra.dd m="0">{fact.value}</chakra.dd>
          </chakra.div>
        ))}
      </chakra.dl>
    </LinkBox>
  );
}
