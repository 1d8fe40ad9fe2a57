import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ApplicationsTable } from '@/features/console/components/applications-table';
import type { ResourceStatus } from '@/lib/resource';
import { languageOf } from '../../fixtures/content';
import { inLanguage } from '../../support/languages';
import { samplePage, withConsoleMessages, withConsolePage } from './fixtures';

type Shape = 'page' | 'paged' | 'none' | 'nothing-yet';
/** The table's state and what it holds, picked per story; the page comes in the story's language. */
interface Args {
  status: ResourceStatus;
  shape: Shape;
  filtered: boolean;
  onRetry: () => void;
}

const meta = {
  title: 'Console/ApplicationsTable',
  decorators: [withConsolePage, withConsoleMessages],
  args: { status: 'ready', shape: 'page', filtered: false, onRetry: fn() },
  render: (args, { globals }) => {
    const language = languageOf(globals);
    const { shape } = args;
    const page = shape === 'page' ? samplePage(language) : shape === 'paged' ? samplePage(language, 2, 23) : shape === 'none' ? { list: [], total: 0, page: 1, pageSize: 20 } : undefined;
    return (
      <ApplicationsTable
        status={args.status}
        page={page}
        filtered={args.filtered}
        detailHrefOf={(id) => `/console/applications/detail?id=${id}`}
        pageHrefOf={(n) => `/console/applications?page=${n}`}
        onRetry={args.onRetry}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** One application in each status. */
export const WithApplications: Story = {};
export const WithPages: Story = { args: { shape: 'paged' } };
/** The next page on its way: the rows stay, dimmed and marked busy. */
export const Refreshing: Story = { args: { status: 'loading', shape: 'paged' } };
export const Loading: Story = { args: { status: 'loading', shape: 'nothing-yet' } };
export const Empty: Story = { args: { shape: 'none' } };
export const EmptyFiltered: Story = { args: { shape: 'none', filtered: true } };
export const Failed: Story = { args: { status: 'error', shape: 'nothing-yet' } };

export const SimplifiedChinese: Story = { ...inLanguage('CN') };
export const TraditionalChinese: Story = { ...inLanguage('TC') };
export const TraditionalChineseEmpty: Story = { ...inLanguage('TC'), args: { shape: 'none' } };
export const SimplifiedChineseFailed: Story = { ...inLanguage('CN'), args: { status: 'error', shape: 'nothing-yet' } };

export const TableSemantics: Story = {
  name: 'Table: caption, column headers, a row link to each detail',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /5 applications · page 1 of 1/ });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Job', 'Applicant', 'E-mail', 'Résumé', 'Delivered', 'Status']);
    await expect(within(table).getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/console/applications/detail?id=101');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByText('Deleted (withdrawn)')).toBeVisible();
  },
};

export const RetryAfterFailure: Story = {
  args: { status: 'error', shape: 'nothing-yet' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The applications could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
