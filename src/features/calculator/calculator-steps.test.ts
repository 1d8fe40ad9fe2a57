import { describe, expect, it } from 'vitest';
import type { CalculatorQuestion } from './api/calculator-api';
import {
  calculatorStepHref,
  estimateKey,
  introHref,
  nextStepOf,
  previousHrefOf,
  readCalculatorStep,
  startOverHref,
} from './calculator-steps';

const question = (id: string, ...options: string[]): CalculatorQuestion => ({ id, title: `${id}?`, options: options.map((option) => ({ id: option, label: option })) });
const QUESTIONS = [question('district', 'hub', 'harbour'), question('housing', 'talentStudio', 'oneBed'), question('food', 'homeCooking', 'mixed')];
const read = (search: string) => readCalculatorStep(QUESTIONS, new URLSearchParams(search));
const BASE = '/pages/calculator/question';

describe('reading the calculator’s URL', () => {
  it('shows the first question without a step, answers kept', () => {
    expect(read('')).toMatchObject({ kind: 'question', index: 0, answers: {} });
    expect(read('housing=oneBed')).toMatchObject({ kind: 'question', index: 0, answers: { housing: 'oneBed' } });
  });

  it('shows a question once every earlier one is answered, keeping later answers', () => {
    expect(read('step=food&district=hub&housing=oneBed')).toMatchObject({ kind: 'question', index: 2, question: { id: 'food' } });
    expect(read('step=housing&district=hub&food=mixed')).toMatchObject({ kind: 'question', index: 1, answers: { district: 'hub', food: 'mixed' } });
  });

  it('shows the result with every answer, monthly unless the view says annual', () => {
    const all = 'district=hub&housing=oneBed&food=mixed';
    expect(read(`step=result&${all}`)).toEqual({ kind: 'result', answers: { district: 'hub', housing: 'oneBed', food: 'mixed' }, view: 'monthly' });
    expect(read(`step=result&${all}&view=annual`)).toMatchObject({ kind: 'result', view: 'annual' });
    expect(read(`step=result&${all}&view=weekly`)).toMatchObject({ kind: 'result', view: 'monthly' });
    // Other parameters (the language, a campaign tag) are no answers and do no harm.
    expect(read(`step=result&${all}&language=TC&utm_source=mail`)).toMatchObject({ kind: 'result' });
  });

  it.each([
    { name: 'a missing earlier answer', search: 'step=food&district=hub', reason: 'missingAnswer', question: 'housing', resume: 'housing', answers: { district: 'hub' } },
    { name: 'a result before the last answer', search: 'step=result&district=hub&housing=oneBed', reason: 'missingAnswer', question: 'food', resume: 'food', answers: { district: 'hub', housing: 'oneBed' } },
    { name: 'an unknown option', search: 'step=food&district=castle&housing=oneBed', reason: 'unknownOption', question: 'district', resume: 'district', answers: { housing: 'oneBed' } },
    { name: 'an unknown option of a later question', search: 'step=district&food=caviar', reason: 'unknownOption', question: 'food', resume: 'food', answers: {} },
    { name: 'an unknown step', search: 'step=pets&district=hub', reason: 'unknownStep', resume: 'housing', answers: { district: 'hub' } },
    { name: 'an unknown step with every answer', search: 'step=summary&district=hub&housing=oneBed&food=mixed', reason: 'unknownStep', resume: 'result', answers: { district: 'hub', housing: 'oneBed', food: 'mixed' } },
  ])('explains $name and offers the way back', ({ search, reason, question: asked, resume, answers }) => {
    const step = read(search);
    expect(step).toMatchObject({ kind: 'invalid', problem: { reason }, resume, answers });
    if (asked && step.kind === 'invalid' && step.problem.reason !== 'unknownStep') expect(step.problem.question.id).toBe(asked);
  });
});

describe('writing the calculator’s URLs', () => {
  it('puts the step first and the answers in page order, whatever order they came in', () => {
    expect(calculatorStepHref(QUESTIONS, 'food', { housing: 'oneBed', district: 'hub' })).toBe(`${BASE}?step=food&district=hub&housing=oneBed`);
    expect(calculatorStepHref(QUESTIONS, 'result', { food: 'mixed', district: 'hub', housing: 'oneBed' }, 'annual')).toBe(
      `${BASE}?step=result&district=hub&housing=oneBed&food=mixed&view=annual`,
    );
    expect(calculatorStepHref(QUESTIONS, 'result', { district: 'hub' }, 'monthly')).toBe(`${BASE}?step=result&district=hub`);
  });

  it('goes on to the next question, then the result; back to the previous one, then the intro', () => {
    expect([0, 1, 2].map((index) => nextStepOf(QUESTIONS, index))).toEqual(['housing', 'food', 'result']);
    expect(previousHrefOf(QUESTIONS, 2, { district: 'hub', housing: 'oneBed', food: 'mixed' })).toBe(`${BASE}?step=housing&district=hub&housing=oneBed&food=mixed`);
    expect(previousHrefOf(QUESTIONS, 0, { district: 'hub' })).toBe('/pages/calculator?district=hub');
    expect(introHref(QUESTIONS, {})).toBe('/pages/calculator');
  });

  it('starts over at the first question with no answers', () => {
    expect(startOverHref(QUESTIONS)).toBe(`${BASE}?step=district`);
  });

  it('keys an estimate by language and answers in page order', () => {
    expect(estimateKey(QUESTIONS, { food: 'mixed', district: 'hub', housing: 'oneBed' }, 'TC')).toBe('TC?district=hub&housing=oneBed&food=mixed');
  });
});
