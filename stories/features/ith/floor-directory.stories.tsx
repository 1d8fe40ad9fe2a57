import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FloorDirectory } from '@/features/ith/components/floor-directory';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { ITH_SEED, ithOf } from './ith-fixtures';

const meta = {
  title: 'ITH/FloorDirectory',
  component: FloorDirectory,
  decorators: [withContentFrame],
  render: (_args, { globals }) => <FloorDirectory floors={ithOf(languageOf(globals)).floors} />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Floors: Story = {};
export const Structure: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvas }) => {
    const floors = canvas.getAllByTestId('ith-floor');
    await expect(floors).toHaveLength(ITH_SEED.floors.length);
    await expect(floors[0]).toHaveTextContent(`Floor ${ITH_SEED.floors[0]!.floor}`);
    await expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(ITH_SEED.floors[0]!.name.EN);
  },
};
