import { Type } from 'typebox';
import { CONTENT_LANGUAGES } from '../../db/schema/index.js';
import { EVENT_STATES } from '../../services/content/event-state.js';
import {
  DEFAULT_PAGE_SIZE,
  MAX_FILTER_VALUES,
  MAX_KEYWORD_LENGTH,
  MAX_PAGE,
  MAX_PAGE_SIZE,
} from '../../services/content/limits.js';
import { TAXONOMY } from '../../services/content/terms.js';
import {
  JOB_CATEGORIES,
  JOB_PAGE_SIZE_DEFAULT,
  JOB_PAGE_SIZE_MAX,
  JOB_SORTS,
  RECRUITMENT_TYPES,
  SALARY_RANGE_CODES,
} from '../../services/recruitment/job-codes.js';
import { APP_CATEGORIES, ENGLISH_INTERFACE, HKMACAO_TABS, ITH_INDUSTRIES, JOURNEY_STEPS, LIFE_TABS, SERVICE_TABS, TALENT_SCENES } from '../../content/seed-schema.js';

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

export const LanguageParam = Type.Optional(
  Type.Union(CONTENT_LANGUAGES.map((l) => Type.Literal(l)), { description: 'EN, CN or TC; default CN' }),
);
export const LanguageQuery = Type.Object({ language: LanguageParam });

/** Unknown codes are answered by the handler with a message listing the allowed ones, so only the form is checked here. */
const filter = (group: keyof typeof TAXONOMY) =>
  Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
      maxItems: MAX_FILTER_VALUES,
      description: `Repeat the parameter for several values (OR). One of: ${TAXONOMY[group].join(', ')}`,
    }),
  );

const paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'From 1; default 1' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `1 to ${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE}` }),
  ),
};

export const BenefitListQuery = Type.Object({
  language: LanguageParam,
  keyword: Type.Optional(
    Type.String({ maxLength: MAX_KEYWORD_LENGTH, description: 'Words to find in any language (Simplified or Traditional)' }),
  ),
  talentType: filter('talentType'),
  contentType: filter('contentType'),
  talentScene: filter('talentScene'),
  ...paging,
});

export const DocumentNo = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });
export const DetailQuery = Type.Object({ documentNo: DocumentNo, language: LanguageParam });

export const EventState = literals(EVENT_STATES);
export const EventListQuery = Type.Object({ state: Type.Optional(EventState), language: LanguageParam, ...paging });
export const EventDetailQuery = Type.Object({
  documentNo: DocumentNo,
  language: LanguageParam,
  state: Type.Optional(Type.String({ maxLength: 20, description: 'Tab the user came from; the answer carries the current state' })),
});

const Codes = Type.Array(Type.String());
const Iso = Type.String({ description: 'ISO 8601 instant (UTC)' });
const Served = Type.Union(CONTENT_LANGUAGES.map((l) => Type.Literal(l)), {
  description: 'Language of the text served (CN when the requested one is missing)',
});

export const HomeBenefitItem = Type.Object({
  poster: Type.String(),
  talent_category: Codes,
  documentNo: Type.String(),
  title: Type.String(),
});

export const TopEventItem = Type.Object({
  banner: Type.String(),
  title: Type.String(),
  location: Type.String(),
  documentNo: Type.String(),
  state: EventState,
  startsAt: Iso,
  endsAt: Iso,
});

export const LifeItem = Type.Object({
  key: Type.String(),
  banner: Type.String(),
  cn_label: Type.String(),
  en_label: Type.String(),
  tc_label: Type.String(),
  description: Type.String(),
});

export const HomeExtras = Type.Object({
  hero: Type.Union([
    Type.Object({ video: Type.String(), poster: Type.String(), slogan: Type.String(), subSlogan: Type.String() }),
    Type.Null(),
  ]),
  journeys: Type.Array(
    Type.Object({ scene: Type.String(), image: Type.String(), title: Type.String(), text: Type.String() }),
  ),
  hkMacaoTeaser: Type.Union([
    Type.Object({ image: Type.String(), title: Type.String(), text: Type.String(), cta: Type.String() }),
    Type.Null(),
  ]),
  usefulLinks: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), url: Type.String() })),
});

