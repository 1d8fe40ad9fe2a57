import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { JobsResults } from '@/features/employment/components/jobs-results';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { jobPage, jobPageIn } from '../../fixtures/jobs';
import { inLanguage } from '../../support/languages';

const meta = {
  title: 'Employment/JobsResults',
  component: JobsResults,
  decorators: [withContentFrame],
  args: {
    status: 'ready',
    page: jobPage('EN'),
    appliedJobNos: new Set<string>(),
    hrefOfPage: (n: number) => `/pages/employment?category=software&page=${n}`,
    onRetry: fn(),
  },
  render: (args, { globals }) => <JobsResults {...args} page={args.page && jobPageIn(args.page, languageOf(globals))} />,
} satisfies Meta<typeof JobsResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of six jobs out of 64: the count, the cards and links to the other pages. */
export const Jobs: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('job-card')).toHaveLength(6);
    await expect(canvas.getByTestId('jobs-count')).toHaveTextContent('64 jobs');
    await expect(canvas.getByTestId('jobs-count')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('link', { name: /page 2/i })).toHaveAttribute('href', '/pages/employment?category=software&page=2');
  },
};

/** The signed-in visitor has applied to two of the jobs (one of them closed since). */
export const WithApplied: Story = {
  args: { appliedJobNos: new Set(['JOB-0002', 'JOB-0005']) },
};

const countsInChinese: Story = {
  args: { appliedJobNos: new Set(['JOB-0002']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('jobs-count')).toHaveTextContent(/共64(个|個)職?职?位/);
    await expect(canvas.getAllByTestId('job-applied')).toHaveLength(1);
  },
};
export const WithAppliedSimplifiedChinese: Story = { ...countsInChinese, ...inLanguage('CN') };
export const WithAppliedTraditionalChinese: Story = { ...countsInChinese, ...inLanguage('TC') };

/** The third page: previous and next links around it. */
export const ThirdPage: Story = { args: { page: { ...jobPage('EN'), page: 3 } } };
export const NoneFound: Story = { args: { page: { list: [], total: 0, page: 1, pageSize: 12 } } };
export const Loading: Story = { args: { status: 'loading', page: undefined } };
export const Failed: Story = {
  args: { status: 'error', page: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
