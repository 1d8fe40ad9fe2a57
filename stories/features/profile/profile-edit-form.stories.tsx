import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ProfileEditForm } from '@/features/profile/components/profile-edit-form';
import { inLanguage } from '../../support/languages';
import { sampleCountries, withPageFrame } from '../auth/fixtures';
import { sampleProfile } from './fixtures';

const meta = {
  title: 'Profile/ProfileEditForm',
  component: ProfileEditForm,
  args: { profile: sampleProfile, countries: sampleCountries, onSave: fn(), onCancel: fn() },
  decorators: [withPageFrame],
} satisfies Meta<typeof ProfileEditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit mode, prefilled from the profile. */
export const Edit: Story = {};
export const ErrorsShown: Story = { args: { profile: { ...sampleProfile, firstName: '', country: '', education: '' }, showErrors: true } };
export const Saving: Story = { args: { saving: true } };
export const ServerRefused: Story = { args: { failure: { text: 'The age must be a whole number from 0 to 150' } } };

export const EditsAndSaves: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(name);
    await userEvent.tab();
    await expect(canvas.getByText('Please input your name')).toBeVisible();
    await userEvent.type(name, 'Augusta');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Highest education/ }), 'Postdoctoral');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      firstName: 'Augusta',
      age: '36',
      country: 'United Kingdom',
      education: 'Postdoctoral',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const SimplifiedChineseErrors: Story = { ...inLanguage('CN'), args: ErrorsShown.args! };
export const TraditionalChineseEdit: Story = { ...inLanguage('TC') };
