import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import type { JobSummary } from '@/features/employment/api/employment-api';
import { ResumeDelivery } from '@/features/employment/components/resume-delivery';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { applicationsOf, applicationsState, closedJob, openJob, SIGNED_IN_SESSION } from './application-fixtures';

type Args = { pick: 'open' | 'closed' };

const jobOf = (pick: Args['pick'], globals: Record<string, unknown>): JobSummary =>
  (pick === 'closed' ? closedJob : openJob)(languageOf(globals));

/** An application of the signed-in user to the open fixture job, in the given status. */
function appliedStore(status: 'viewed' | 'withdrawn') {
  const job = openJob('EN');
  const [mine] = applicationsOf('EN');
  return { session: SIGNED_IN_SESSION, applications: applicationsState([{ ...mine!, jobNo: job.documentNo, status }]) };
}
const signedInStore = { session: SIGNED_IN_SESSION, applications: applicationsState([]) };

/**
 * The job detail's résumé area, as the page renders it: the container with its store (a session and the user's
 * applications are preloaded; no saga runs, so a send stops at "uploading"). The plays drive it like a visitor would:
 * the keyboard, the real file input with File objects, a drop of two files.
 */
const meta = {
  title: 'Employment/ResumeDelivery',
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
    withContentFrame,
  ],
  args: { pick: 'open' },
  render: (args, { globals }) => <ResumeDelivery job={jobOf(args.pick, globals)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** The server render and an anonymous visitor: the button, and the status line's space kept empty. */
export const Anonymous: Story = {};

export const Delivered: Story = { parameters: { store: appliedStore('viewed') } };

export const Withdrawn: Story = { parameters: { store: appliedStore('withdrawn') } };

/** A closed job takes no résumé: a note instead of the button. */
export const ClosedJob: Story = { args: { pick: 'closed' } };

/** Leading bytes of each type, so a file passes the dialog's content check as the real thing would. */
const HEADS: Record<string, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  docx: [0x50, 0x4b, 0x03, 0x04],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  exe: [0x4d, 0x5a],
};

const resumeFile = (name = 'Ada_Lovelace_CV.pdf', size = 120_000, type = 'application/pdf', head = HEADS[name.split('.').pop() ?? ''] ?? []) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
};

/** What the browser dispatches when files are dropped on the zone (drag-and-drop has no user-event helper). */
function dropFiles(zone: HTMLElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
}

async function openDialog(canvasElement: HTMLElement, userEvent: { keyboard: (keys: string) => Promise<void> }) {
  const button = within(canvasElement).getByRole('button', { name: /Send my resume|Send a new resume/ });
  button.focus();
  await userEvent.keyboard('{Enter}');
  return within(document.body).findByRole('dialog', { name: 'Send your resume' });
}

/** Keyboard only: open, choose the file through the real input, tick the consent with Space, send. */
export const SendWithKeyboard: Story = {
  parameters: { store: signedInStore, vrt: { capture: false } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openDialog(canvasElement, userEvent);
    const input = within(dialog).getByLabelText('Choose a file');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.upload(input, resumeFile());
    await waitFor(() => expect(within(dialog).getByTestId('resume-file')).toHaveTextContent('Ada_Lovelace_CV.pdf'));

    // Send without the consent: refused, and said so.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByTestId('resume-message')).toHaveTextContent(/Please tick the consent box to send your resume to Lumenfold AI/));
    await expect(within(dialog).queryByRole('progressbar')).toBeNull();

    const consent = within(dialog).getByRole('checkbox', { name: /forwarded to Lumenfold AI.*180 days after the job closes/ });
    await expect(consent).not.toBeChecked();
    consent.focus();
    await userEvent.keyboard(' ');
    await expect(consent).toBeChecked();
    await waitFor(() => expect(within(dialog).getByTestId('resume-message')).toHaveTextContent(''));

    within(dialog).getByRole('button', { name: 'Send' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('progressbar', { name: 'Uploading your resume' })).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel upload' })).toHaveFocus());
    await expect(within(dialog).getByLabelText('Choose a file')).toBeDisabled();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByTestId('resume-file')).toHaveTextContent('Ada_Lovelace_CV.pdf'));
  },
};

