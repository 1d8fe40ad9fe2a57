import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { HkMacaoGuides } from '@/features/hkmacao/components/hkmacao-guides';
import type { ResourceStatus } from '@/lib/resource';
import { hkMacaoGuideSummaries, languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'HkMacao/HkMacaoGuides',
  component: HkMacaoGuides,
  decorators: [withContentFrame],
  args: { status: 'ready' satisfies ResourceStatus, onRetry: fn() },
  render: (args, { globals }) => (
    <HkMacaoGuides
      status={args.status as ResourceStatus}
      guides={args.status === 'ready' ? hkMacaoGuideSummaries(languageOf(globals)) : undefined}
      onRetry={args.onRetry as () => void}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Guides: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
export const Links: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(links[0]).toHaveAttribute('href', '/pages/hkmacao/detail?documentNo=HKM-0001');
  },
};
