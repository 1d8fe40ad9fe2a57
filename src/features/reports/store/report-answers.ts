import type { AnswerValue, Questionnaire, ReportAnswers, ReportQuestion, Topic, TopicId } from '../api/reports-api';

/**
 * The questionnaire's rules as the browser applies them before anything is sent: which questions are asked (showIf),
 * what a valid answer is (required, options, whole numbers in range) and what goes to the server. They mirror the
 * server's validation, which stays the authority: its refusal is shown at the question it names.
 */

/** Why an answer cannot be sent: a message id with its values, or the server's own localized text. */
export type QuestionError = { messageId: string; values?: Record<string, string | number> } | { text: string };

export type AnswerProblems = Record<string, QuestionError>;

/** The values sent to the server. */
export type SentAnswers = Record<string, string | number | boolean | string[]>;

function questionsById(questionnaire: Questionnaire): Map<string, ReportQuestion> {
  return new Map(questionnaire.topics.flatMap((topic) => topic.questions.map((question) => [question.id, question] as const)));
}

function matches(value: AnswerValue | undefined, allowed: readonly string[]): boolean {
  if (value === undefined) return false;
  return Array.isArray(value) ? value.some((each) => allowed.includes(each)) : allowed.includes(String(value));
}

/** Whether a question is asked given the answers so far: its condition holds, and the question it depends on is asked. */
export function isAsked(question: ReportQuestion, answers: ReportAnswers, all: ReadonlyMap<string, ReportQuestion>, depth = 0): boolean {
  const condition = question.showIf;
  if (!condition) return true;
  const parent = all.get(condition.question);
  // A chain deeper than the questionnaire itself is a loop in the data: ask the question rather than hang.
  if (parent && depth < all.size && !isAsked(parent, answers, all, depth + 1)) return false;
  return matches(answers[condition.question], condition.in);
}

export function askedQuestions(topic: Topic, answers: ReportAnswers, questionnaire: Questionnaire): ReportQuestion[] {
  const all = questionsById(questionnaire);
  return topic.questions.filter((question) => isAsked(question, answers, all));
}

function isBlank(value: AnswerValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A number question's answer as a number, or NaN when what was typed is not a whole number. */
export function numberOf(value: AnswerValue): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^\s*-?\d+\s*$/.test(value)) return Number.NaN;
  return Number(value.trim());
}

function rangeProblem(question: ReportQuestion, value: AnswerValue): QuestionError | null {
  const number = numberOf(value);
  if (!Number.isInteger(number)) return { messageId: 'report.validation.wholeNumber' };
  // The server counts from 0 when a question names no minimum.
  const { min = 0, max } = question;
  const below = min !== undefined && number < min;
  const above = max !== undefined && number > max;
  if (!below && !above) return null;
  return max === undefined ? { messageId: 'report.validation.min', values: { min } } : { messageId: 'report.validation.range', values: { min, max } };
}

/** What the other answers allow: a number question may not exceed the (valid) answer to the question it names. */
export interface AnswerContext {
  answers: ReportAnswers;
  questions: ReadonlyMap<string, ReportQuestion>;
}

function ceilingProblem(question: ReportQuestion, value: AnswerValue, context: AnswerContext | undefined): QuestionError | null {
  if (!question.notAbove || !context) return null;
  const other = context.questions.get(question.notAbove);
  const ceilingValue = context.answers[question.notAbove];
  if (!other || ceilingValue === undefined || !isAsked(other, context.answers, context.questions)) return null;
  const ceiling = numberOf(ceilingValue);
  if (!Number.isInteger(ceiling) || numberOf(value) <= ceiling) return null;
  return { messageId: 'report.validation.notAbove', values: { other: other.label } };
}

