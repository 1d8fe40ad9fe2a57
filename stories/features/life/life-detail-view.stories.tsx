import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LifeDetailView } from '@/features/life/components/life-detail-view';
import type { LifeTab } from '@/features/life/api/life-api';
import { languageOf, lifeDetails } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Life/LifeDetailView',
  component: LifeDetailView,
  decorators: [withContentFrame],
  args: { tab: 'travel' },
  render: (args, { globals }) => <LifeDetailView entry={lifeDetails(languageOf(globals), args.tab as LifeTab)[0]!} />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** A weekend trip: banner, what to know, the guide, and where, when and how much with a map link. */
export const Trip: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('life-map-link')).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/search\?query=/));
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBe(3);
  },
};

/** A guide of the life encyclopedia: no visit box. */
export const Guide: Story = { args: { tab: 'encyclopedia' } };
