import { describe, expect, it } from 'vitest';
import { reportStepHead, reportStepPageData, reportsPageData } from './reports-page-data';
import { questionnaireRequested, reportRequested, reportsSlice, type ReportsState } from './reports-slice';

const request = (search: string, language: 'EN' | 'CN' | 'TC' = 'EN') => ({ searchParams: new URLSearchParams(search), language });
const holding = (patch: Partial<ReportsState>) => ({ reports: { ...reportsSlice.getInitialState(), ...patch } });

describe('the report pages’ data', () => {
  it('asks for the questionnaire in the page’s language, unless the store holds it', () => {
    expect(reportsPageData(request(''), {})).toEqual([questionnaireRequested('EN')]);
    expect(reportStepPageData(request('topic=work', 'TC'), {})).toEqual([questionnaireRequested('TC')]);
    const held = holding({ questionnaire: { status: 'ready', key: 'TC', data: { topics: [] } } });
    expect(reportStepPageData(request('topic=work', 'TC'), held)).toEqual([]);
    expect(reportStepPageData(request('topic=work', 'CN'), held)).toEqual([questionnaireRequested('CN')]);
  });

  it('asks for a shared report in the page’s language, again after a language switch', () => {
    expect(reportStepPageData(request('report=abc123', 'CN'), {})).toEqual([reportRequested('abc123', 'CN')]);
    const held = holding({ report: { status: 'ready', key: 'abc123|CN', data: undefined } });
    expect(reportStepPageData(request('report=abc123', 'CN'), held)).toEqual([]);
    expect(reportStepPageData(request('report=abc123', 'EN'), held)).toEqual([reportRequested('abc123', 'EN')]);
    expect(reportStepPageData(request('report=%20%20&topic=plans'), {})).toEqual([questionnaireRequested('EN')]);
  });

  it('keeps a report out of search engines and the page cache, but not the questionnaire', () => {
    expect(reportStepHead(request('report=abc123'), {})).toEqual({ personal: true });
    expect(reportStepHead(request('topic=profile'), {})).toBeUndefined();
  });
});
