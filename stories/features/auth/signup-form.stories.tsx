import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SignupForm } from '@/features/auth/components/signup-form';
import { inLanguage } from '../../support/languages';
import { sampleCountries, withAuthFrame } from './fixtures';

const filled = {
  firstName: 'Ada',
  age: '36',
  country: 'United Kingdom',
  education: 'Doctoral',
  email: 'ada@example.org',
  password: 'Secret123',
};

const meta = {
  title: 'Auth/SignupForm',
  component: SignupForm,
  args: { onSubmit: fn(), countries: sampleCountries },
  decorators: [withAuthFrame],
  parameters: { vrt: { viewport: { width: 1280, height: 1100 } } },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Age starts at 0; the sign-up button is disabled until the terms and privacy box is ticked. */
export const EmptySignupDisabled: Story = {};
export const TermsAccepted: Story = { args: { defaultAccepted: true } };
export const ErrorsShown: Story = { args: { showErrors: true, defaultValues: { age: '' } } };
export const Filled: Story = { args: { defaultValues: filled, defaultAccepted: true } };
export const Submitting: Story = { args: { defaultValues: filled, defaultAccepted: true, submitting: true } };
export const ServerRefused: Story = {
  args: { defaultValues: filled, defaultAccepted: true, failure: { text: 'Please select a nationality from the list' } },
};
export const KeyMissing: Story = { args: { defaultValues: filled, defaultAccepted: true, failure: { messageId: 'account.rsa.noKey' } } };

export const ButtonWaitsForTerms: Story = {
  play: async ({ canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Sign up' });
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: /Age/ })).toHaveValue(0);
    await expect(canvas.getByRole('spinbutton', { name: /Age/ })).toHaveAttribute('min', '0');
    await userEvent.click(canvas.getByText(/I have read and agree to the terms of use/));
    await expect(submit).toBeEnabled();
    // The statement the box refers to can be read first, in this language, in a new tab.
    const statement = canvas.getByRole('link', { name: /privacy statement/ });
    await expect(statement).toHaveAttribute('href', '/legal/privacy-en.html');
    await expect(statement).toHaveAttribute('target', '_blank');
  },
};

export const ValidatesAndSubmitsWithNationalityByEnglishName: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText(/I have read and agree to the terms of use/));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const text of [
      'Please input your name',
      'Please select your nationality',
      'Please select your highest education',
      'Please input your email',
      'Please input password',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /Age/ }));
    await userEvent.tab();
    await expect(canvas.getByText('Please input your age')).toBeVisible();
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Age/ }), '36');
    await userEvent.type(canvas.getByRole('combobox', { name: /Nationality/ }), 'germ');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Germany' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Highest education/ }), 'Masters');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ada@example.org');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      age: '36',
      country: 'Germany',
      education: 'Masters',
      email: 'ada@example.org',
      password: 'Secret123',
    });
  },
};

export const SimplifiedChineseErrors: Story = { ...inLanguage('CN'), args: { showErrors: true, defaultValues: { age: '' } } };
export const TraditionalChineseFilled: Story = { ...inLanguage('TC'), args: { defaultValues: filled, defaultAccepted: true } };
