import { describe, expect, it } from 'vitest';
import { checklistKey, choiceOf, inStepOrder, partialChoiceOf, pickerPath, stepsPath } from './entry-choice';

const params = (query: string) => new URLSearchParams(query);

describe('the entry choice in the URL', () => {
  it.each([
    { query: 'identity=foreigner&timing=before', choice: { identity: 'foreigner', timing: 'before' } },
    { query: 'timing=after&identity=hkMacao&language=TC', choice: { identity: 'hkMacao', timing: 'after' } },
    { query: '', choice: null },
    { query: 'identity=foreigner', choice: null },
    { query: 'identity=mainland&timing=before', choice: null },
    { query: 'identity=FOREIGNER&timing=before', choice: null },
    { query: 'identity=foreigner&timing=during', choice: null },
    { query: 'identity=%3Cscript%3E&timing=after', choice: null },
  ])('reads "$query" as $choice', ({ query, choice }) => {
    expect(choiceOf(params(query))).toEqual(choice);
  });

  it('keeps the valid half of a partly wrong URL for the picker', () => {
    expect(partialChoiceOf(params('identity=hkMacao&timing=someday'))).toEqual({ identity: 'hkMacao' });
    expect(pickerPath(partialChoiceOf(params('identity=nobody&timing=after')))).toBe('/pages/preparationforentry?timing=after');
    expect(pickerPath()).toBe('/pages/preparationforentry');
  });

  it('builds the steps address and the checklist key of a choice', () => {
    expect(stepsPath({ identity: 'hkMacao', timing: 'before' })).toBe('/pages/preparationforentry/step?identity=hkMacao&timing=before');
    expect(checklistKey({ identity: 'foreigner', timing: 'after' })).toBe('foreigner:after');
  });

  it('orders ticks as the steps, once each, dropping ids that are no step', () => {
    expect(inStepOrder(['a', 'b', 'c', 'd'], ['d', 'b', 'gone'], ['b', 'a'])).toEqual(['a', 'b', 'd']);
    expect(inStepOrder(['a'], [])).toEqual([]);
  });
});
