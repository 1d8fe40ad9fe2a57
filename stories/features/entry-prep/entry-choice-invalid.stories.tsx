import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EntryChoiceInvalid } from '@/features/entry-prep/components/entry-choice-invalid';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'EntryPrep/EntryChoiceInvalid',
  component: EntryChoiceInvalid,
  decorators: [withContentFrame],
  args: { pickerHref: '/pages/preparationforentry?timing=after' },
} satisfies Meta<typeof EntryChoiceInvalid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A steps URL edited by hand (`?identity=mainland&timing=after`): what is wrong, and back to the picker with the valid half kept. */
export const UnknownChoice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/pages/preparationforentry?timing=after');
  },
};
