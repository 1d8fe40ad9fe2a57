import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ConflictData, EditorDocument, PublishError } from '@/features/console/api/content-api';
import { ContentEditorView, type ContentEditorViewProps } from '@/features/console/components/content-editor-view';
import { RevisionPanel } from '@/features/console/components/revision-panel';
import { SchedulePanel } from '@/features/console/components/schedule-panel';
import { languageOf } from '../../fixtures/content';
import { inLanguage } from '../../support/languages';
import { emptyDocument, filledDocument, revisions, sections } from './content-fixtures';
import { withConsoleMessages, withConsolePage } from './fixtures';

type Args = Pick<ContentEditorViewProps, 'onSave' | 'onConvert' | 'onPublish' | 'onUnpublish' | 'onArchive' | 'onResolveConflict' | 'initialLanguage'> & {
  document: EditorDocument;
  publishErrors: PublishError[];
  /** The server refuses the first save with this conflict (409), as when another editor saved first. */
  conflictOnSave?: ConflictData;
  withAside?: boolean;
  /** Stands in for the media library dialog: hands back this asset's reference at once. */
  pickedAsset?: string;
};

/** The view with what the screen would add: the conflict a refused save brings back, and resolving it. */
function Harness({ document: initial, conflictOnSave, withAside = false, pickedAsset, ...args }: Args & { uiLanguage: ContentEditorViewProps['uiLanguage'] }) {
  const [document, setDocument] = useState(initial);
  const [generation, setGeneration] = useState(1);
  const [conflict, setConflict] = useState<ConflictData | null>(null);
  return (
    <ContentEditorView
      {...args}
      section={sections[0]!}
      document={document}
      generation={generation}
      pending={null}
      outcome={null}
      conflict={conflict}
      onSave={(body) => {
        args.onSave(body);
        if (conflictOnSave) setConflict(conflictOnSave);
      }}
      onResolveConflict={(reload) => {
        args.onResolveConflict(reload);
        if (conflict) setDocument(conflict.current);
        setConflict(null);
        if (reload) setGeneration((value) => value + 1);
      }}
      onPickImage={pickedAsset ? (apply) => apply(`media:${pickedAsset}`) : undefined}
      previewHrefOf={(language) => `/console/preview/${document.documentNo}?language=${language}&width=desktop`}
      aside={
        withAside
          ? ({ language, busy, dirty }) => (
              <>
                <SchedulePanel rows={document.schedule} language={language} disabled={busy || dirty} onSchedule={fn()} onCancel={fn()} now={() => Date.parse('2026-11-24T00:00:00Z')} />
                <RevisionPanel status="ready" revisions={revisions} fields={sections[0]!.fields} uiLanguage={args.uiLanguage} onRestore={fn()} onRetry={fn()} />
              </>
            )
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Console/Content/Editor',
  decorators: [withConsolePage, withConsoleMessages],
  parameters: { route: '/console/content/EVT-0002' },
  args: {
    document: filledDocument,
    publishErrors: [],
    onSave: fn(),
    onConvert: fn(),
    onPublish: fn(),
    onUnpublish: fn(),
    onArchive: fn(),
    onResolveConflict: fn(),
  },
  render: (args, { globals }) => <Harness {...args} uiLanguage={languageOf(globals)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** A new document: nothing written yet; a draft saves incomplete. */
export const Empty: Story = {
  args: { document: emptyDocument },
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save draft' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Title \(CN\)/ }), '新活动');
    await expect(canvas.getByTestId('content-dirty')).toHaveTextContent('1 field changed, not saved yet.');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ version: 1, shared: {}, translations: { CN: { title: '新活动' } } });
  },
};

/** CN, the fallback, written in full; shared fields above, schedule and revisions beside. */
export const Filled: Story = { args: { withAside: true } };
export const FilledSimplifiedChinese: Story = { ...inLanguage('CN'), args: { withAside: true } };
export const FilledTraditionalChinese: Story = { ...inLanguage('TC'), args: { withAside: true } };

/** Writing EN beside the read-only CN: the empty summary falls back to CN until it is written. */
export const FallbackMarks: Story = {
  args: { initialLanguage: 'EN' },
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByTestId('field-field-EN-summary');
    await expect(within(summary).getByText('Missing — falls back to CN')).toBeVisible();
    // The CN text to translate from stands beside it.
    await expect(canvas.getByText('与企业和人才部门面对面交流。')).toBeVisible();
    await userEvent.type(within(summary).getByRole('textbox'), 'Meet employers and the talent offices.');
    await expect(within(summary).queryByText('Missing — falls back to CN')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'English (EN)' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const FallbackMarksTraditionalChinese: Story = { ...inLanguage('TC'), args: { initialLanguage: 'EN' } };

/** TC drafted by the converter: marked until a person edits the field (each field on its own). */
export const MachineDrafted: Story = {
  args: { initialLanguage: 'TC' },
  play: async ({ canvas, userEvent, args }) => {
    const title = canvas.getByTestId('field-field-TC-title');
    const summary = canvas.getByTestId('field-field-TC-summary');
    await expect(within(title).getByTestId('mark-machine')).toBeVisible();
    await userEvent.type(within(title).getByRole('textbox'), '（修訂）');
    await expect(within(title).queryByTestId('mark-machine')).toBeNull();
    await expect(within(summary).getByTestId('mark-machine')).toBeVisible();
    // Converting again needs the change saved first.
    await expect(canvas.getByRole('button', { name: 'Draft Traditional from Simplified' })).toBeDisabled();
    await expect(args.onConvert).not.toHaveBeenCalled();
  },
};
export const MachineDraftedSimplifiedChinese: Story = { ...inLanguage('CN'), args: { initialLanguage: 'TC' } };

export const ConvertAsksFirst: Story = {
  args: { initialLanguage: 'TC' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Draft Traditional from Simplified' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Replace the TC texts' }));
    await expect(args.onConvert).toHaveBeenCalledOnce();
  },
};

