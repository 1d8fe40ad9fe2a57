import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { TopicId } from '@/features/reports/api/reports-api';
import { TopicStep } from '@/features/reports/components/topic-step';
import { askedQuestions } from '@/features/reports/store/report-answers';
import type { Language } from '@/lib/i18n/languages';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { questionnaireOf, STORY_ANSWERS, STORY_COUNTRIES } from '../../fixtures/reports';

/** The props of one topic in a language, its questions asked as the answers decide. */
function stepOf(language: Language, id: TopicId, answers = STORY_ANSWERS) {
  const questionnaire = questionnaireOf(language);
  const index = questionnaire.topics.findIndex((topic) => topic.id === id);
  const topic = questionnaire.topics[index]!;
  return { topics: questionnaire.topics, topic, place: index + 1, answers, questions: askedQuestions(topic, answers, questionnaire) };
}

/** One topic of the questionnaire: its questions by kind, progress, previous and next (generate on the last). */
const meta = {
  title: 'Reports/TopicStep',
  component: TopicStep,
  decorators: [withContentFrame],
  // The country field's code comes lazily, as on the page; loaded before the story renders, a capture never catches
  // its placeholder instead of the field.
  loaders: [
    async () => {
      await import('@/components/forms/country-combobox');
      return {};
    },
  ],
  args: {
    ...stepOf('EN', 'profile'),
    problems: {},
    countries: STORY_COUNTRIES,
    onChange: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onGenerate: fn(),
  },
  render: (args, { globals }) => <TopicStep {...args} {...stepOf(languageOf(globals), args.topic.id, args.answers)} />,
} satisfies Meta<typeof TopicStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Topic 1: identity (single), nationality (country, asked of a foreigner), age (number). */
export const Profile: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('topic-count')).toHaveTextContent('Topic 1 of 5');
    await expect(canvas.getByRole('group', { name: 'Which describes you?' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'A foreign national' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Your age/ })).toHaveValue('31');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPrevious).toHaveBeenCalledOnce();
  },
};

/** Nothing answered yet: the nationality is not asked until "a foreign national" is chosen. */
export const ProfileEmpty: Story = {
  args: { answers: {} },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'A Hong Kong or Macao resident' }));
    await expect(args.onChange).toHaveBeenCalledWith('identity', 'hkMacao');
  },
};

export const Education: Story = { args: { ...stepOf('EN', 'education') } };

export const Work: Story = {
  args: { ...stepOf('EN', 'work') },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('topic-count')).toHaveTextContent('Topic 3 of 5');
    await expect(canvas.getByRole('group', { name: /employer/i })).toBeVisible();
  },
};

export const Plans: Story = {
  args: { ...stepOf('EN', 'plans') },
  play: async ({ canvas, userEvent, args }) => {
    // Several goals: each box on its own; the order is the questionnaire's.
    await userEvent.click(canvas.getByRole('checkbox', { name: /Study/ }));
    await expect(args.onChange).toHaveBeenCalledWith('goals', ['study', 'work', 'invest']);
  },
};

/** The last topic: generate instead of next. */
export const Enterprise: Story = {
  args: { ...stepOf('EN', 'enterprise') },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('topic-count')).toHaveTextContent('Topic 5 of 5');
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate my report' }));
    await expect(args.onGenerate).toHaveBeenCalledOnce();
  },
};

export const Generating: Story = { args: { ...stepOf('EN', 'enterprise'), generating: true } };

/** Next with questions left unanswered or out of range: listed above the form, each shown at its question. */
export const ValidationErrors: Story = {
  args: {
    ...stepOf('EN', 'profile', { identity: 'foreigner', age: '12' }),
    problems: {
      nationality: { messageId: 'report.validation.required' },
      age: { messageId: 'report.validation.range', values: { min: 16, max: 80 } },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByTestId('problem-summary');
    await expect(summary).toHaveFocus();
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByTestId('age-error')).toHaveTextContent('Please enter a number from 16 to 80.');
    await expect(canvas.getByRole('textbox', { name: /Your age/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(summary).getByRole('link', { name: /Your age/ }));
    await expect(canvas.getByRole('textbox', { name: /Your age/ })).toHaveFocus();
  },
};

/** The server refused an answer on generate: its own words at the question, and a refusal naming none beside the buttons. */
export const ServerRefusal: Story = {
  args: {
    ...stepOf('EN', 'work', { ...STORY_ANSWERS, socialInsuranceMonths: '2', consecutiveMonths: '5' }),
    problems: { consecutiveMonths: { text: 'Consecutive months of social insurance: cannot be more than the months paid in total.' } },
    failure: { text: 'Too many reports from this address. Please try again in 12 minutes.' },
  },
};