/** Two files picked at once are refused as a whole; one more pick replaces the chosen file. */
export const OneAttachmentOnly: Story = {
  parameters: { store: signedInStore, vrt: { capture: false } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openDialog(canvasElement, userEvent);
    const input = within(dialog).getByLabelText('Choose a file');
    await userEvent.upload(input, [resumeFile('a.pdf'), resumeFile('b.pdf')]);
    await waitFor(() => expect(within(dialog).getByTestId('resume-message')).toHaveTextContent('Only one attachment is allowed to be uploaded'));
    await waitFor(() => expect(within(dialog).queryByTestId('resume-file')).toBeNull());

    await userEvent.upload(input, resumeFile('first.pdf'));
    await waitFor(() => expect(within(dialog).getByTestId('resume-file')).toHaveTextContent('first.pdf'));
    await waitFor(() => expect(within(dialog).getByTestId('resume-message')).toHaveTextContent(''));
    await userEvent.upload(input, resumeFile('second.docx', 5_000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    await waitFor(() => expect(within(dialog).getByTestId('resume-file')).toHaveTextContent('second.docx'));
    await waitFor(() => expect(within(dialog).getByTestId('resume-file')).not.toHaveTextContent('first.pdf'));

    // A drop of two files while one is chosen: refused, the chosen one stays.
    dropFiles(within(dialog).getByTestId('resume-drop-zone'), [resumeFile('c.pdf'), resumeFile('d.pdf')]);
    await waitFor(() => expect(within(dialog).getByTestId('resume-message')).toHaveTextContent('Only one attachment is allowed to be uploaded'));
    await waitFor(() => expect(within(dialog).getByTestId('resume-file')).toHaveTextContent('second.docx'));

    // One dropped file replaces it.
    dropFiles(within(dialog).getByTestId('resume-drop-zone'), [resumeFile('dropped.png', 9_000, 'image/png')]);
    await waitFor(() => expect(within(dialog).getByTestId('resume-file')).toHaveTextContent('dropped.png'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove dropped.png' }));
    await waitFor(() => expect(within(dialog).queryByTestId('resume-file')).toBeNull());
  },
};

/** Over 6 MB and the wrong type are refused in the dialog, before any upload, with the file named. */
export const RefusedBeforeUpload: Story = {
  parameters: { store: signedInStore, vrt: { capture: false } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openDialog(canvasElement, userEvent);
    const input = within(dialog).getByLabelText('Choose a file');
    await userEvent.upload(input, resumeFile('big.pdf', 6 * 1024 * 1024 + 1));
    await waitFor(() => expect(within(dialog).getByTestId('resume-message')).toHaveTextContent('“big.pdf” is larger than 6 MB. Please choose a smaller file.'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).queryByTestId('resume-file')).toBeNull());

    await userEvent.upload(input, resumeFile('exactly.pdf', 6 * 1024 * 1024));
    await waitFor(() => expect(within(dialog).getByTestId('resume-file')).toHaveTextContent('exactly.pdf'));

    // The picker's accept list hides it; a drop (or "all files" in the picker) does not, so the dialog checks again.
    dropFiles(within(dialog).getByTestId('resume-drop-zone'), [resumeFile('setup.exe', 4_000, 'application/x-msdownload')]);
    await waitFor(() => expect(within(dialog).getByTestId('resume-message')).toHaveTextContent('“setup.exe” is not a PDF, DOC, DOCX, JPG or PNG file.'));
    await waitFor(() => expect(within(dialog).getByTestId('resume-file')).toHaveTextContent('exactly.pdf'));

    // A program renamed to look like a PDF: its first bytes give it away before any upload.
    await userEvent.upload(input, resumeFile('cv.pdf', 4_000, 'application/pdf', HEADS.exe));
    await waitFor(() => expect(within(dialog).getByTestId('resume-message')).toHaveTextContent('“cv.pdf” is not a PDF, DOC, DOCX, JPG or PNG file.'));
    await expect(within(dialog).getByTestId('resume-file')).toHaveTextContent('exactly.pdf');
  },
};

/** An anonymous visitor is told to log in first, with a login that comes back to this job. */
export const LoginFirst: Story = {
  parameters: { route: '/pages/employment/detail?documentNo=JOB-0001', vrt: { capture: false } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openDialog(canvasElement, userEvent);
    await expect(within(dialog).getByTestId('resume-login-first')).toHaveTextContent('Please log in first');
    await expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fpages%2Femployment%2Fdetail%3FdocumentNo%3DJOB-0001',
    );
    await expect(within(dialog).queryByLabelText('Choose a file')).toBeNull();
  },
};

export const DeliveredState: Story = {
  parameters: { store: appliedStore('viewed'), vrt: { capture: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resume-state')).toHaveTextContent('Resume sent on March 15, 2026');
    await expect(canvas.getByTestId('application-status')).toHaveTextContent('Viewed');
    await expect(canvas.getByRole('button', { name: 'Send a new resume' })).toBeVisible();
  },
};

export const ClosedJobHasNoButton: Story = {
  args: { pick: 'closed' },
  parameters: { store: signedInStore, vrt: { capture: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resume-closed')).toHaveTextContent('This job has closed and no longer takes resumes.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
