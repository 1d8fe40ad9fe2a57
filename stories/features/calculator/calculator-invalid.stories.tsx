import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CalculatorInvalid } from '@/features/calculator/components/calculator-invalid';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { inLanguage } from '../../support/languages';
import { calculatorQuestions } from './calculator-fixtures';

const housingIn = (globals: Record<string, unknown>) => calculatorQuestions(languageOf(globals)).questions[1]!;

const meta = {
  title: 'Calculator/CalculatorInvalid',
  component: CalculatorInvalid,
  decorators: [withContentFrame],
  args: {
    problem: { reason: 'unknownOption', question: calculatorQuestions('EN').questions[1]! },
    resumeTitle: calculatorQuestions('EN').questions[1]!.title,
    resumeHref: '/pages/calculator/question?step=housing&district=hub',
    startOverHref: '/pages/calculator/question?step=district',
  },
  render: (args, { globals }) => {
    const housing = housingIn(globals);
    const problem = args.problem.reason === 'unknownStep' ? args.problem : { ...args.problem, question: housing };
    return <CalculatorInvalid {...args} problem={problem} resumeTitle={args.resumeTitle === undefined ? undefined : housing.title} />;
  },
} satisfies Meta<typeof CalculatorInvalid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hand-edited answer that is no option: what is wrong, and the way back to that question. */
export const UnknownOption: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The answer to “What kind of home will you rent?” in this address is not one of the options.');
    await expect(canvas.getByRole('link', { name: 'Go to “What kind of home will you rent?”' })).toHaveAttribute('href', args.resumeHref);
    await expect(canvas.getByRole('link', { name: 'Start over' })).toHaveAttribute('href', args.startOverHref);
  },
};

/** A step reached before an earlier question was answered. */
export const MissingAnswer: Story = {
  args: { problem: { reason: 'missingAnswer', question: calculatorQuestions('EN').questions[1]! } },
};

/** A step the calculator does not have, every question answered: the way back is the estimate. */
export const UnknownStep: Story = {
  args: { problem: { reason: 'unknownStep', step: 'summary' }, resumeTitle: undefined, resumeHref: '/pages/calculator/question?step=result&district=hub' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See the estimate' })).toBeVisible();
  },
};

export const UnknownOptionTraditionalChinese: Story = { ...inLanguage('TC') };
