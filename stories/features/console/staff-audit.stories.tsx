import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AuditFilters, AuditTable } from '@/features/console/components/audit-log';
import type { ResourceStatus } from '@/lib/resource';
import { inLanguage } from '../../support/languages';
import { withConsoleMessages, withConsolePage } from './fixtures';
import { auditPage } from './staff-fixtures';

interface Args {
  status: ResourceStatus;
  empty?: boolean;
  openIds?: number[];
  filters?: { q?: string; actor?: string; action?: string; from?: string; to?: string };
  onFilter: (next: unknown) => void;
  onClear: () => void;
  onRetry: () => void;
}

/** The audit log: filters, the table (China time), each row's before/after on demand, paging. */
const meta = {
  title: 'Console/Staff/Audit',
  decorators: [withConsolePage, withConsoleMessages],
  args: { status: 'ready', onFilter: fn(), onClear: fn(), onRetry: fn() },
  render: ({ status, empty, openIds, filters = {}, onFilter, onClear, onRetry }) => (
    <>
      <AuditFilters {...filters} onChange={onFilter} onClear={onClear} />
      <AuditTable
        status={status}
        page={status === 'error' ? undefined : empty ? { list: [], total: 0, page: 1, pageSize: 20 } : auditPage(64)}
        filtered={Object.keys(filters).length > 0}
        pageHrefOf={(page) => `/console/audit?page=${page}`}
        onRetry={onRetry}
        openIds={openIds}
      />
    </>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Table: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /64 entries · page 1 of 4/ });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'When (China time)',
      'Who',
      'Action',
      'Target',
      'Address',
      'Details',
    ]);
    // 02:31 UTC is 10:31 in China, whatever the browser's zone.
    const row = within(table).getByRole('rowheader', { name: 'Ada (ada.admin@example.org)' }).closest('tr')!;
    await expect(within(row).getByText(/10:31/)).toBeVisible();
    await expect(within(row).getByText('203.0.113.24')).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'System' })).toBeVisible();
  },
};

export const ExpandedDiff: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show details of entry 5011' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Hide details of entry 5011' })).toHaveAttribute('aria-expanded', 'true');
    const diff = canvas.getByRole('table', { name: '2 fields changed' });
    const title = within(diff).getByRole('rowheader', { name: 'title.TC' }).closest('tr')!;
    await expect(within(title).getByText('人才交流會')).toBeVisible();
    await expect(within(title).getByText('—')).toBeVisible();
    await expect(within(diff).getByRole('rowheader', { name: 'startsAt' })).toBeVisible();
    await expect(within(diff).queryByRole('rowheader', { name: 'title.CN' })).toBeNull();
  },
};

/** Opened rows: a role change and a row without before/after (its details shown as recorded). */
export const DiffOpen: Story = { args: { openIds: [5012, 5009] } };

export const Filters: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Who' }), 'chen');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Action' }), 'content.save');
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-20');
    await userEvent.type(canvas.getByLabelText('To'), '2026-11-01');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The end date is before the start date.');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(args.onFilter).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('To'));
    await userEvent.type(canvas.getByLabelText('To'), '2026-11-24');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(args.onFilter).toHaveBeenCalledWith({ actor: 'chen', action: 'content.save', from: '2026-11-20', to: '2026-11-24' });
  },
};

export const Filtered: Story = {
  args: { filters: { actor: 'ada', from: '2026-11-24' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Who' })).toHaveValue('ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};
export const EmptyFiltered: Story = { args: { empty: true, filters: { q: 'nothing' } } };
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The audit log could not be loaded.');
  },
};

export const SimplifiedChineseTable: Story = { ...inLanguage('CN'), args: { openIds: [5011] } };
export const TraditionalChineseTable: Story = {
  ...inLanguage('TC'),
  args: { openIds: [5011] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: /共 64 條記錄/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: '2 個欄位已更改' })).toBeVisible();
  },
};
export const SimplifiedChineseFiltered: Story = { ...inLanguage('CN'), args: { filters: { actor: 'ada', from: '2026-11-24' } } };
export const TraditionalChineseFiltered: Story = { ...inLanguage('TC'), args: { filters: { actor: 'ada', from: '2026-11-24' } } };
