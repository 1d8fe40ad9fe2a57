import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { LifeCard } from '@/features/life/components/life-card';
import type { LifeTab } from '@/features/life/api/life-api';
import { languageOf, lifeList } from '../../fixtures/content';

const meta = {
  title: 'Life/LifeCard',
  component: LifeCard,
  args: { tab: 'food', active: 0 },
  render: (args, { globals }) => (
    <Box maxW="sm" p="6">
      <LifeCard entry={lifeList(languageOf(globals), args.tab as LifeTab)[0]!} active={args.active as number} />
    </Box>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** A place: banner, title link (carrying the tab), summary, address, hours and prices. */
export const Place: Story = {};

/** A guide of the life encyclopedia: no address, hours or prices. */
export const Guide: Story = {
  args: { tab: 'encyclopedia', active: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/pages\/lifepage\/detail\?documentNo=LIFE-0006&active=1$/));
    await expect(canvas.queryAllByRole('term')).toHaveLength(0);
  },
};
