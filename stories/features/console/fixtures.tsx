import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { IntlProvider, useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react';
import en from '@locales/en.json?console';
import zhHans from '@locales/zh-Hans.json?console';
import zhHant from '@locales/zh-Hant.json?console';
import type { ApplicationStatus, ConsoleApplication, ConsoleJob } from '@/features/console/api/console-api';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';
import { languageOf } from '../../fixtures/content';

const consoleMessages: Record<Language, Record<string, string>> = { EN: en, CN: zhHans, TC: zhHant };

function WithMessages({ extra, children }: { extra: Record<string, string>; children: ReactNode }) {
  const outer = useIntl();
  return (
    <IntlProvider locale={outer.locale} defaultLocale={outer.defaultLocale} messages={{ ...(outer.messages as Record<string, string>), ...extra }} onError={outer.onError}>
      {children}
    </IntlProvider>
  );
}

/**
 * The console's messages on top of the preview's, as the console page adds them: a production build (the static
 * Storybook) leaves `console.*` out of the plain locale imports, so they come from `?console` here too.
 */
export const withConsoleMessages: Decorator = (Story, { globals }) => (
  <WithMessages extra={consoleMessages[languageOf(globals)]}>
    <Story />
  </WithMessages>
);

/** The console's grey page with the screen's padding, for pieces shown without the bar. */
export const withConsolePage: Decorator = (Story) => (
  <Box bg="bg.subtle" minH="100dvh" px={{ base: '4', md: '6' }} py="8">
    <Box maxW="7xl" mx="auto">
      <Story />
    </Box>
  </Box>
);

const JOBS: Record<Language, string[]> = {
  EN: ['Senior Frontend Engineer', 'Data Analyst (Graduate Programme)', 'Brand Marketing Manager'],
  CN: ['高级前端工程师', '数据分析师（校园招聘）', '品牌市场经理'],
  TC: ['高級前端工程師', '數據分析師（校園招聘）', '品牌市場經理'],
};

const COMPANY: Record<Language, string> = { EN: 'Qianhai Cloud Technology', CN: '前海云科技', TC: '前海雲科技' };

export const sampleJobs = (language: Language): ConsoleJob[] =>
  JOBS[language].map((title, index) => ({ documentNo: `JOB-000${index + 1}`, title, enterpriseNo: 'ITH-0007' }));

const APPLICANTS = [
  { name: 'Ada', email: 'ada.lovelace@example.org', file: 'Ada Lovelace CV.pdf', type: 'pdf', size: 482_133 },
  { name: 'Chen', email: 'chen.wei@example.com', file: '陈伟-简历.docx', type: 'docx', size: 1_873_402 },
  { name: 'Maria', email: 'maria.schmidt@example.de', file: 'maria-schmidt-resume.pdf', type: 'pdf', size: 6 * 1024 * 1024 },
  { name: 'Kenji', email: 'kenji@example.jp', file: 'portfolio.png', type: 'png', size: 2_311_980 },
  { name: 'Léa', email: 'lea.martin@example.fr', file: 'CV Léa Martin.doc', type: 'doc', size: 96_000 },
] as const;

const STATUSES: ApplicationStatus[] = ['delivered', 'viewed', 'shortlisted', 'notSelected', 'withdrawn'];

/** One application per status, in the language's job titles (the server answers in the request's language). */
export function sampleApplications(language: Language): ConsoleApplication[] {
  return APPLICANTS.map((applicant, index) => ({
    id: 101 + index,
    jobNo: `JOB-000${(index % 3) + 1}`,
    jobTitle: JOBS[language][index % 3]!,
    enterpriseNo: 'ITH-0007',
    company: COMPANY[language],
    status: STATUSES[index]!,
    applicantName: applicant.name,
    applicantEmail: applicant.email,
    fileName: applicant.file,
    fileType: applicant.type,
    fileSize: applicant.size,
    deliveredAt: `2026-11-${String(20 - index).padStart(2, '0')}T0${index + 1}:30:00.000Z`,
    updatedAt: `2026-11-${String(21 - index).padStart(2, '0')}T10:05:00.000Z`,
    note: index === 2 ? 'Strong portfolio; ask about the notice period.' : '',
  }));
}

export const samplePage = (language: Language, page = 1, total = 5): Page<ConsoleApplication> => ({
  list: sampleApplications(language),
  total,
  page,
  pageSize: 5,
});

export const sampleApplication = (language: Language, status: ApplicationStatus): ConsoleApplication =>
  sampleApplications(language).find((application) => application.status === status)!;
