import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { inLanguage } from '../../support/languages';
import { sampleCountries, withPageFrame } from '../auth/fixtures';
import { sampleProfile } from './fixtures';

const meta = {
  title: 'Profile/ProfileDetails',
  component: ProfileDetails,
  args: { profile: sampleProfile, countries: sampleCountries, onEdit: fn() },
  decorators: [withPageFrame],
} satisfies Meta<typeof ProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View mode: every field, the nationality and education localized. */
export const View: Story = {};

export const EditButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('ada@example.org')).toBeVisible();
    await expect(canvas.getByText('Doctoral')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Names are shown inertly, whatever they contain. */
export const InertMarkupInName: Story = { args: { profile: { ...sampleProfile, firstName: '<img src=x onerror=alert(1)>' } } };
export const SimplifiedChinese: Story = { ...inLanguage('CN') };
export const TraditionalChinese: Story = { ...inLanguage('TC') };
