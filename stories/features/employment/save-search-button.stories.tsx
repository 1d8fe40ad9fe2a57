import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SaveSearchButton } from '@/features/employment/components/save-search-button';
import { withContentFrame } from '../../fixtures/decorators';

/** The board's "Save this search": signed in, it saves; anonymous, it asks to log in first. */
const meta = {
  title: 'Employment/SaveSearchButton',
  component: SaveSearchButton,
  decorators: [withContentFrame],
  args: { signedIn: true, state: 'idle', onSave: fn() },
} satisfies Meta<typeof SaveSearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Saving: Story = { args: { state: 'saving' } };
export const Saved: Story = { args: { state: 'saved' } };
export const Failed: Story = { args: { state: 'failed', failure: { text: 'You can keep at most 10 saved searches.' } } };

export const Saves: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save this search' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const AnonymousIsAskedToLogIn: Story = {
  args: { signedIn: false },
  parameters: { route: '/pages/employment?keyword=solar', vrt: { capture: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save this search' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Please log in first');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login?redirect=%2Fpages%2Femployment%3Fkeyword%3Dsolar');
  },
};
