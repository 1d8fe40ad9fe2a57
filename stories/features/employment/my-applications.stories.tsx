import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MyApplications } from '@/features/employment/components/my-applications';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { applicationsOf } from './application-fixtures';

/** My applications (profile): one application in each status, as the list arrives from the server, newest first. */
const meta = {
  title: 'Employment/MyApplications',
  component: MyApplications,
  decorators: [withContentFrame],
  args: { status: 'ready', applications: applicationsOf('EN'), withdrawing: [], onWithdraw: fn(), onRetry: fn() },
  render: (args, { globals }) => (
    <MyApplications {...args} applications={args.applications.length > 0 ? applicationsOf(languageOf(globals)) : []} />
  ),
} satisfies Meta<typeof MyApplications>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered, viewed, shortlisted, not selected and withdrawn, each as a pill; withdrawn ones have no button. */
export const EveryStatus: Story = {};

export const Withdrawing: Story = { args: { withdrawing: [101] } };

export const Empty: Story = { args: { applications: [] } };

export const Loading: Story = { args: { status: 'loading', applications: [] } };

export const LoadFailed: Story = { args: { status: 'error', applications: [] } };

export const WithdrawAfterConfirming: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByTestId('application');
    await expect(rows.map((row) => row.querySelector('[data-testid="application-status"]')?.textContent)).toEqual([
      'Viewed',
      'Delivered',
      'Shortlisted',
      'Not selected',
      'Withdrawn',
    ]);
    await expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/pages/employment/detail?documentNo=JOB-0001');
    await expect(within(rows[4]!).queryByRole('button')).toBeNull();

    const [first] = applicationsOf('EN');
    // Keeping it changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: `Withdraw your application for ${first!.jobTitle}` }));
    let dialog = await within(document.body).findByRole('alertdialog', { name: 'Withdraw this application?' });
    await expect(dialog).toHaveTextContent(first!.company);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onWithdraw).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: `Withdraw your application for ${first!.jobTitle}` }));
    dialog = await within(document.body).findByRole('alertdialog', { name: 'Withdraw this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw and delete' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(first!.id);
  },
};

export const RetryAfterFailure: Story = {
  args: { status: 'error', applications: [] },
  parameters: { vrt: { capture: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your applications could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
