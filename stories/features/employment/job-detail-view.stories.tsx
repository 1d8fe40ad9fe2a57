import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { JobDetailView } from '@/features/employment/components/job-detail-view';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { jobDetail, jobDetailIn } from '../../fixtures/jobs';
import { inLanguage } from '../../support/languages';

const meta = {
  title: 'Employment/JobDetailView',
  component: JobDetailView,
  decorators: [withContentFrame],
  args: { job: jobDetail('EN', 'open'), appliedJobNos: new Set<string>() },
  render: (args, { globals }) => <JobDetailView {...args} job={jobDetailIn(args.job, languageOf(globals))} />,
} satisfies Meta<typeof JobDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open job: every field of spec §3, posted and closing dates, a map link and four similar jobs. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Job description', 'What you will do', 'Employee benefits', 'About the company', 'At a glance', 'Similar jobs']);
    await expect(canvas.getByTestId('job-detail-salary')).toHaveTextContent(/CN¥30,000.45,000 a month/);
    await expect(canvas.getByTestId('job-recruits')).toHaveTextContent('3 people');
    await expect(canvas.getByTestId('job-type')).toHaveTextContent('Experienced hire');
    await expect(canvas.getByTestId('job-posted').querySelector('time')).toHaveAttribute('datetime', '2026-03-14T01:30:00.000Z');
    await expect(canvas.getByTestId('job-closes')).toHaveTextContent('April 25, 2026');
    await expect(canvas.getByTestId('job-map-link')).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/search\?query=/));
    await expect(canvas.getByTestId('job-enterprise-intro')).toHaveTextContent(/^Lumenfold AI builds/);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};
export const OpenSimplifiedChinese: Story = { ...inLanguage('CN') };
export const OpenTraditionalChinese: Story = { ...inLanguage('TC') };

/** Terms agreed with the candidate: the salary is "negotiable" and no range is invented. */
export const Negotiable: Story = {
  args: { job: jobDetail('EN', 'negotiable') },
};

/** A closed job stays readable, marked closed, with no similar jobs in this fixture. */
export const Closed: Story = {
  args: { job: jobDetail('EN', 'closed'), appliedJobNos: new Set(['JOB-0005']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('job-closed')).toBeVisible();
    await expect(canvas.getByTestId('job-applied')).toBeVisible();
    await expect(canvas.getByTestId('job-detail-salary')).toHaveTextContent(/CN¥20,000.28,000 a month/);
    await expect(canvas.queryByTestId('job-similar')).toBeNull();
  },
};

/** The visitor applied to this job and to one of the similar ones. */
export const Applied: Story = {
  args: { appliedJobNos: new Set(['JOB-0001', 'JOB-0004']) },
};