const TaxonomyOptions = Type.Array(Type.Object({ code: Type.String(), label: Type.String() }));
export const Taxonomy = Type.Object({
  talentType: TaxonomyOptions,
  contentType: TaxonomyOptions,
  talentScene: TaxonomyOptions,
  eventCategory: TaxonomyOptions,
});

const benefitSummaryFields = {
  documentNo: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  poster: Type.String(),
  talent_category: Codes,
  contentType: Type.String(),
  talentScene: Codes,
  tags: Codes,
  publishedAt: Type.Union([Iso, Type.Null()]),
  language: Served,
};
export const BenefitSummary = Type.Object(benefitSummaryFields);
export const BenefitDetail = Type.Object({
  ...benefitSummaryFields,
  body: Type.String({ description: 'Paragraphs separated by blank lines; **bold** marks lead-ins' }),
  amounts: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  eligibility: Codes,
  howToApply: Codes,
  contact: Type.Union([
    Type.Object({ office: Type.String(), phone: Type.String(), email: Type.String() }),
    Type.Null(),
  ]),
  updatedAt: Iso,
});

const eventItemFields = {
  documentNo: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  banner: Type.String(),
  location: Type.String(),
  state: EventState,
  startsAt: Iso,
  endsAt: Iso,
  timeZone: Type.String({ description: 'Zone the times are set in (Asia/Shanghai)' }),
  category: Type.String(),
  talent_category: Codes,
  language: Served,
};
export const EventItem = Type.Object(eventItemFields);
export const EventDetail = Type.Object({
  ...eventItemFields,
  body: Type.String(),
  address: Type.String(),
  organiser: Type.String(),
  mapQuery: Type.String({ description: 'Search text for a map link' }),
  tags: Codes,
  updatedAt: Iso,
});

export const pageOf = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });

export const AppGuideItem = Type.Object({
  documentNo: Type.String(),
  name: Type.String(),
  purpose: Type.String({ description: 'What a newcomer uses it for' }),
  officialUrl: Type.String({ description: "The app's official page (https)" }),
  englishInterface: literals(ENGLISH_INTERFACE),
  setupSteps: Type.Array(Type.String(), { description: 'Setting it up when arriving from abroad, in order' }),
  language: Served,
});
export const AppGuideCategory = Type.Object({
  category: literals(APP_CATEGORIES),
  apps: Type.Array(AppGuideItem),
});

export const ServiceTab = literals(SERVICE_TABS);
export const ServiceListQuery = Type.Object({
  tab: Type.Optional(ServiceTab),
  language: LanguageParam,
  keyword: Type.Optional(
    Type.String({ maxLength: MAX_KEYWORD_LENGTH, description: 'Words to find in any language (Simplified or Traditional)' }),
  ),
  talentType: filter('talentType'),
  ...paging,
});

const serviceSummaryFields = {
  documentNo: Type.String(),
  tab: ServiceTab,
  title: Type.String(),
  summary: Type.String(),
  talent_category: Codes,
  processingTime: Type.String(),
  fee: Type.String(),
  language: Served,
};
export const ServiceSummary = Type.Object(serviceSummaryFields);
export const ServiceDetail = Type.Object({
  ...serviceSummaryFields,
  body: Type.String({ description: 'Paragraphs separated by blank lines; **bold** marks lead-ins' }),
  bundles: Type.Array(Type.String(), { description: 'What the pack bundles, or what the service provides' }),
  whereToApply: Type.String(),
  howToApply: Codes,
  documents: Type.Array(Type.String(), { description: 'Documents to bring or upload' }),
  contact: Type.Union([Type.Object({ office: Type.String(), phone: Type.String(), email: Type.String() }), Type.Null()]),
  onlineUrl: Type.Union([Type.String(), Type.Null()], { description: 'Where to apply online, when one can' }),
  relatedBenefits: Type.Array(Type.Object({ documentNo: Type.String(), title: Type.String() })),
  relatedEvents: Type.Array(Type.Object({ documentNo: Type.String(), title: Type.String(), state: EventState })),
  updatedAt: Iso,
});

