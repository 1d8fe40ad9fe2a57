import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ApplicationStatus } from '@/features/console/api/console-api';
import { ApplicationDetailView, type ApplicationDetailViewProps } from '@/features/console/components/application-detail-view';
import { languageOf } from '../../fixtures/content';
import { inLanguage } from '../../support/languages';
import { sampleApplication, withConsoleMessages, withConsolePage } from './fixtures';

/** The view's props, with the application picked by its status in the story's language. */
type Args = Omit<ApplicationDetailViewProps, 'application'> & { status: ApplicationStatus };

const meta = {
  title: 'Console/ApplicationDetailView',
  decorators: [withConsolePage, withConsoleMessages],
  args: {
    status: 'delivered',
    onDownload: fn(),
    onStatus: fn(),
    onSaveNote: fn(),
  },
  render: ({ status, ...args }, { globals }) => (
    <ApplicationDetailView {...args} application={sampleApplication(languageOf(globals), status)} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Delivered: Story = {};
export const Viewed: Story = { args: { status: 'viewed' } };
/** With a note kept by the recruiters. */
export const Shortlisted: Story = { args: { status: 'shortlisted' } };
export const NotSelected: Story = { args: { status: 'notSelected' } };
/** Withdrawn by the applicant: no file to download, no status to set. */
export const Withdrawn: Story = { args: { status: 'withdrawn' } };

export const StatusSaving: Story = { args: { status: 'viewed', pendingStatus: 'shortlisted' } };
export const StatusChanged: Story = { args: { status: 'shortlisted', statusOutcome: { kind: 'done', value: 'shortlisted' } } };
export const StatusRefused: Story = {
  args: { statusOutcome: { kind: 'failed', failure: { text: 'The applicant has withdrawn this application.' } } },
};
export const Downloading: Story = { args: { downloading: true } };
export const DownloadFailed: Story = { args: { downloadFailure: { messageId: 'console.resume.gone' } } };
export const NoteSaving: Story = { args: { status: 'shortlisted', savingNote: true } };
export const NoteSaved: Story = { args: { status: 'shortlisted', noteOutcome: { kind: 'done', value: undefined } } };
export const NoteFailed: Story = { args: { noteOutcome: { kind: 'failed', failure: { messageId: 'console.note.failed' } } } };

export const SimplifiedChineseStatusChanged: Story = { ...inLanguage('CN'), args: StatusChanged.args };
export const TraditionalChineseStatusChanged: Story = { ...inLanguage('TC'), args: StatusChanged.args };
export const SimplifiedChineseWithdrawn: Story = { ...inLanguage('CN'), args: Withdrawn.args };
export const TraditionalChineseShortlisted: Story = { ...inLanguage('TC'), args: Shortlisted.args };

export const Actions: Story = {
  name: 'Download, set a status, save the note',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download résumé' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();

    const statuses = canvas.getByRole('group', { name: 'Status' });
    await expect(statuses).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Shortlist' }));
    await expect(args.onStatus).toHaveBeenCalledWith('shortlisted');

    const note = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'Call on Monday');
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    await expect(args.onSaveNote).toHaveBeenCalledWith('Call on Monday');
  },
};

export const CurrentStatusCannotBeSetAgain: Story = {
  args: { status: 'viewed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark as viewed' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mark as not selected' })).toBeEnabled();
  },
};

export const NoteOverTheLimit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const note = canvas.getByRole('textbox', { name: 'Note' });
    // 2001 characters, pasted: typing them one by one would take the test seconds.
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(2001));
    await expect(canvas.getByText('The note is too long: shorten it to save it.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save note' })).toBeDisabled();
    await expect(args.onSaveNote).not.toHaveBeenCalled();
  },
};
