import type { Questionnaire, Report, ReportQuestion, Topic } from '../../api/reports-api';

/** The contract's questionnaire in short English (unit tests only): the ids, kinds, ranges and conditions that count. */
const yesNo = (id: string, extra: Partial<ReportQuestion> = {}): ReportQuestion => ({ id, label: id, kind: 'boolean', required: true, ...extra });
const single = (id: string, options: string[], extra: Partial<ReportQuestion> = {}): ReportQuestion => ({
  id,
  label: id,
  kind: 'single',
  required: true,
  options: options.map((option) => ({ id: option, label: option })),
  ...extra,
});
const number = (id: string, min: number, max: number, extra: Partial<ReportQuestion> = {}): ReportQuestion => ({ id, label: id, kind: 'number', required: true, min, max, ...extra });
const topic = (id: Topic['id'], questions: ReportQuestion[]): Topic => ({ id, title: `Topic ${id}`, intro: `About ${id}`, questions });
const running = { question: 'enterpriseRole', in: ['founding', 'running'] };

export const TEST_QUESTIONNAIRE: Questionnaire = {
  topics: [
    topic('profile', [
      single('identity', ['foreigner', 'hkMacao', 'mainland']),
      { id: 'nationality', label: 'nationality', kind: 'country', required: true, showIf: { question: 'identity', in: ['foreigner'] } },
      number('age', 16, 80),
    ]),
    topic('education', [
      single('degree', ['highSchool', 'bachelor', 'master', 'doctorate']),
      single('graduatedWithinYears', ['0-1', '2-3', '4-5', 'over5']),
      single('hsk', ['none', '1', '2', '3', '4', '5', '6']),
    ]),
    topic('work', [
      single('field', ['software', 'finance']),
      number('experienceYears', 0, 50),
      number('monthlySalary', 0, 1_000_000, { required: false }),
      yesNo('employerInZone'),
      number('socialInsuranceMonths', 0, 600, { required: false }),
      number('consecutiveMonths', 0, 600, { required: false, notAbove: 'socialInsuranceMonths' }),
    ]),
    topic('plans', [
      { id: 'goals', label: 'goals', kind: 'multi', required: true, minItems: 1, options: ['study', 'work', 'invest', 'live'].map((id) => ({ id, label: id })) },
      single('family', ['alone', 'partner', 'partnerChildren']),
      number('children', 0, 6, { showIf: { question: 'family', in: ['partnerChildren'] } }),
      single('entryTiming', ['before', 'after']),
    ]),
    topic('enterprise', [
      single('enterpriseRole', ['none', 'founding', 'running']),
      single('enterpriseClass', ['A', 'B', 'C', 'D'], { showIf: running }),
      yesNo('hongKongFunded', { showIf: running }),
      number('officeArea', 0, 100_000, { showIf: running }),
      single('entryYear', ['2021', '2022', '2023', 'later'], { showIf: running }),
      number('teamSize', 0, 50, { showIf: running, required: false }),
    ]),
  ],
};

/** Every topic answered, as the form holds it (numbers as typed). */
export const COMPLETE_ANSWERS = {
  identity: 'foreigner',
  nationality: '276',
  age: '31',
  degree: 'doctorate',
  graduatedWithinYears: '0-1',
  hsk: '4',
  field: 'software',
  experienceYears: '6',
  monthlySalary: '30000',
  employerInZone: true,
  socialInsuranceMonths: '3',
  consecutiveMonths: '3',
  goals: ['work', 'live'],
  family: 'alone',
  entryTiming: 'before',
  enterpriseRole: 'none',
};

export const TEST_REPORT: Report = {
  id: 'r4Nd0m1D',
  createdAt: '2026-03-16T04:00:00.000Z',
  shareUntil: '2026-04-15T04:00:00.000Z',
  language: 'EN',
  answers: {},
  profile: [{ label: 'Age', value: '31' }],
  benefits: [],
  services: [],
  events: [],
  jobs: [],
  entry: { identity: 'foreigner', timing: 'before', steps: [] },
  cost: { monthlyTotal: 6000, items: [], dataDate: '2022-11' },
};
