import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CalculatorAnswers } from '@/features/calculator/api/calculator-api';
import { CostResult } from '@/features/calculator/components/cost-result';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { inLanguage } from '../../support/languages';
import { costEstimate, DEFAULT_ANSWERS, FAMILY_ANSWERS } from './calculator-fixtures';

/** The basket a story shows (`parameters.answers`), estimated in the toolbar's language. */
const answersOf = (parameters: Record<string, unknown>) => (parameters.answers as CalculatorAnswers | undefined) ?? DEFAULT_ANSWERS;

const meta = {
  title: 'Calculator/CostResult',
  component: CostResult,
  decorators: [withContentFrame],
  args: {
    estimate: costEstimate(DEFAULT_ANSWERS, 'EN'),
    view: 'monthly',
    viewHref: (view: string) => `/pages/calculator/question?step=result&district=hub&view=${view}`,
    backHref: '/pages/calculator/question?step=domesticHelp&district=hub',
    startOverHref: '/pages/calculator/question?step=district',
  },
  render: (args, { globals, parameters }) => <CostResult {...args} estimate={costEstimate(answersOf(parameters), languageOf(globals))} />,
} satisfies Meta<typeof CostResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const yuan = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

/** A typical single professional, monthly: the eight items, the Hong Kong basket, support and sources. */
export const Monthly: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByTestId('calculator-item');
    await expect(rows).toHaveLength(8);
    await expect(canvas.getByTestId('calculator-total')).toHaveTextContent('CN¥11,510 a month');
    await expect(canvas.getByTestId('calculator-data-date')).toHaveTextContent('Data last updated November 2022');
    await expect(canvas.getAllByTestId('calculator-source')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Monthly' })).toHaveAttribute('aria-current', 'true');
    const support = canvas.getAllByTestId('calculator-support-line');
    await expect(within(support[0]!).getByRole('link', { name: 'Talent housing with rents from 1,000 yuan a month' })).toHaveAttribute(
      'href',
      '/pages/talentBenefits/detail?documentNo=BEN-2022-0005',
    );
    await expect(canvas.getByTestId('calculator-hong-kong')).toHaveTextContent('2.1 times as much');
  },
};

/** The same result a year at a time: every item is 12 × its monthly figure. */
export const Annual: Story = {
  args: { view: 'annual' },
  play: async ({ canvas }) => {
    const monthly = costEstimate(DEFAULT_ANSWERS, 'EN');
    const amounts = canvas.getAllByTestId('calculator-item-amount').map((cell) => yuan(cell.textContent));
    await expect(amounts).toEqual(monthly.items.map((item) => item.monthly * 12));
    await expect(yuan(canvas.getByTestId('calculator-total-amount').textContent)).toBe(monthly.monthlyTotal * 12);
    await expect(canvas.getByTestId('calculator-total')).toHaveTextContent('CN¥138,120 a year');
    await expect(canvas.getByRole('link', { name: 'Annual' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A family: a child's school fees, a cleaner and more support that may apply. */
export const Family: Story = {
  parameters: { answers: FAMILY_ANSWERS },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('calculator-support-line').length).toBeGreaterThanOrEqual(4);
  },
};

export const MonthlySimplifiedChinese: Story = {
  ...inLanguage('CN'),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('calculator-total')).toHaveTextContent('每月¥11,510');
    await expect(canvas.getByTestId('calculator-data-date')).toHaveTextContent('2022年11月');
  },
};
export const AnnualTraditionalChinese: Story = {
  args: { view: 'annual' },
  ...inLanguage('TC'),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('calculator-total')).toHaveTextContent('每年');
    await expect(canvas.getByRole('heading', { name: '您可能獲得的支援' })).toBeVisible();
  },
};