const theirs: ConflictData = {
  current: { ...filledDocument, version: 7, translations: { ...filledDocument.translations, EN: { ...filledDocument.translations.EN, title: 'Talent Forum 2026 (Qianhai)' } } },
  changedBy: 'Ben Wong',
  diff: [{ path: 'title', language: 'EN', before: 'Qianhai Talent Forum 2026', after: 'Talent Forum 2026 (Qianhai)' }],
};

/** Another editor saved first: refused, their change shown, this editor's text kept to copy whatever they choose. */
export const Conflict: Story = {
  args: { initialLanguage: 'EN', conflictOnSave: theirs },
  play: async ({ canvas, userEvent, args }) => {
    const title = canvas.getByRole('textbox', { name: /Title \(EN\)/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'My forum title');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ version: 6 }));
    const panel = await canvas.findByTestId('content-conflict');
    await expect(panel).toHaveAttribute('role', 'alert');
    await expect(within(panel).getByText('Ben Wong saved this document while you were editing it')).toBeVisible();
    await expect(within(panel).getByText('Talent Forum 2026 (Qianhai)')).toBeVisible();
    await expect(within(within(panel).getByTestId('content-conflict-mine')).getByText('My forum title')).toBeVisible();

    await userEvent.click(within(panel).getByRole('button', { name: 'Load their version' }));
    await expect(args.onResolveConflict).toHaveBeenCalledWith(true);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Title \(EN\)/ })).toHaveValue('Talent Forum 2026 (Qianhai)'));
    // Nothing of this editor's is lost: their text stays listed, with a copy button.
    await expect(within(canvas.getByTestId('content-conflict-mine')).getByText('My forum title')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy your text of EN · Title' })).toBeVisible();
  },
};

export const ConflictKeepMine: Story = {
  args: { initialLanguage: 'EN', conflictOnSave: theirs },
  play: async ({ canvas, userEvent, args }) => {
    const title = canvas.getByRole('textbox', { name: /Title \(EN\)/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'My forum title');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Keep my changes on their version' }));
    await expect(title).toHaveValue('My forum title');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    // Saved again on top of their version, deliberately.
    await expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ version: 7 }));
  },
};
export const ConflictTraditionalChinese: Story = { ...inLanguage('TC'), args: { initialLanguage: 'EN', conflictOnSave: theirs } };

const errors: PublishError[] = [
  { language: 'EN', path: 'summary', message: 'Summary is required to publish in English.' },
  { language: 'TC', path: 'fields.location', message: 'Venue is required to publish in Traditional Chinese.' },
  { language: null, path: 'banner', message: 'Banner image must be a site image or a library image.' },
];

/** Publishing refused (422): each field named with its language, beside the field and in a list that leads to it. */
export const PublishErrors: Story = {
  args: { initialLanguage: 'EN', publishErrors: errors },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByTestId('publish-errors');
    await expect(list).toHaveAttribute('role', 'alert');
    await expect(within(canvas.getByTestId('field-field-EN-summary')).getByText('Summary is required to publish in English.')).toBeVisible();
    await expect(within(canvas.getByTestId('field-field-shared-banner')).getByText(/Banner image must be/)).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /TC · Venue/ }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Venue \(TC\)/ })).toHaveFocus());
  },
};
export const PublishErrorsSimplifiedChinese: Story = { ...inLanguage('CN'), args: { initialLanguage: 'EN', publishErrors: errors } };

export const PublishLanguages: Story = {
  args: { initialLanguage: 'TC' },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByTestId('publish-panel'));
    await userEvent.click(panel.getByRole('checkbox', { name: 'Simplified Chinese (CN)' }));
    await userEvent.click(panel.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledWith(['TC', 'CN']);
  },
};

/** An image field takes a site path or an image of the media library, picked from it. */
export const PickImage: Story = {
  args: { pickedAsset: 'MED-0002' },
  play: async ({ canvas, userEvent }) => {
    const banner = within(canvas.getByTestId('field-field-shared-banner'));
    await userEvent.click(banner.getByRole('button', { name: 'Choose from the library' }));
    await expect(banner.getByRole('textbox', { name: /Banner image/ })).toHaveValue('media:MED-0002');
    await expect(canvas.getByTestId('content-dirty')).toHaveTextContent('1 field changed');
  },
};

/** A tablet held upright: the reference and writing columns stay side by side from 768 px. */
export const TabletFallbackMarks: Story = {
  args: { initialLanguage: 'EN', withAside: true },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** CN not public yet: publishing another language offers CN with it, since the site falls back to CN. */
export const PublishWithFallback: Story = {
  args: { document: { ...filledDocument, languages: { ...filledDocument.languages, CN: { status: 'draft', changed: false, machineDrafted: false } } }, initialLanguage: 'EN' },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByTestId('publish-panel'));
    await expect(panel.getByRole('checkbox', { name: 'Simplified Chinese (CN)' })).toBeChecked();
    await userEvent.click(panel.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledWith(['EN', 'CN']);
  },
};
