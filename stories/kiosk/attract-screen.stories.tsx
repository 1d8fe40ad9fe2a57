import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AttractScreen } from '../../kiosk/attract/attract-screen';
import { languageOf } from '../fixtures/content';
import { highlightsIn, kioskLandscape, kioskPortrait, withKioskTexts } from './kiosk-story-support';

const meta = {
  title: 'Kiosk/AttractScreen',
  component: AttractScreen,
  decorators: [withKioskTexts],
  args: { highlights: [], onStart: fn(), reducedMotion: false },
  parameters: kioskPortrait,
  // The highlights are content in the kiosk's language; "touch to start" is in all three whatever it is.
  render: (args, { globals }) => <AttractScreen {...args} highlights={highlightsIn(languageOf(globals))} />,
} satisfies Meta<typeof AttractScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calm loop: one highlight at a time. */
export const Portrait: Story = {};

export const Landscape: Story = { parameters: kioskLandscape };

/** Reduced motion: nothing moves; the highlights stand side by side. */
export const ReducedMotion: Story = { args: { reducedMotion: true } };

/** Nothing loaded (the server was down at the reset): still an invitation to start. */
export const WithoutHighlights: Story = { render: (args) => <AttractScreen {...args} highlights={[]} /> };

/** A touch anywhere starts the visit. */
export const TouchToStart: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('kiosk-attract'));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onStart).toHaveBeenCalledTimes(2);
  },
};
