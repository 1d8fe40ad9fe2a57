import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UsefulLinks } from '@/features/home/components/useful-links';
import { homeExtras, languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Home/UsefulLinks',
  component: UsefulLinks,
  args: { links: [] },
  decorators: [withContentFrame],
  render: (_args, { globals }) => <UsefulLinks links={homeExtras(languageOf(globals)).usefulLinks} />,
} satisfies Meta<typeof UsefulLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};
