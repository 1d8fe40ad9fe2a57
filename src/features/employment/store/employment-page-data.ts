import type { PageData, PageHeadOf } from '@/lib/router/page-data';
import type { JobDetail, RecruitmentType } from '../api/employment-api';
import { detailRequestOf, jobDetailKey, queryFromSearch, queryKey } from './job-query';
import { type EmploymentState, employmentSlice, jobDetailRequested, jobsListRequested } from './employment-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './employment-feature';

type State = { employment?: EmploymentState };

/** The board's list for the URL's query, unless already held for this language. */
export const employmentPageData: PageData<State> = ({ searchParams, language }, { employment = employmentSlice.getInitialState() }) => {
  const query = queryFromSearch(searchParams);
  return employment.list.key === queryKey(query, language) ? [] : [jobsListRequested(query, language)];
};

export const employmentDetailPageData: PageData<State> = (request, { employment = employmentSlice.getInitialState() }) => {
  const { documentNo, language } = detailRequestOf(request);
  return documentNo && employment.detail.key !== jobDetailKey(documentNo, language) ? [jobDetailRequested(documentNo, language)] : [];
};

/** The job description's first paragraph, cut to a search result's length at a word (or character) boundary. */
export function jobSummaryOf(description: string, max = 160): string {
  const first = description.split(/\n\s*\n/).find((paragraph) => paragraph.trim() !== '')?.trim().replace(/\s+/g, ' ') ?? '';
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * schema.org employmentType of each recruitment type: campus and social hiring fill permanent posts; a
 * `negotiation` job settles its terms with the candidate, which schema.org can only call OTHER.
 */
const EMPLOYMENT_TYPE: Record<RecruitmentType, string> = {
  campus: 'FULL_TIME',
  social: 'FULL_TIME',
  internship: 'INTERN',
  negotiation: 'OTHER',
};

/** schema.org JobPosting: lets search engines list the job with its salary, place and closing date. */
export function jobPostingData(job: JobDetail): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: job.company, value: job.documentNo },
    datePosted: job.postedAt,
    validThrough: job.closesAt,
    employmentType: EMPLOYMENT_TYPE[job.recruitmentType],
    hiringOrganization: { '@type': 'Organization', name: job.company, description: job.enterpriseIntro },
    jobLocation: {
      '@type': 'Place',
      name: job.workplace,
      address: { '@type': 'PostalAddress', streetAddress: job.address, addressLocality: job.workplace, addressCountry: 'CN' },
    },
    ...(job.salaryMin !== null && job.salaryMax !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'CNY',
            value: { '@type': 'QuantitativeValue', minValue: job.salaryMin, maxValue: job.salaryMax, unitText: 'MONTH' },
          },
        }
      : {}),
    totalJobOpenings: job.recruits,
  };
}

/** A job's own title and summary name its page; its JobPosting data goes with them. */
export const employmentDetailHead: PageHeadOf<State> = (request, { employment = employmentSlice.getInitialState() }) => {
  const { documentNo, language } = detailRequestOf(request);
  const { detail } = employment;
  if (detail.key !== jobDetailKey(documentNo, language) || detail.data?.documentNo !== documentNo) return undefined;
  const job = detail.data;
  return { title: `${job.title} · ${job.company}`, description: jobSummaryOf(job.description), structuredData: jobPostingData(job) };
};
