import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LifeList } from '@/features/life/components/life-list';
import type { LifeTab } from '@/features/life/api/life-api';
import type { ResourceStatus } from '@/lib/resource';
import { languageOf, lifeList } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Life/LifeList',
  component: LifeList,
  decorators: [withContentFrame],
  args: { status: 'ready' satisfies ResourceStatus, tab: 'sports', onRetry: fn() },
  render: (args, { globals }) => (
    <LifeList
      status={args.status as ResourceStatus}
      entries={args.status === 'ready' ? lifeList(languageOf(globals), args.tab as LifeTab).slice(0, 3) : undefined}
      active={2}
      onRetry={args.onRetry as () => void}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The first three of a tab (the screenshot holds one row). */
export const Sports: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('life-card')).toHaveLength(3);
  },
};
export const Loading: Story = { args: { status: 'loading' } };
export const Failed: Story = { args: { status: 'error' } };
