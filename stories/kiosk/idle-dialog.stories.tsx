import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { IdleDialog } from '../../kiosk/idle/idle-dialog';
import { kioskLandscape, kioskPortrait } from './kiosk-story-support';

const meta = {
  title: 'Kiosk/IdleDialog',
  component: IdleDialog,
  args: { secondsLeft: 30, onContinue: fn(), onEndNow: fn() },
  parameters: kioskPortrait,
} satisfies Meta<typeof IdleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The warning as it opens: 30 s to answer, in the visitor's language. */
export const Portrait: Story = {};

export const Landscape: Story = { parameters: kioskLandscape };

/** The last second; a guard (a playing video, typing a moment ago) may hold it at zero. */
export const LastSecond: Story = { args: { secondsLeft: 1 } };

/** One tap on "I'm still here" continues; "end my visit now" ends it. */
export const Answers: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('kiosk-idle-continue'));
    await expect(args.onContinue).toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('kiosk-idle-end'));
    await expect(args.onEndNow).toHaveBeenCalledOnce();
    await expect(screen.getByTestId('kiosk-idle-countdown')).toHaveTextContent('30');
  },
};
