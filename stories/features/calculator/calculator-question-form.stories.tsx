import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CalculatorQuestionForm } from '@/features/calculator/components/calculator-question-form';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { inLanguage } from '../../support/languages';
import { calculatorQuestions, DEFAULT_ANSWERS } from './calculator-fixtures';

const questions = calculatorQuestions('EN').questions;

const meta = {
  title: 'Calculator/CalculatorQuestionForm',
  component: CalculatorQuestionForm,
  decorators: [withContentFrame],
  args: {
    questions,
    index: 1,
    answers: { district: 'hub' },
    nextStep: 'food',
    backHref: '/pages/calculator/question?step=district&district=hub',
    onAnswer: fn(),
  },
  render: (args, { globals }) => <CalculatorQuestionForm {...args} questions={calculatorQuestions(languageOf(globals)).questions} />,
} satisfies Meta<typeof CalculatorQuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Housing: talent housing from 1,000 yuan a month beside market rents, nothing chosen yet. */
export const Question: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Question 2 of 8')).toBeVisible();
    const group = canvas.getByRole('group', { name: 'What kind of home will you rent?' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', args.backHref);
    // Next without an answer explains itself and goes nowhere.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose an answer to continue.');
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: /Talent housing: studio/ }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('talentStudio');
  },
};

/** Back on a question answered before: the answer is kept, and the later answers ride along in the form. */
export const Answered: Story = {
  args: { index: 2, answers: { ...DEFAULT_ANSWERS }, nextStep: 'transport' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Cook some days, eat out on others/ })).toBeChecked();
  },
};

/** The last question leads to the estimate. */
export const LastQuestion: Story = {
  args: { index: 7, answers: { ...DEFAULT_ANSWERS }, nextStep: 'result' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Question 8 of 8')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'See my estimate' })).toBeVisible();
  },
};

export const QuestionSimplifiedChinese: Story = { ...inLanguage('CN') };
export const QuestionTraditionalChinese: Story = {
  ...inLanguage('TC'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('第2題，共8題')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /人才住房：開放式單位/ })).toBeVisible();
  },
};
