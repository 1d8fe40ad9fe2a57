import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MyReports } from '@/features/reports/components/my-reports';
import { withContentFrame } from '../../fixtures/decorators';
import { MY_REPORTS } from '../../fixtures/reports';

/** My reports (profile): date, eligible count, open, delete after a confirmation. */
const meta = {
  title: 'Reports/MyReports',
  component: MyReports,
  decorators: [withContentFrame],
  args: { status: 'ready', reports: MY_REPORTS, deleting: [], onDelete: fn(), onRetry: fn() },
} satisfies Meta<typeof MyReports>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByTestId('my-report');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', `/pages/reports/reportstep?report=${MY_REPORTS[0]!.id}`);
    await expect(rows.map((row) => within(row).getByTestId('my-report-eligible').textContent)).toEqual([
      '3 benefits eligible',
      '1 benefit eligible',
      'No benefit eligible',
    ]);
  },
};

export const Deleting: Story = { args: { deleting: [MY_REPORTS[1]!.id] } };

export const Empty: Story = { args: { reports: [] } };

export const Loading: Story = { args: { status: 'loading', reports: [] } };

export const LoadFailed: Story = { args: { status: 'error', reports: [] } };

export const DeleteAfterConfirming: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvas, userEvent, args }) => {
    const [first] = canvas.getAllByTestId('my-report');
    const label = within(first!).getByRole('link').textContent ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${label}` }));
    let dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete this report?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: `Delete ${label}` }));
    dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete this report?' });
    await expect(dialog).toHaveTextContent('share link will stop working');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the report' }));
    await expect(args.onDelete).toHaveBeenCalledWith(MY_REPORTS[0]!.id);
  },
};
