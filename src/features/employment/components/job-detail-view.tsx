import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Box, chakra, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DetailSection } from '@/components/ui/detail-section';
import { MapLink } from '@/components/ui/map-link';
import { RichParagraphs } from '@/components/ui/rich-paragraphs';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import type { JobDetail } from '../api/employment-api';
import { JOB_TIME_ZONE, JobBadges, JobCard } from './job-card';
import { SalaryText } from './salary-text';

export interface JobDetailViewProps {
  job: JobDetail;
  /** documentNo of every job the signed-in visitor has applied to: this one's badge and the similar jobs'. */
  appliedJobNos: ReadonlySet<string>;
  /** The résumé area (delivery or its state), placed beside the facts. */
  resume?: ReactNode;
}

function Lines({ lines, lang }: { lines: readonly string[]; lang: string }) {
  return (
    <chakra.ul ps="5" display="grid" gap="2" lineHeight="1.7" listStyleType="disc" lang={lang}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </chakra.ul>
  );
}

function Fact({ id, testId, children }: { id: string; testId: string; children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <chakra.dt fontSize="sm" color="fg.muted">
        <FormattedMessage id={id} />
      </chakra.dt>
      {children}
    </div>
  );
}

function JobDate({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <FormattedDate value={value} dateStyle="long" timeZone={JOB_TIME_ZONE} />
    </time>
  );
}

/**
 * A job in full (spec §3): title (the page's h1), company, openings, salary, recruitment type, description, work
 * content, benefits, workplace with a map link, the enterprise's introduction, posting and closing dates, and
 * similar jobs. A closed job stays readable and says it is closed.
 */
export function JobDetailView({ job, appliedJobNos, resume }: JobDetailViewProps) {
  // The job's own text may be in another language than the interface (a missing translation falls back to CN).
  const lang = LOCALE_TAG[job.language];
  return (
    <Stack gap="12" data-testid="job-detail">
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10">
        <Stack gap="8" minW="0">
          <Stack gap="2">
            <JobBadges closed={job.closed} applied={appliedJobNos.has(job.documentNo)} />
            <Text fontSize="lg" fontWeight="semibold" lang={lang} data-testid="job-detail-company">
              {job.company}
            </Text>
            <Text fontSize="xl" fontWeight="bold" color="brand.fg" data-testid="job-detail-salary">
              <SalaryText salaryMin={job.salaryMin} salaryMax={job.salaryMax} />
            </Text>
          </Stack>
          <DetailSection id="job-description" titleId="employment.detail.description">
            <Box lang={lang}>
              <RichParagraphs text={job.description} />
            </Box>
          </DetailSection>
          <DetailSection id="job-work-content" titleId="employment.detail.workContent">
            <Lines lines={job.workContent} lang={lang} />
          </DetailSection>
          <DetailSection id="job-benefits" titleId="employment.detail.benefits">
            <Lines lines={job.benefits} lang={lang} />
          </DetailSection>
          <DetailSection id="job-enterprise" titleId="employment.detail.enterprise">
            <Stack gap="2" lang={lang}>
              <Text fontWeight="semibold">{job.company}</Text>
              <Text lineHeight="1.8" data-testid="job-enterprise-intro">
                {job.enterpriseIntro}
              </Text>
            </Stack>
          </DetailSection>
        </Stack>
        <Stack as="aside" gap="6" alignSelf="start" minW="0">
          <Box bg="brand.subtle" borderRadius="lg" p="5">
            <DetailSection id="job-facts" titleId="employment.detail.atAGlance">
              <chakra.dl display="grid" gap="3">
                <Fact id="employment.card.type" testId="job-type">
                  <chakra.dd m="0" fontWeight="semibold">
                    <FormattedMessage id={`employment.type.${job.recruitmentType}`} />
                  </chakra.dd>
                </Fact>
                <Fact id="employment.detail.category" testId="job-category">
                  <chakra.dd m="0" fontWeight="semibold">
                    <FormattedMessage id={`employment.category.${job.category}`} />
                  </chakra.dd>
                </Fact>
                <Fact id="employment.card.recruits" testId="job-recruits">
                  <chakra.dd m="0" fontWeight="semibold">
                    <FormattedMessage id="employment.recruits" values={{ count: job.recruits }} />
                  </chakra.dd>
                </Fact>
                <Fact id="employment.card.workplace" testId="job-workplace">
                  <chakra.dd m="0" fontWeight="semibold" lang={lang}>
                    {job.workplace}
                  </chakra.dd>
                  <chakra.dd m="0" fontSize="sm" lang={lang}>
                    {job.address}
                  </chakra.dd>
                  <chakra.dd m="0" mt="1">
                    <MapLink query={job.mapQuery} testId="job-map-link" />
                  </chakra.dd>
                </Fact>
                <Fact id="employment.card.posted" testId="job-posted">
                  <chakra.dd m="0" fontWeight="semibold">
                    <JobDate value={job.postedAt} />
                  </chakra.dd>
                </Fact>
                <Fact id="employment.detail.closes" testId="job-closes">
                  <chakra.dd m="0" fontWeight="semibold">
                    <JobDate value={job.closesAt} />
                  </chakra.dd>
                </Fact>
              </chakra.dl>
            </DetailSection>
          </Box>
          {resume}
        </Stack>
      </Grid>
      {job.similar.length ? (
        <chakra.section aria-labelledby="job-similar">
          <Heading as="h2" id="job-similar" size="lg" color="brand.fg" mb="4">
            <FormattedMessage id="employment.detail.similar" />
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" listStyleType="none" m="0" p="0" data-testid="job-similar">
            {job.similar.map((similar) => (
              <li key={similar.documentNo}>
                <JobCard job={similar} applied={appliedJobNos.has(similar.documentNo)} headingLevel="h3" />
              </li>
            ))}
          </SimpleGrid>
        </chakra.section>
      ) : null}
    </Stack>
  );
}