export const LifeTab = literals(LIFE_TABS);
export const LifeListQuery = Type.Object({ tab: Type.Optional(LifeTab), language: LanguageParam });
const Optional = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const lifeSummaryFields = {
  documentNo: Type.String(),
  tab: LifeTab,
  title: Type.String(),
  summary: Type.String(),
  banner: Type.String(),
  address: Optional('Places only'),
  openingHours: Optional('Places only'),
  priceRange: Optional('Places only'),
  mapQuery: Optional('Search text for a map link; places only'),
  language: Served,
};
export const LifeSummary = Type.Object(lifeSummaryFields);
export const LifeDetail = Type.Object({
  ...lifeSummaryFields,
  body: Type.String({ description: 'Paragraphs separated by blank lines; **bold** marks lead-ins' }),
  highlights: Type.Array(Type.String()),
  updatedAt: Iso,
});

export const HkMacaoListQuery = Type.Object({ tab: Type.Optional(literals(HKMACAO_TABS)), language: LanguageParam, ...paging });
export const HkMacaoTeaser = Type.Object({
  documentNo: Type.String(),
  section: literals(['benefit', 'service', 'event'] as const),
  title: Type.String(),
  summary: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  serviceTab: Type.Union([Type.String(), Type.Null()], { description: 'Services: the services tab it belongs to' }),
  state: Type.Union([EventState, Type.Null()], { description: 'Events: their state now' }),
  startsAt: Type.Union([Iso, Type.Null()], { description: 'Events: when they start' }),
  language: Served,
});
export const HkMacaoGuideSummary = Type.Object({ documentNo: Type.String(), title: Type.String(), summary: Type.String(), language: Served });
export const HkMacaoGuide = Type.Object({
  documentNo: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String({ description: 'Paragraphs separated by blank lines; **bold** marks lead-ins' }),
  keyPoints: Type.Array(Type.String()),
  steps: Type.Array(Type.String()),
  related: Type.Array(HkMacaoTeaser),
  language: Served,
  updatedAt: Iso,
});

export const JourneyQuery = Type.Object({ scene: literals(TALENT_SCENES), language: LanguageParam });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
export const Journey = Type.Object({
  scene: literals(TALENT_SCENES),
  steps: Type.Array(
    Type.Object({
      step: literals(JOURNEY_STEPS),
      title: Type.String(),
      text: Type.String(),
      links: Type.Array(
        Type.Object({
          kind: literals(['benefit', 'service', 'life', 'route'] as const),
          documentNo: Nullable(Type.String()),
          title: Nullable(Type.String({ description: "The document's title; pages are named by the app" })),
          tab: Nullable(Type.String({ description: 'Services and life entries: the tab they belong to' })),
          route: Nullable(Type.String({ description: 'A page of the app, by route name' })),
          active: Type.Union([Type.Integer(), Type.Null()], { description: 'The tab of that page' }),
        }),
      ),
      language: Served,
    }),
  ),
});

