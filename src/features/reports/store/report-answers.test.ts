import { describe, expect, it } from 'vitest';
import type { ReportAnswers } from '../api/reports-api';
import {
  answersToSend,
  askedQuestions,
  cleanAnswers,
  firstTopicWithProblems,
  numberOf,
  problemOf,
  topicOfQuestion,
  topicPlace,
  topicProblems,
} from './report-answers';
import { COMPLETE_ANSWERS, TEST_QUESTIONNAIRE } from './test-support/questionnaire';

const topic = (id: string) => TEST_QUESTIONNAIRE.topics.find((each) => each.id === id)!;
const question = (id: string) => TEST_QUESTIONNAIRE.topics.flatMap((each) => each.questions).find((each) => each.id === id)!;
const ids = (answers: ReportAnswers, topicId: string) => askedQuestions(topic(topicId), answers, TEST_QUESTIONNAIRE).map((each) => each.id);

describe('which questions are asked', () => {
  it('asks the nationality of a foreigner only', () => {
    expect(ids({ identity: 'foreigner' }, 'profile')).toEqual(['identity', 'nationality', 'age']);
    expect(ids({ identity: 'hkMacao' }, 'profile')).toEqual(['identity', 'age']);
    expect(ids({}, 'profile')).toEqual(['identity', 'age']);
  });

  it('asks about the enterprise only of someone founding or running one', () => {
    expect(ids({ enterpriseRole: 'none' }, 'enterprise')).toEqual(['enterpriseRole']);
    expect(ids({ enterpriseRole: 'running' }, 'enterprise')).toHaveLength(6);
  });

  it('asks how many children only when children come along', () => {
    expect(ids({ family: 'partner' }, 'plans')).not.toContain('children');
    expect(ids({ family: 'partnerChildren' }, 'plans')).toContain('children');
  });
});

describe('what a valid answer is (mirroring the server)', () => {
  it.each([
    ['age', undefined, 'report.validation.required'],
    ['age', '', 'report.validation.required'],
    ['age', '  ', 'report.validation.required'],
    ['age', '15', 'report.validation.range'],
    ['age', '16', null],
    ['age', '80', null],
    ['age', '81', 'report.validation.range'],
    ['age', '35.5', 'report.validation.wholeNumber'],
    ['age', 'thirty', 'report.validation.wholeNumber'],
    ['age', 35, null],
    ['socialInsuranceMonths', '0', null],
    ['socialInsuranceMonths', '-1', 'report.validation.range'],
    ['socialInsuranceMonths', '601', 'report.validation.range'],
    ['teamSize', undefined, null],
    ['teamSize', '51', 'report.validation.range'],
    ['degree', 'doctorate', null],
    ['degree', 'phd', 'report.validation.option'],
    ['goals', [], 'report.validation.chooseSome'],
    ['goals', ['work'], null],
    ['goals', ['work', 'fly'], 'report.validation.option'],
    ['employerInZone', true, null],
    ['employerInZone', false, null],
    ['employerInZone', undefined, 'report.validation.required'],
    ['nationality', '276', null],
    ['nationality', 'Germany', 'report.validation.required'],
    ['nationality', undefined, 'report.validation.required'],
  ] as const)('%s = %j → %s', (id, value, expected) => {
    const problem = problemOf(question(id), value as never);
    expect(problem && 'messageId' in problem ? problem.messageId : problem).toBe(expected);
  });

  it('keeps the consecutive months within the months of social insurance', () => {
    const work = topic('work');
    const answers = { ...COMPLETE_ANSWERS, socialInsuranceMonths: '12', consecutiveMonths: '13' };
    expect(topicProblems(work, answers, TEST_QUESTIONNAIRE)).toEqual({
      consecutiveMonths: { messageId: 'report.validation.notAbove', values: { other: 'socialInsuranceMonths' } },
    });
    expect(topicProblems(work, { ...answers, consecutiveMonths: '12' }, TEST_QUESTIONNAIRE)).toEqual({});
    // Without a valid ceiling there is nothing to compare with (the other question has its own problem, or none).
    expect(topicProblems(work, { ...answers, socialInsuranceMonths: undefined as never }, TEST_QUESTIONNAIRE)).toEqual({});
  });

  it('asks for at least the number of choices a question names', () => {
    const goals = { ...question('goals'), minItems: 2 };
    expect(problemOf(goals, ['work'])).toEqual({ messageId: 'report.validation.chooseAtLeast', values: { min: 2 } });
    expect(problemOf(goals, ['work', 'live'])).toBeNull();
    expect(problemOf({ ...goals, required: false }, [])).toBeNull();
  });

  it('counts from 0 when a number question names no minimum, like the server', () => {
    const open = { ...question('teamSize'), min: undefined, max: undefined };
    expect(problemOf(open, '-1')).toEqual({ messageId: 'report.validation.min', values: { min: 0 } });
    expect(problemOf(open, '123456')).toBeNull();
  });

  it('names the range in the message', () => {
    expect(problemOf(question('age'), '90')).toEqual({ messageId: 'report.validation.range', values: { min: 16, max: 80 } });
  });

  it('reads whole numbers only', () => {
    expect(numberOf(' 42 ')).toBe(42);
    expect(numberOf('4e2')).toBeNaN();
    expect(numberOf('0x10')).toBeNaN();
  });

  it('checks only the questions asked in a topic', () => {
    expect(topicProblems(topic('profile'), { identity: 'hkMacao', age: '30' }, TEST_QUESTIONNAIRE)).toEqual({});
    expect(Object.keys(topicProblems(topic('profile'), { identity: 'foreigner', age: '30' }, TEST_QUESTIONNAIRE))).toEqual(['nationality']);
  });

  it('finds the first topic with a problem', () => {
    expect(firstTopicWithProblems(TEST_QUESTIONNAIRE, COMPLETE_ANSWERS)).toBeNull();
    const { age: _age, hsk: _hsk, ...missing } = COMPLETE_ANSWERS;
    expect(firstTopicWithProblems(TEST_QUESTIONNAIRE, { ...missing, hsk: '4' })).toEqual({
      topic: 'profile',
      problems: { age: { messageId: 'report.validation.required' } },
    });
  });
});

