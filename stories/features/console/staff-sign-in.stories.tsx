import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RecoveryCodesView, SecondFactorCodeForm, SecondFactorEnrolment } from '@/features/console/components/second-factor-step';
import type { StaffFailure } from '@/features/console/store/staff-slice';
import { inLanguage } from '../../support/languages';
import { withConsoleMessages, withConsolePage } from './fixtures';
import { sampleRecoveryCodes, sampleSetup } from './staff-fixtures';

type Step = 'enrol' | 'code' | 'recoveryCodes';

interface Args {
  step: Step;
  preparing?: boolean;
  setupFailed?: boolean;
  failure?: StaffFailure | null;
  submitting?: boolean;
  idle?: boolean;
  recovery?: boolean;
  onEnable: (code: string) => void;
  onVerify: (proof: unknown) => void;
  onRetrySetup: () => void;
  onCopy: () => void;
  onDownload: () => void;
  onContinue: () => void;
}

/** The console's second factor: enrolment (QR code, typed key, first code), the recovery codes, the code step. */
const meta = {
  title: 'Console/Staff/SignIn',
  decorators: [withConsolePage, withConsoleMessages],
  args: { step: 'enrol', onEnable: fn(), onVerify: fn(), onRetrySetup: fn(), onCopy: fn(), onDownload: fn(), onContinue: fn() },
  render: ({ step, preparing, setupFailed, failure, submitting, idle, recovery, ...on }) =>
    step === 'enrol' ? (
      <SecondFactorEnrolment
        setup={preparing || setupFailed ? undefined : sampleSetup}
        setupFailed={setupFailed}
        onRetrySetup={on.onRetrySetup}
        onEnable={on.onEnable}
        failure={failure}
        submitting={submitting}
        idle={idle}
      />
    ) : step === 'code' ? (
      <SecondFactorCodeForm onVerify={on.onVerify} failure={failure} submitting={submitting} idle={idle} initialMode={recovery ? 'recovery' : 'code'} />
    ) : (
      <RecoveryCodesView codes={sampleRecoveryCodes} onCopy={on.onCopy} onDownload={on.onDownload} onContinue={on.onContinue} />
    ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

const wrongCode: StaffFailure = { messageId: 'console.signIn.wrongCode' };

export const Enrolment: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    // The key in groups of four, as people type it.
    await expect(canvas.getByTestId('console-sign-in-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await expect(canvas.getByTestId('console-sign-in-session-note')).toHaveTextContent('30 minutes');
    const code = canvas.getByRole('textbox', { name: /Code from the app/ });
    await userEvent.type(code, '123 45a6');
    await expect(code).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on the second factor' }));
    await expect(args.onEnable).toHaveBeenCalledWith('123456');
  },
};
export const EnrolmentPreparing: Story = { args: { preparing: true } };
export const EnrolmentSetupFailed: Story = {
  args: { setupFailed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your key could not be prepared.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetrySetup).toHaveBeenCalledOnce();
  },
};
export const EnrolmentWrongCode: Story = {
  args: { failure: wrongCode },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('That code is not correct.');
    await expect(canvas.getByRole('textbox', { name: /Code from the app/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CodeStep: Story = {
  args: { step: 'code' },
  play: async ({ canvas, userEvent, args }) => {
    const code = canvas.getByRole('textbox', { name: /Authentication code/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onVerify).toHaveBeenCalledWith({ code: '654321' });
  },
};
export const CodeStepWrongCode: Story = {
  args: { step: 'code', failure: wrongCode },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('That code is not correct.');
  },
};
export const CodeStepTooManyAttempts: Story = {
  args: { step: 'code', failure: { messageId: 'console.signIn.tooManyAttemptsWait', values: { minutes: 12 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts. Please wait 12 minutes before trying again.');
  },
};
export const CodeStepAfterIdle: Story = {
  args: { step: 'code', idle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('console-sign-in-idle')).toHaveTextContent('more than 30 minutes');
  },
};
export const RecoveryCodeInstead: Story = {
  args: { step: 'code' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = canvas.getByRole('textbox', { name: /Recovery code/ });
    await userEvent.type(field, ' p4tr-83hn ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onVerify).toHaveBeenCalledWith({ recoveryCode: 'P4TR-83HN' });
    await userEvent.click(canvas.getByRole('button', { name: 'Use the code from my app instead' }));
    await expect(canvas.getByRole('textbox', { name: /Authentication code/ })).toBeVisible();
  },
};

export const RecoveryCodes: Story = {
  args: { step: 'recoveryCodes' },
  play: async ({ canvas, userEvent, args }) => {
    // It replaces the form just sent: the focus lands on its heading.
    await expect(canvas.getByRole('heading', { name: 'Store your recovery codes' })).toHaveFocus();
    await expect(canvas.getByTestId('console-recovery-code-list').querySelectorAll('li')).toHaveLength(10);
    const next = canvas.getByRole('button', { name: 'Continue to the console' });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the codes' }));
    await waitFor(() => expect(canvas.getByText('The codes are copied.')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Download as a text file' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have stored my recovery codes' }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const SimplifiedChineseEnrolment: Story = { ...inLanguage('CN'), args: {} };
export const TraditionalChineseEnrolment: Story = { ...inLanguage('TC'), args: {} };
export const SimplifiedChineseCodeStepWrongCode: Story = { ...inLanguage('CN'), args: { step: 'code', failure: wrongCode, idle: true } };
export const TraditionalChineseCodeStepWrongCode: Story = { ...inLanguage('TC'), args: { step: 'code', failure: wrongCode, idle: true } };
export const SimplifiedChineseRecoveryCode: Story = { ...inLanguage('CN'), args: { step: 'code', recovery: true } };
export const TraditionalChineseRecoveryCode: Story = { ...inLanguage('TC'), args: { step: 'code', recovery: true } };
export const SimplifiedChineseRecoveryCodes: Story = { ...inLanguage('CN'), args: { step: 'recoveryCodes' } };
export const TraditionalChineseRecoveryCodes: Story = {
  ...inLanguage('TC'),
  args: { step: 'recoveryCodes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '儲存你的備用碼' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '我已儲存備用碼' })).not.toBeChecked();
  },
};
