import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ResumeDialog } from '@/features/employment/components/resume-dialog';
import { RESUME_MAX_BYTES } from '@/features/employment/store/resume-rules';
import { languageOf } from '../../fixtures/content';
import { inLanguage } from '../../support/languages';
import { openJob } from './application-fixtures';

const CHOSEN = { name: 'Ada_Lovelace_CV.pdf', size: 1_288_490, type: 'application/pdf' };
const LOGIN = '/auth/login?redirect=%2Fpages%2Femployment%2Fdetail%3FdocumentNo%3DJOB-0001';

/**
 * The résumé dialog in each of its states (spec §5/§8), open over an empty canvas. Each follows the language toolbar;
 * the interactions live in ResumeDelivery's stories, which drive the real container.
 */
const meta = {
  title: 'Employment/ResumeDialog',
  component: ResumeDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    job: openJob('EN'),
    signedIn: true,
    loginHref: LOGIN,
    file: null,
    problem: null,
    refused: null,
    consent: false,
    onConsentChange: fn(),
    onFiles: fn(),
    onRemoveFile: fn(),
    onSend: fn(),
    onCancelUpload: fn(),
    delivery: { status: 'idle', loaded: 0, total: 0, failure: null },
  },
  render: (args, { globals }) => <ResumeDialog {...args} job={openJob(languageOf(globals))} />,
} satisfies Meta<typeof ResumeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by a signed-in visitor: the rules, the drop zone with its "choose a file" button, the unticked consent. */
export const Empty: Story = {};

export const FileChosen: Story = { args: { file: CHOSEN, consent: true } };

/** A file over 6 MB is refused before any upload; the one chosen before stays. */
export const TooBig: Story = {
  args: { file: CHOSEN, problem: 'tooBig', refused: { name: 'portfolio-scans.pdf', size: 7 * 1024 * 1024, type: 'application/pdf' } },
};

export const WrongType: Story = { args: { problem: 'wrongType', refused: { name: 'setup.exe', size: 52_000, type: 'application/x-msdownload' } } };

/** Two files picked or dropped at once: 'Only one attachment is allowed to be uploaded'. */
export const TwoFiles: Story = { args: { file: CHOSEN, problem: 'tooMany' } };

export const ConsentMissing: Story = { args: { file: CHOSEN, problem: 'noConsent' } };

export const Uploading: Story = {
  args: { file: CHOSEN, consent: true, delivery: { status: 'uploading', loaded: Math.round(CHOSEN.size * 0.42), total: CHOSEN.size, failure: null } },
};

export const Sent: Story = {
  args: { file: CHOSEN, consent: true, delivery: { status: 'sent', loaded: CHOSEN.size, total: CHOSEN.size, failure: null } },
};

/** The server refused the content (the name said PDF): 'Resume sent failed' and its reason; the file stays for a retry. */
export const Failed: Story = {
  args: {
    file: { name: 'setup.pdf', size: 88_000, type: 'application/pdf' },
    consent: true,
    delivery: { status: 'failed', loaded: 0, total: 88_000, failure: { status: 415, detail: { text: 'This file is not a PDF, DOC, DOCX, JPG or PNG file.' } } },
  },
};

/** The session expired meanwhile: the dialog offers the login that comes back to the job. */
export const FailedLoggedOut: Story = {
  args: {
    file: CHOSEN,
    consent: true,
    delivery: { status: 'failed', loaded: 0, total: CHOSEN.size, failure: { status: 401, detail: { text: 'Please log in first' } } },
  },
};

export const FailedOffline: Story = {
  args: {
    file: CHOSEN,
    consent: true,
    delivery: { status: 'failed', loaded: 0, total: CHOSEN.size, failure: { detail: { messageId: 'http.error.network' } } },
  },
};

/** An anonymous visitor: 'Please log in first', and a login that returns to the job. */
export const NotLoggedIn: Story = { args: { signedIn: false } };

/** The words of the states, and where they are spoken from. */
export const StateTexts: Story = {
  args: { file: CHOSEN, problem: 'tooMany' },
  parameters: { vrt: { capture: false } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Send your resume' });
    await expect(dialog).toHaveAccessibleDescription(/Speech recognition engineer/);
    const message = within(dialog).getByTestId('resume-message');
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(message).toHaveTextContent('Only one attachment is allowed to be uploaded');
    const input = within(dialog).getByLabelText('Choose a file');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription(/One file only: PDF, DOC, DOCX, JPG or PNG, at most 6 MB\..*Only one attachment/);
    await expect(within(dialog).getByRole('checkbox', { name: /forwarded to/ })).not.toBeChecked();
  },
};

export const UploadingProgressBar: Story = {
  ...Uploading,
  parameters: { vrt: { capture: false } },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const bar = within(dialog).getByRole('progressbar', { name: 'Uploading your resume' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel upload' })).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
    within(dialog).getByRole('button', { name: 'Cancel upload' }).click();
    await expect(args.onCancelUpload).toHaveBeenCalledOnce();
  },
};

export const NotLoggedInChinese: Story = {
  ...NotLoggedIn,
  ...inLanguage('CN'),
  parameters: { vrt: { capture: false } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '投递简历' });
    await expect(within(dialog).getByTestId('resume-login-first')).toHaveTextContent('请先登录');
    await expect(within(dialog).getByTestId('resume-login-first')).toHaveAttribute('role', 'alert');
    await expect(within(dialog).getByRole('link', { name: '登录' })).toHaveAttribute('href', LOGIN);
    await expect(within(dialog).queryByLabelText('选择文件')).toBeNull();
  },
};

export const TooBigTraditionalChinese: Story = {
  ...TooBig,
  ...inLanguage('TC'),
  parameters: { vrt: { capture: false } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '投遞履歷' });
    await expect(within(dialog).getByTestId('resume-message')).toHaveTextContent('「portfolio-scans.pdf」超過 6 MB，請選擇較小的檔案。');
    await expect(RESUME_MAX_BYTES).toBe(6 * 1024 * 1024);
  },
};
