import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ApplicationsFilters } from '@/features/console/components/applications-filters';
import { languageOf } from '../../fixtures/content';
import { inLanguage } from '../../support/languages';
import { sampleJobs, withConsoleMessages, withConsolePage } from './fixtures';

const meta = {
  title: 'Console/ApplicationsFilters',
  component: ApplicationsFilters,
  decorators: [withConsolePage, withConsoleMessages],
  args: { jobNo: undefined, status: undefined, jobs: undefined, onChange: fn() },
  render: (args, { globals }) => <ApplicationsFilters {...args} jobs={args.jobs === undefined ? sampleJobs(languageOf(globals)) : args.jobs} />,
} satisfies Meta<typeof ApplicationsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFilter: Story = {};
export const Filtered: Story = { args: { jobNo: 'JOB-0002', status: 'shortlisted', clearHref: '/console/applications' } };
/** The job list failed: the filter still offers "All jobs" and the job in the URL. */
export const JobsFailed: Story = { args: { jobNo: 'JOB-0042', jobs: [], jobsFailed: true } };
export const SimplifiedChineseFiltered: Story = { ...inLanguage('CN'), args: Filtered.args };
export const TraditionalChineseFiltered: Story = { ...inLanguage('TC'), args: Filtered.args };

export const ChangingFilters: Story = {
  args: { jobNo: 'JOB-0001' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'notSelected');
    await expect(args.onChange).toHaveBeenLastCalledWith({ jobNo: 'JOB-0001', status: 'notSelected' });
    await userEvent.selectOptions(canvas.getByLabelText('Job'), '');
    await expect(args.onChange).toHaveBeenLastCalledWith({ jobNo: undefined, status: undefined });
  },
};
