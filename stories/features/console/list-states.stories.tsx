import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { listPlaceholder, type ListPlaceholderOptions } from '@/features/console/components/console-list-states';
import { inLanguage } from '../../support/languages';
import { withConsoleMessages, withConsolePage } from './fixtures';

/** What every console list shows in place of its rows (applications, content, users, audit, inbox, kiosks). */
function ListState(props: ListPlaceholderOptions) {
  return listPlaceholder(props) ?? <p>rows</p>;
}

const meta = {
  title: 'Console/ListStates',
  component: ListState,
  decorators: [withConsolePage, withConsoleMessages],
  args: {
    failed: false,
    rows: undefined,
    filtered: false,
    testIdPrefix: 'story-list',
    messages: { error: 'console.list.error', loading: 'console.list.loading', empty: 'console.list.empty', emptyFiltered: 'console.list.emptyFiltered' },
    onRetry: fn(),
  },
} satisfies Meta<typeof ListState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('story-list-loading')).toHaveAttribute('role', 'status');
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('story-list-error')).toHaveAttribute('role', 'alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const FailedSimplifiedChinese: Story = { ...inLanguage('CN'), args: { failed: true } };
export const FailedTraditionalChinese: Story = { ...inLanguage('TC'), args: { failed: true } };

export const Empty: Story = { args: { rows: [] } };
export const EmptyFiltered: Story = {
  args: { rows: [], filtered: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('story-list-empty')).toHaveTextContent(/filter/i);
  },
};
export const EmptyFilteredTraditionalChinese: Story = { ...inLanguage('TC'), args: { rows: [], filtered: true } };
