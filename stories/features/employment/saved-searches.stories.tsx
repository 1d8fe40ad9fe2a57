import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SavedSearches } from '@/features/employment/components/saved-searches';
import { withContentFrame } from '../../fixtures/decorators';
import { SAVED_SEARCHES } from './application-fixtures';

/** The profile's saved job searches: each named by its filters, opened on the board or deleted. */
const meta = {
  title: 'Employment/SavedSearches',
  component: SavedSearches,
  decorators: [withContentFrame],
  args: { status: 'ready', searches: SAVED_SEARCHES, deleting: [], onDelete: fn(), onRetry: fn() },
} satisfies Meta<typeof SavedSearches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Searches: Story = {};
export const Deleting: Story = { args: { deleting: [2] } };
export const Empty: Story = { args: { searches: [] } };
export const LoadFailed: Story = { args: { status: 'error', searches: [] } };

export const OpenAndDelete: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvas, userEvent, args }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      '“engineer” · Software development · Data and AI · CN¥20,000–30,000 · Experienced hire',
      'Finance · Campus recruitment · Internship',
      'All jobs',
    ]);
    await expect(links[0]).toHaveAttribute('href', '/pages/employment?keyword=engineer&category=software&category=dataAi&salary=20to30k&type=social');
    await expect(links[2]).toHaveAttribute('href', '/pages/employment');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the saved search All jobs' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
  },
};
