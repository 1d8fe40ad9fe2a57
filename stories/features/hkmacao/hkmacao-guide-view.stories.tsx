import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HkMacaoGuideView } from '@/features/hkmacao/components/hkmacao-guide-view';
import { hkMacaoGuides, languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'HkMacao/HkMacaoGuideView',
  component: HkMacaoGuideView,
  decorators: [withContentFrame],
  args: { index: 3 },
  render: (args, { globals }) => <HkMacaoGuideView guide={hkMacaoGuides(languageOf(globals))[args.index as number]!} />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The tax measures: key points beside the text, the steps, and the benefits it leads to. */
export const TaxMeasures: Story = {};

export const Structure: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    await expect(canvas.getByTestId('hkmacao-guide-detail').querySelectorAll('ol > li').length).toBeGreaterThanOrEqual(2);
  },
};