export const IthPage = Type.Object({
  name: Type.String(),
  intro: Type.String(),
  address: Type.String(),
  openingHours: Type.String(),
  mapQuery: Type.String({ description: 'Search text for a map link' }),
  floors: Type.Array(
    Type.Object({
      floor: Type.Integer(),
      picture: Type.String({ description: 'Site path of the fallback JPEG; -480/-960 .avif/.webp beside it' }),
      name: Type.String(),
      holds: Type.String(),
      openingHours: Type.String(),
    }),
  ),
  industries: Type.Array(Type.Object({ code: literals(ITH_INDUSTRIES), label: Type.String() })),
  enterprises: Type.Array(
    Type.Object({
      documentNo: Type.String(),
      name: Type.String(),
      intro: Type.String(),
      industry: literals(ITH_INDUSTRIES),
      floor: Type.Integer(),
      mark: Type.String({ description: 'Letters of its drawn logo' }),
      color: Type.String({ description: 'Colour of its drawn logo (#rrggbb)' }),
      website: Type.String(),
    }),
  ),
  language: Served,
  updatedAt: Iso,
});

export const AboutPage = Type.Object({
  glance: Type.String({ description: 'Paragraphs separated by blank lines' }),
  figures: Type.Array(Type.Object({ key: Type.String(), value: Type.String(), label: Type.String() })),
  sections: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), body: Type.String() })),
  serviceHall: Type.Object({
    name: Type.String(),
    address: Type.String(),
    openingHours: Type.String(),
    transport: Type.Array(Type.String()),
    mapQuery: Type.String({ description: 'Search text for a map link' }),
  }),
  language: Served,
  updatedAt: Iso,
});

const codeList = (name: string, codes: readonly string[]) =>
  Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
      maxItems: MAX_FILTER_VALUES,
      description: `Repeat the parameter for several ${name} (OR). One of: ${codes.join(', ')}`,
    }),
  );

export const JobListQuery = Type.Object({
  language: LanguageParam,
  keyword: Type.Optional(
    Type.String({
      maxLength: MAX_KEYWORD_LENGTH,
      description: 'Words to find in the title, company or description, in any language (Simplified or Traditional)',
    }),
  ),
  category: codeList('categories', JOB_CATEGORIES),
  salary: Type.Optional(
    Type.Union(
      SALARY_RANGE_CODES.map((code) => Type.Literal(code)),
      { description: 'Monthly RMB range the salary overlaps: lt10k, 10to20k, 20to30k, 30to50k, gte50k; negotiable jobs match none' },
    ),
  ),
  type: codeList('recruitment types', RECRUITMENT_TYPES),
  sort: Type.Optional(literals(JOB_SORTS)),
  page: paging.page,
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: JOB_PAGE_SIZE_MAX, description: `1 to ${JOB_PAGE_SIZE_MAX}; default ${JOB_PAGE_SIZE_DEFAULT}` }),
  ),
});

const Salary = Type.Union([Type.Integer(), Type.Null()], { description: 'Monthly RMB; null when negotiable' });
const jobSummaryFields = {
  documentNo: Type.String(),
  title: Type.String(),
  company: Type.String({ description: "The enterprise's name in the language served" }),
  enterpriseNo: Type.String({ description: 'ITH-0001 … (the International Talent Hub enterprise)' }),
  category: Type.String({ description: `One of: ${JOB_CATEGORIES.join(', ')}` }),
  recruitmentType: Type.String({ description: `One of: ${RECRUITMENT_TYPES.join(', ')}` }),
  salaryMin: Salary,
  salaryMax: Salary,
  workplace: Type.String({ description: 'Where the work is, at district level' }),
  recruits: Type.Integer({ minimum: 1, description: 'Number of people hired' }),
  postedAt: Iso,
  closesAt: Iso,
  closed: Type.Boolean({ description: 'The closing date has passed: readable, but no longer takes applications' }),
  language: Served,
};
export const JobSummary = Type.Object(jobSummaryFields);
export const JobDetail = Type.Object({
  ...jobSummaryFields,
  description: Type.String({ description: 'Paragraphs separated by blank lines' }),
  workContent: Type.Array(Type.String()),
  benefits: Type.Array(Type.String()),
  address: Type.String(),
  mapQuery: Type.String({ description: 'Search text for a map link' }),
  enterpriseIntro: Type.String(),
  similar: Type.Array(JobSummary, { maxItems: 4, description: 'Open jobs, same category first; never the job itself' }),
});
