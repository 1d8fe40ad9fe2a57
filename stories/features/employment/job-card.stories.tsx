import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, SimpleGrid } from '@chakra-ui/react';
import { JobCard } from '@/features/employment/components/job-card';
import { languageOf } from '../../fixtures/content';
import { jobIn, jobSummaries } from '../../fixtures/jobs';
import { inLanguage } from '../../support/languages';

const byNo = (documentNo: string) => jobSummaries('EN').find((job) => job.documentNo === documentNo)!;
const open = byNo('JOB-0001');
const graduate = byNo('JOB-0002');
const negotiable = byNo('JOB-0003');
const intern = byNo('JOB-0004');
const closed = byNo('JOB-0005');

const meta = {
  title: 'Employment/JobCard',
  component: JobCard,
  args: { job: open, applied: false, headingLevel: 'h2' },
  render: (args, { globals }) => (
    <Box maxW="sm" p="6">
      <JobCard {...args} job={jobIn(args.job, languageOf(globals))} />
    </Box>
  ),
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open job: the title links to its detail; salary per month in RMB, type, workplace, openings, posting date. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/pages/employment/detail?documentNo=JOB-0001');
    await expect(canvas.getByTestId('job-salary')).toHaveTextContent(/CN¥30,000.45,000 a month/);
    await expect(canvas.getAllByRole('definition')).toHaveLength(4);
    await expect(canvas.getByText('3 people')).toBeVisible();
    await expect(canvas.queryByTestId('job-closed')).toBeNull();
  },
};

/** Salary left to negotiation: no range, the word instead. */
export const Negotiable: Story = {
  args: { job: negotiable },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('job-salary')).toHaveTextContent('Salary negotiable');
    await expect(canvas.getByText('1 person')).toBeVisible();
  },
};

/** Every state side by side (the screenshot in each language): open, campus, equal bounds, negotiable, applied, closed. */
export const States: Story = {
  render: (_, { globals }) => {
    const language = languageOf(globals);
    return (
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="5" p="6" listStyleType="none" m="0">
        {[
          { job: open, applied: false },
          { job: graduate, applied: false },
          { job: intern, applied: false },
          { job: negotiable, applied: false },
          { job: graduate, applied: true },
          { job: closed, applied: true },
        ].map(({ job, applied }, index) => (
          <li key={index}>
            <JobCard job={jobIn(job, language)} applied={applied} />
          </li>
        ))}
      </SimpleGrid>
    );
  },
};

/** The same states in Chinese, checked by axe and the play in each script. */
const statesInChinese: Story = {
  ...States,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('job-card')).toHaveLength(6);
    await expect(canvas.getAllByTestId('job-applied')).toHaveLength(2);
    await expect(canvas.getAllByTestId('job-closed')).toHaveLength(1);
    await expect(canvas.getAllByTestId('job-salary')[2]).toHaveTextContent(/^¥6,000\/月$|^CN¥6,000\/月$/);
  },
};
export const StatesSimplifiedChinese: Story = { ...statesInChinese, ...inLanguage('CN') };
export const StatesTraditionalChinese: Story = { ...statesInChinese, ...inLanguage('TC') };

export const Closed: Story = {
  args: { job: closed },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('job-closed')).toHaveTextContent('Closed');
    await expect(canvas.getByRole('link')).toBeVisible();
  },
};
