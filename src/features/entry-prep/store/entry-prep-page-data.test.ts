import { describe, expect, it } from 'vitest';
import { entryStepsPageData } from './entry-prep-page-data';
import { entryPrepSlice, entryStepsKey, entryStepsRequested } from './entry-prep-slice';

const request = (query: string, language: 'EN' | 'CN' | 'TC' = 'EN') => ({ searchParams: new URLSearchParams(query), language });

describe('entry steps page data', () => {
  it('asks for the steps of the URL choice in the interface language', () => {
    expect(entryStepsPageData(request('identity=hkMacao&timing=after', 'TC'), {})).toEqual([entryStepsRequested({ identity: 'hkMacao', timing: 'after' }, 'TC')]);
  });

  it('asks for nothing when the store holds them, or when the URL names no valid choice', () => {
    const held = entryPrepSlice.reducer(undefined, entryStepsRequested({ identity: 'foreigner', timing: 'before' }, 'CN'));
    expect(held.steps.key).toBe(entryStepsKey({ identity: 'foreigner', timing: 'before' }, 'CN'));
    expect(entryStepsPageData(request('identity=foreigner&timing=before', 'CN'), { entryPrep: held })).toEqual([]);
    // Another language is another request.
    expect(entryStepsPageData(request('identity=foreigner&timing=before', 'EN'), { entryPrep: held })).toHaveLength(1);
    expect(entryStepsPageData(request('identity=alien&timing=before'), {})).toEqual([]);
    expect(entryStepsPageData(request(''), {})).toEqual([]);
  });
});
