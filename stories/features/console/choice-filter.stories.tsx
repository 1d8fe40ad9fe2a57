import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChoiceFilter } from '@/features/console/components/choice-filter';
import { withConsoleMessages, withConsolePage } from './fixtures';

const STATUSES = ['open', 'answered', 'closed'] as const;

/** The console's one-code list filter (inbox status, user status and role, content status): "all" first. */
const meta = {
  title: 'Console/ChoiceFilter',
  component: ChoiceFilter<(typeof STATUSES)[number]>,
  decorators: [withConsolePage, withConsoleMessages],
  args: {
    name: 'status',
    label: 'Status',
    allLabel: 'All',
    choices: STATUSES,
    labelOf: (code: string) => code.toUpperCase(),
    value: undefined,
    onChange: fn(),
    size: { maxW: 'xs' },
  },
} satisfies Meta<typeof ChoiceFilter<(typeof STATUSES)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picking a code hands it over; picking "all" hands over undefined. */
export const PickAndClear: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'ANSWERED');
    await expect(args.onChange).toHaveBeenLastCalledWith('answered');
    await userEvent.selectOptions(select, 'All');
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
  },
};