/** What is wrong with one answer, or null. An unanswered optional question is fine. */
export function problemOf(question: ReportQuestion, value: AnswerValue | undefined, context?: AnswerContext): QuestionError | null {
  if (isBlank(value)) {
    if (!question.required) return null;
    return { messageId: question.kind === 'multi' ? 'report.validation.chooseSome' : 'report.validation.required' };
  }
  const answer = value!;
  const optionIds = (question.options ?? []).map((option) => option.id);
  switch (question.kind) {
    case 'number':
      return rangeProblem(question, answer) ?? ceilingProblem(question, answer, context);
    case 'single':
      return typeof answer === 'string' && optionIds.includes(answer) ? null : { messageId: 'report.validation.option' };
    case 'multi': {
      if (!Array.isArray(answer) || !answer.every((each) => optionIds.includes(each))) return { messageId: 'report.validation.option' };
      const least = question.minItems ?? 1;
      return answer.length >= least ? null : { messageId: 'report.validation.chooseAtLeast', values: { min: least } };
    }
    case 'boolean':
      return typeof answer === 'boolean' ? null : { messageId: 'report.validation.required' };
    case 'country':
      return Number.isInteger(numberOf(answer)) ? null : { messageId: 'report.validation.required' };
  }
}

/** The problems of a topic's asked questions, by question id (empty when the topic can be left). */
export function topicProblems(topic: Topic, answers: ReportAnswers, questionnaire: Questionnaire): AnswerProblems {
  const problems: AnswerProblems = {};
  const context: AnswerContext = { answers, questions: questionsById(questionnaire) };
  for (const question of askedQuestions(topic, answers, questionnaire)) {
    const problem = problemOf(question, answers[question.id], context);
    if (problem) problems[question.id] = problem;
  }
  return problems;
}

/** The first topic with a problem and its problems, or null when every topic can be sent. */
export function firstTopicWithProblems(questionnaire: Questionnaire, answers: ReportAnswers): { topic: TopicId; problems: AnswerProblems } | null {
  for (const topic of questionnaire.topics) {
    const problems = topicProblems(topic, answers, questionnaire);
    if (Object.keys(problems).length > 0) return { topic: topic.id, problems };
  }
  return null;
}

/**
 * What the server receives: the answers of the questions asked, in their types (numbers and the country's id as
 * numbers). Answers to
 * questions no longer asked (the visitor changed their mind) stay in the form but are not sent.
 */
export function answersToSend(questionnaire: Questionnaire, answers: ReportAnswers): SentAnswers {
  const sent: SentAnswers = {};
  for (const topic of questionnaire.topics) {
    for (const question of askedQuestions(topic, answers, questionnaire)) {
      const value = answers[question.id];
      if (value === undefined || isBlank(value)) continue;
      sent[question.id] = question.kind === 'number' || question.kind === 'country' ? numberOf(value) : value;
    }
  }
  return sent;
}

/** The topic a question belongs to (where the server's refusal of it is shown). */
export function topicOfQuestion(questionnaire: Questionnaire, questionId: string): TopicId | undefined {
  return questionnaire.topics.find((topic) => topic.questions.some((question) => question.id === questionId))?.id;
}

/** The topics before and after one, and its place (1-based) among them. */
export function topicPlace(questionnaire: Questionnaire, topicId: string): { index: number; previous?: TopicId; next?: TopicId } | null {
  const index = questionnaire.topics.findIndex((topic) => topic.id === topicId);
  if (index < 0) return null;
  return {
    index: index + 1,
    ...(index > 0 ? { previous: questionnaire.topics[index - 1]!.id } : {}),
    ...(index < questionnaire.topics.length - 1 ? { next: questionnaire.topics[index + 1]!.id } : {}),
  };
}

/** Answers read back from storage: only values of an answer's shape survive (storage is the visitor's to edit). */
export function cleanAnswers(raw: unknown): ReportAnswers {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const answers: ReportAnswers = {};
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) answers[id] = value;
    else if (Array.isArray(value) && value.every((each) => typeof each === 'string')) answers[id] = value as string[];
  }
  return answers;
}
