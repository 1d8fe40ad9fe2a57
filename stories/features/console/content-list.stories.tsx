import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { ContentQuery } from '@/features/console/api/content-api';
import { ContentListView } from '@/features/console/components/content-list-view';
import type { ResourceStatus } from '@/lib/resource';
import { languageOf } from '../../fixtures/content';
import { inLanguage } from '../../support/languages';
import { contentPage, sections } from './content-fixtures';
import { withConsoleMessages, withConsolePage } from './fixtures';

interface Args {
  status: ResourceStatus;
  shape: 'page' | 'none' | 'nothing-yet';
  query: ContentQuery;
  onQuery: (query: ContentQuery) => void;
  onCreate: () => void;
  onRetry: () => void;
}

const meta = {
  title: 'Console/Content/List',
  decorators: [withConsolePage, withConsoleMessages],
  parameters: { route: '/console/content' },
  args: { status: 'ready', shape: 'page', query: { section: 'event', page: 1 }, onQuery: fn(), onCreate: fn(), onRetry: fn() },
  render: (args, { globals }) => {
    const language = languageOf(globals);
    const page = args.shape === 'page' ? contentPage(language) : args.shape === 'none' ? { list: [], total: 0, page: 1, pageSize: 20 } : undefined;
    return (
      <ContentListView
        language={language}
        sections={sections.filter((info) => info.canEdit)}
        query={args.query}
        status={args.status}
        page={page}
        onQuery={args.onQuery}
        onCreate={args.onCreate}
        editorHrefOf={(documentNo) => `/console/content/${documentNo}`}
        pageHrefOf={(page) => `/console/content?section=event&page=${page}`}
        onRetry={args.onRetry}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Each language's state in words: published, draft, scheduled, archived, missing; changed and machine-drafted. */
export const Documents: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: /23 documents · page 1 of 2/ });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]!).getByText('CN · published')).toBeVisible();
    await expect(within(rows[1]!).getByText('changed since published')).toBeVisible();
    await expect(within(rows[2]!).getByText('EN · missing')).toBeVisible();
    await expect(within(rows[2]!).getByText('machine-drafted')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Cross-boundary Startup Fair' })).toHaveAttribute('href', '/console/content/EVT-0002');
    // Only the sections the caller may edit are offered.
    const section = canvas.getByRole('combobox', { name: 'Section' });
    await expect(within(section).getAllByRole('option').map((option) => option.textContent)).toEqual(['Events', 'Talent benefits']);
    await userEvent.selectOptions(section, 'benefit');
    await expect(args.onQuery).toHaveBeenCalledWith({ section: 'benefit', page: 1 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'scheduled');
    await expect(args.onQuery).toHaveBeenLastCalledWith({ section: 'event', status: 'scheduled', page: 1 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Title or number' }), 'forum{Enter}');
    await expect(args.onQuery).toHaveBeenLastCalledWith({ section: 'event', q: 'forum', page: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'New document in Events' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};
export const DocumentsSimplifiedChinese: Story = { ...inLanguage('CN') };
export const DocumentsTraditionalChinese: Story = { ...inLanguage('TC') };
export const Loading: Story = { args: { status: 'loading', shape: 'nothing-yet' } };
export const Empty: Story = { args: { shape: 'none' } };
export const EmptyFilteredTraditionalChinese: Story = { ...inLanguage('TC'), args: { shape: 'none', query: { section: 'event', status: 'archived', page: 1 } } };
export const Failed: Story = {
  args: { status: 'error', shape: 'nothing-yet' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The documents could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const FailedSimplifiedChinese: Story = { ...inLanguage('CN'), args: { status: 'error', shape: 'nothing-yet' } };