describe('what is sent', () => {
  it('sends numbers as numbers and leaves out the answers of questions no longer asked', () => {
    const sent = answersToSend(TEST_QUESTIONNAIRE, { ...COMPLETE_ANSWERS, identity: 'hkMacao', children: '2', enterpriseClass: 'A' });
    expect(sent.age).toBe(31);
    expect(sent.monthlySalary).toBe(30000);
    expect(sent).not.toHaveProperty('nationality');
    expect(sent).not.toHaveProperty('children');
    expect(sent).not.toHaveProperty('enterpriseClass');
    expect(sent.goals).toEqual(['work', 'live']);
    expect(sent.employerInZone).toBe(true);
  });

  it('sends the country id as a number and leaves out unanswered optional questions', () => {
    const sent = answersToSend(TEST_QUESTIONNAIRE, { ...COMPLETE_ANSWERS, nationality: '276', enterpriseRole: 'running', teamSize: '' });
    expect(sent.nationality).toBe(276);
    expect(sent).not.toHaveProperty('teamSize');
  });
});

describe('moving between topics', () => {
  it('knows each topic’s place and neighbours', () => {
    expect(topicPlace(TEST_QUESTIONNAIRE, 'profile')).toEqual({ index: 1, next: 'education' });
    expect(topicPlace(TEST_QUESTIONNAIRE, 'work')).toEqual({ index: 3, previous: 'education', next: 'plans' });
    expect(topicPlace(TEST_QUESTIONNAIRE, 'enterprise')).toEqual({ index: 5, previous: 'plans' });
    expect(topicPlace(TEST_QUESTIONNAIRE, 'hobbies')).toBeNull();
    expect(topicOfQuestion(TEST_QUESTIONNAIRE, 'hsk')).toBe('education');
    expect(topicOfQuestion(TEST_QUESTIONNAIRE, 'shoeSize')).toBeUndefined();
  });
});

describe('answers read back from storage', () => {
  it('keeps only values of an answer’s shape', () => {
    expect(cleanAnswers({ a: 'x', b: 3, c: true, d: ['p', 'q'], e: { x: 1 }, f: [1], g: null, h: Number.NaN })).toEqual({ a: 'x', b: 3, c: true, d: ['p', 'q'] });
    expect(cleanAnswers('nonsense')).toEqual({});
    expect(cleanAnswers([1, 2])).toEqual({});
  });
});
