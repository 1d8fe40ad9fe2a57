import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { JobFilters } from '@/features/employment/components/job-filters';
import type { JobQuery } from '@/features/employment/api/employment-api';
import { DEFAULT_JOB_QUERY } from '@/features/employment/store/job-query';
import { withContentFrame } from '../../fixtures/decorators';
import { inLanguage } from '../../support/languages';

const onChange = fn();

const meta = {
  title: 'Employment/JobFilters',
  component: JobFilters,
  decorators: [withContentFrame],
  args: { query: { ...DEFAULT_JOB_QUERY, page: 3 }, onChange },
} satisfies Meta<typeof JobFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each search, filter and order keeps the rest of the query and goes back to page 1; no label text is needed. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const change = args.onChange as ReturnType<typeof fn>;
    const start: JobQuery = { ...DEFAULT_JOB_QUERY, page: 1 };
    change.mockClear();
    await userEvent.type(canvas.getByRole('searchbox'), 'engineer');
    await userEvent.keyboard('{Enter}');
    await expect(change).toHaveBeenLastCalledWith({ ...start, keyword: 'engineer' });

    const categories = canvas.getByTestId('filter-category');
    await userEvent.click(categories.querySelector('input[value="dataAi"]')!);
    await expect(change).toHaveBeenLastCalledWith({ ...start, category: ['dataAi'] });

    const salary = canvas.getByTestId('filter-salary');
    await expect(salary.querySelectorAll('input[type="radio"]')).toHaveLength(6);
    await expect(salary.querySelector('input[value=""]')).toBeChecked();
    await userEvent.click(salary.querySelector('input[value="10to20k"]')!);
    await expect(change).toHaveBeenLastCalledWith({ ...start, salary: '10to20k' });

    await userEvent.click(canvas.getByTestId('filter-type').querySelector('input[value="internship"]')!);
    await expect(change).toHaveBeenLastCalledWith({ ...start, type: ['internship'] });

    await userEvent.selectOptions(canvas.getByRole('combobox'), 'closing');
    await expect(change).toHaveBeenLastCalledWith({ ...start, sort: 'closing' });
    // Nothing chosen yet: no clear button.
    await expect(canvas.queryAllByRole('button')).toHaveLength(1);
  },
};
export const DefaultSimplifiedChinese: Story = { ...Default, ...inLanguage('CN') };
export const DefaultTraditionalChinese: Story = { ...Default, ...inLanguage('TC') };

/** A shared link's filters, restored: un-ticking one keeps the others; the clear button keeps the order. */
export const WithSelection: Story = {
  args: {
    query: { keyword: '工程师', category: ['software', 'dataAi'], salary: '30to50k', type: ['social'], sort: 'closing', page: 2 },
  },
  play: async ({ canvas, userEvent, args }) => {
    const change = args.onChange as ReturnType<typeof fn>;
    await expect(canvas.getByRole('searchbox')).toHaveValue('工程师');
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    await expect(canvas.getByTestId('filter-salary').querySelector('input[value="30to50k"]')).toBeChecked();
    await expect(canvas.getByRole('combobox')).toHaveValue('closing');

    await userEvent.click(canvas.getByTestId('filter-category').querySelector('input[value="software"]')!);
    await expect(change).toHaveBeenLastCalledWith({ ...args.query, category: ['dataAi'], page: 1 });
    await userEvent.click(canvas.getByRole('button', { name: /clear|清除/i }));
    await expect(change).toHaveBeenLastCalledWith({ ...DEFAULT_JOB_QUERY, sort: 'closing' });
  },
};

/** The filters as a shared link restores them (the screenshot in each language). */
export const Selected: Story = {
  args: { query: { keyword: 'data', category: ['dataAi', 'finance'], salary: 'gte50k', type: ['campus', 'internship'], sort: 'closing', page: 1 } },
};
