import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CalculatorIntro } from '@/features/calculator/components/calculator-intro';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { inLanguage } from '../../support/languages';
import { calculatorQuestions } from './calculator-fixtures';

const meta = {
  title: 'Calculator/CalculatorIntro',
  component: CalculatorIntro,
  decorators: [withContentFrame],
  args: { questions: calculatorQuestions('EN').questions, dataDate: '2022-11', startHref: '/pages/calculator/question?step=district' },
  render: (args, { globals }) => <CalculatorIntro {...args} questions={calculatorQuestions(languageOf(globals)).questions} />,
} satisfies Meta<typeof CalculatorIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the calculator does, the eight questions it asks, the basis of its figures and "start counting". */
export const Intro: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByText(/Data last updated November 2022/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start counting' })).toHaveAttribute('href', '/pages/calculator/question?step=district');
  },
};

const inChinese: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/2022年11月/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /開始計算|开始计算/ })).toBeVisible();
  },
};
export const IntroSimplifiedChinese: Story = { ...inChinese, ...inLanguage('CN') };
export const IntroTraditionalChinese: Story = { ...inChinese, ...inLanguage('TC') };
