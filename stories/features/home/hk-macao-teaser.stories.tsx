import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HkMacaoTeaser } from '@/features/home/components/hk-macao-teaser';
import { pageRoutes } from '@/lib/routes';
import { homeExtras, languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Home/HkMacaoTeaser',
  component: HkMacaoTeaser,
  args: { teaser: { image: '', title: '', text: '', cta: '' } },
  decorators: [withContentFrame],
  render: (_args, { globals }) => <HkMacaoTeaser teaser={homeExtras(languageOf(globals)).hkMacaoTeaser!} />,
} satisfies Meta<typeof HkMacaoTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', pageRoutes.hkmacao);
  },
};
