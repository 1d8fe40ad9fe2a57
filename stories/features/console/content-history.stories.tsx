import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RevisionPanel } from '@/features/console/components/revision-panel';
import { SchedulePanel } from '@/features/console/components/schedule-panel';
import { languageOf } from '../../fixtures/content';
import { inLanguage } from '../../support/languages';
import { filledDocument, revisions, sections } from './content-fixtures';
import { withConsoleMessages, withConsolePage } from './fixtures';

interface Args {
  onSchedule: (request: unknown) => void;
  onCancel: (id: number) => void;
  onRestore: (revisionNo: number) => void;
}

/** The editor's side panels: scheduled publishing (China time with the local time) and the revisions with their diff. */
const meta = {
  title: 'Console/Content/ScheduleAndRevisions',
  decorators: [withConsolePage, withConsoleMessages],
  args: { onSchedule: fn(), onCancel: fn(), onRestore: fn() },
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '24rem' }}>
      <SchedulePanel rows={filledDocument.schedule} language="TC" onSchedule={args.onSchedule} onCancel={args.onCancel} now={() => Date.parse('2026-11-24T00:00:00Z')} />
      <RevisionPanel status="ready" revisions={revisions} fields={sections[0]!.fields} uiLanguage={languageOf(globals)} onRestore={args.onRestore} onRetry={fn()} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Panels: Story = {};
export const PanelsSimplifiedChinese: Story = { ...inLanguage('CN') };
export const PanelsTraditionalChinese: Story = { ...inLanguage('TC') };

/** A time in China time becomes the instant sent (UTC); a time already past is refused with a message. */
export const ScheduleAtChinaTime: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByTestId('schedule-panel'));
    const at = panel.getByLabelText('When (China time)');
    await userEvent.type(at, '2026-11-01T10:00');
    await userEvent.click(panel.getByRole('button', { name: 'Schedule' }));
    await expect(panel.getByRole('alert')).toHaveTextContent('This time has passed');
    await expect(args.onSchedule).not.toHaveBeenCalled();
    await userEvent.clear(at);
    await userEvent.type(at, '2026-12-01T09:30');
    await expect(panel.getByTestId('schedule-local')).toHaveTextContent(/Your local time: .*2026/);
    await userEvent.click(panel.getByRole('button', { name: 'Schedule' }));
    await expect(args.onSchedule).toHaveBeenCalledWith({ language: 'TC', action: 'publish', at: '2026-12-01T01:30:00.000Z' });
  },
};

export const CancelPlanned: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByTestId('schedule-row');
    await expect(within(rows[0]!).getByText('planned')).toBeVisible();
    await expect(within(rows[1]!).getByText('cancelled')).toBeVisible();
    await expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Cancel the schedule of/ }));
    await expect(args.onCancel).toHaveBeenCalledWith(11);
  },
};

/** A revision opens to its field-level diff; restoring makes a new draft of it. */
export const RevisionDiffAndRestore: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getAllByTestId('revision')[1]!;
    await userEvent.click(within(first).getByText(/#5 saved/));
    const diff = within(first).getByRole('table', { name: 'What revision 5 changed' });
    await expect(within(diff).getByRole('rowheader', { name: 'EN · Title' })).toBeVisible();
    await expect(within(diff).getByText('Talent Forum')).toBeVisible();
    await expect(within(diff).getByText('Qianhai Talent Forum 2026')).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: 'Restore revision 5 as a new draft' }));
    await expect(args.onRestore).toHaveBeenCalledWith(5);
  },
};
