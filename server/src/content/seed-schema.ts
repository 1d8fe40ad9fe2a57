import { readFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Type, { type Static, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { JOB_CATEGORIES, RECRUITMENT_TYPES } from '../services/recruitment/job-codes.js';

/*
 * Schemas of the committed seed content (server/src/content/seed-data/*.json) and the loader that validates it.
 * Language keys are the spec's codes (EN, CN, TC); the zh-Hant (TC) text is Hong Kong Traditional Chinese.
 *
 * Number formats used in the content (the policy-figure test depends on them):
 * - EN: thousands separated by commas ("100,000 yuan"); whole millions in words ("1 million yuan", "30 million yuan").
 * - CN / TC: amounts of 10,000 or more in 万 / 萬 ("10万元", "3000万元"); smaller amounts plain ("1000元"); no
 *   thousands separators; percentages without a space ("15%").
 * - TC uses the Hong Kong standard glyphs that opencc's Simplified→HK conversion produces (税, 户, 週歲), so a
 *   conversion round trip leaves it unchanged.
 */

export const SEED_LANGUAGES = ['EN', 'CN', 'TC'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/** The 6 talent types of spec §9. */
export const TALENT_CATEGORIES = [
  'topTalent',
  'youngProfessional',
  'entrepreneur',
  'student',
  'hkMacaoResident',
  'foreignExpert',
] as const;
export const CONTENT_TYPES = ['policy', 'subsidy', 'housing', 'tax', 'startup', 'service'] as const;
export const TALENT_SCENES = ['study', 'work', 'invest', 'life'] as const;
export const EVENT_CATEGORIES = ['forum', 'fair', 'workshop', 'networking', 'culture', 'sports'] as const;

export type TalentCategory = (typeof TALENT_CATEGORIES)[number];
export type ContentType = (typeof CONTENT_TYPES)[number];
export type TalentScene = (typeof TALENT_SCENES)[number];
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Seed dates and times are China time; China has had no daylight saving since 1991, so the offset is fixed. */
export const SEED_TIME_ZONE = 'Asia/Shanghai';
const CHINA_UTC_OFFSET = '+08:00';

export const Text = Type.String({ minLength: 1, pattern: '\\S' });
const Strict = { additionalProperties: false } as const;

const byLanguage = <T extends TSchema>(schema: T) =>
  Type.Object({ EN: schema, CN: schema, TC: schema }, Strict);

const imagePath = (section: string) =>
  Type.String({ pattern: `^/content/${section}/[a-z0-9-]+\\.(jpg|png|svg)$` });

export const LabelSet = byLanguage(Text);
const TaxonomyEntry = <T extends readonly string[]>(codes: T) =>
  Type.Object({ code: Type.Enum(codes), labels: LabelSet }, Strict);

export const TaxonomySchema = Type.Object(
  {
    talentCategories: Type.Array(TaxonomyEntry(TALENT_CATEGORIES)),
    contentTypes: Type.Array(TaxonomyEntry(CONTENT_TYPES)),
    talentScenes: Type.Array(TaxonomyEntry(TALENT_SCENES)),
    eventCategories: Type.Array(TaxonomyEntry(EVENT_CATEGORIES)),
  },
  Strict,
);

const Contact = Type.Object(
  {
    office: Text,
    phone: Type.String({ pattern: '^[0-9+() -]{7,24}$' }),
    email: Type.String({ pattern: '^[a-z0-9.-]+@[a-z0-9.-]+\\.example\\.org$' }),
  },
  Strict,
);

export const BenefitTranslation = Type.Object(
  {
    title: Text,
    summary: Text,
    body: Text,
    amounts: Type.Array(Type.Object({ label: Text, value: Text }, Strict)),
    eligibility: Type.Array(Text, { minItems: 1 }),
    howToApply: Type.Array(Text, { minItems: 1 }),
    contact: Contact,
  },
  Strict,
);

export const BenefitSchema = Type.Object(
  {
    documentNo: Type.String({ pattern: '^BEN-20[0-9]{2}-[0-9]{4}$' }),
    talent_category: Type.Array(Type.Enum(TALENT_CATEGORIES), { minItems: 1, uniqueItems: true }),
    contentType: Type.Enum(CONTENT_TYPES),
    talentScene: Type.Array(Type.Enum(TALENT_SCENES), { minItems: 1, uniqueItems: true }),
    publishedAt: Type.String({ pattern: '^20[0-9]{2}-[01][0-9]-[0-3][0-9]$' }),
    /** Position on the home benefits strip (spec: first 4 shown); absent means "after the ranked ones". */
    homeRank: Type.Optional(Type.Integer({ minimum: 1 })),
    tags: Type.Array(Type.String({ pattern: '^[a-z0-9-]+$' }), { minItems: 1, uniqueItems: true }),
    poster: imagePath('benefits'),
    translations: byLanguage(BenefitTranslation),
  },
  Strict,
);
export const BenefitsFileSchema = Type.Object({ benefits: Type.Array(BenefitSchema) }, Strict);

const ClockTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });

/** Event times relative to the seeding date (China time), so upcoming, on-going and past are never empty. */
export const EventScheduleSchema = Type.Object(
  {
    startOffsetDays: Type.Integer(),
    startTime: ClockTime,
    endOffsetDays: Type.Integer(),
    endTime: ClockTime,
  },
  Strict,
);

export const EventTranslation = Type.Object(
  {
    title: Text,
    summary: Text,
    body: Text,
    location: Text,
    address: Text,
    organiser: Text,
  },
  Strict,
);

export const EventSchema = Type.Object(
  {
    documentNo: Type.String({ pattern: '^EVT-[0-9]{4}$' }),
    category: Type.Enum(EVENT_CATEGORIES),
    talent_category: Type.Array(Type.Enum(TALENT_CATEGORIES), { minItems: 1, uniqueItems: true }),
    schedule: EventScheduleSchema,
    banner: imagePath('events'),
    /** Query for a map link; Chinese, because that is what local map services resolve best. */
    mapQuery: Text,
    tags: Type.Array(Type.String({ pattern: '^[a-z0-9-]+$' }), { minItems: 1, uniqueItems: true }),
    translations: byLanguage(EventTranslation),
  },
  Strict,
);
export const EventsFileSchema = Type.Object({ events: Type.Array(EventSchema) }, Strict);

/** Spec §3 "life or why-the-zone item": banner, cn_label, en_label, tc_label — plus a short description. */
export const WhyZoneItemSchema = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    banner: imagePath('why-zone'),
    cn_label: Text,
    en_label: Text,
    tc_label: Text,
    description: LabelSet,
  },
  Strict,
);
export const WhyZoneFileSchema = Type.Object({ items: Type.Array(WhyZoneItemSchema) }, Strict);

/** The nine categories of the apps guide (spec §2), in the spec's order. */
export const APP_CATEGORIES = [
  'social',
  'commute',
  'travel',
  'shopping',
  'food',
  'housing',
  'jobs',
  'entertainment',
  'logistics',
] as const;
/** Each category lists at least this many apps. */
export const MIN_APPS_PER_CATEGORY = 4;
/** Whether an app can be used in English: throughout, on some screens (or in an international edition), or not. */
export const ENGLISH_INTERFACE = ['full', 'partial', 'none'] as const;

/** One app of the apps guide: what a newcomer uses it for, and how to set it up when arriving from abroad. */
export const AppSchema = Type.Object(
  {
    documentNo: Type.String({ pattern: '^APP-[0-9]{4}$' }),
    category: Type.Enum(APP_CATEGORIES),
    /** Order within the category: 1 is the app a newcomer needs first. */
    rank: Type.Integer({ minimum: 1 }),
    name: LabelSet,
    officialUrl: Type.String({ pattern: '^https://[a-z0-9.-]+\\.[a-z]{2,}(/[^\\s]*)?$' }),
    englishInterface: Type.Enum(ENGLISH_INTERFACE),
    purpose: LabelSet,
    setupSteps: byLanguage(Type.Array(Text, { minItems: 2, maxItems: 6 })),
  },
  Strict,
);
export const AppsFileSchema = Type.Object({ apps: Type.Array(AppSchema) }, Strict);

/** The six tabs of the services page (spec §2, `active` 0–5), in the spec's order. */
export const SERVICE_TABS = ['servicePacks', 'government', 'business', 'domestic', 'volunteer', 'oneStopInfo'] as const;
/** Spec §9: 100 one-step service packs (tab 0). */
export const SERVICE_PACK_COUNT = 100;
/** Every other tab lists at least this many services. */
export const MIN_SERVICES_PER_TAB = 6;

export const ServiceTranslation = Type.Object(
  {
    title: Text,
    summary: Text,
    body: Text,
    /** What the pack bundles, or what the service provides: one line each. */
    bundles: Type.Array(Text, { minItems: 1, maxItems: 8 }),
    whereToApply: Text,
    howToApply: Type.Array(Text, { minItems: 1, maxItems: 6 }),
    documents: Type.Array(Text, { minItems: 1, maxItems: 8 }),
    processingTime: Text,
    fee: Text,
    contact: Contact,
  },
  Strict,
);

/** A one-step service pack (tab `servicePacks`) or a service of one of the other five tabs. */
export const ServiceSchema = Type.Object(
  {
    documentNo: Type.String({ pattern: '^SVC-[0-9]{4}$' }),
    tab: Type.Enum(SERVICE_TABS),
    /** Order within the tab: 1 first. */
    rank: Type.Integer({ minimum: 1 }),
    talent_category: Type.Array(Type.Enum(TALENT_CATEGORIES), { minItems: 1, uniqueItems: true }),
    /** Where the service can be applied for online, when it can (placeholder domain). */
    onlineUrl: Type.Optional(Type.String({ pattern: '^https://[a-z0-9.-]+\\.example\\.org(/[^\\s]*)?$' })),
    relatedBenefits: Type.Array(Type.String({ pattern: '^BEN-20[0-9]{2}-[0-9]{4}$' }), { uniqueItems: true }),
    relatedEvents: Type.Array(Type.String({ pattern: '^EVT-[0-9]{4}$' }), { uniqueItems: true }),
    translations: byLanguage(ServiceTranslation),
  },
  Strict,
);
export const ServicesFileSchema = Type.Object({ services: Type.Array(ServiceSchema) }, Strict);

/** The six tabs of the life page (spec §2, `active` 0–5), in the spec's order. */
export const LIFE_TABS = ['food', 'encyclopedia', 'sports', 'pets', 'cultural', 'travel'] as const;
/** Every life tab lists at least this many entries. */
export const MIN_LIFE_PER_TAB = 5;
/** Where a place is, when it opens and what it costs: all three languages have each of them, or none has. */
export const LIFE_PLACE_FIELDS = ['address', 'openingHours', 'priceRange'] as const;

export const LifeTranslation = Type.Object(
  {
    title: Text,
    summary: Text,
    body: Text,
    /** What makes it worth it, or the points to know: one line each. */
    highlights: Type.Array(Text, { minItems: 2, maxItems: 6 }),
    address: Type.Optional(Text),
    openingHours: Type.Optional(Text),
    priceRange: Type.Optional(Text),
  },
  Strict,
);

/** A life entry: a place (restaurant, park, venue, trip) or a guide (the life encyclopedia). */
export const LifeSchema = Type.Object(
  {
    documentNo: Type.String({ pattern: '^LIFE-[0-9]{4}$' }),
    tab: Type.Enum(LIFE_TABS),
    /** Order within the tab: 1 first. */
    rank: Type.Integer({ minimum: 1 }),
    banner: imagePath('life'),
    /** Query for a map link (Chinese, as local map services resolve best); places only. */
    mapQuery: Type.Optional(Text),
    translations: byLanguage(LifeTranslation),
  },
  Strict,
);
export const LifeFileSchema = Type.Object({ life: Type.Array(LifeSchema) }, Strict);

/** The three tabs of the Hong Kong/Macao page (spec §2), in the spec's order. */
export const HKMACAO_TABS = ['benefits', 'services', 'events'] as const;
/** The Hong Kong/Macao page's own guides (Home Return Permit, Greater Bay Area measures…): at least this many. */
export const MIN_HKMACAO_GUIDES = 6;

export const HkMacaoTranslation = Type.Object(
  {
    title: Text,
    summary: Text,
    body: Text,
    /** The points a Hong Kong or Macao resident must know: one line each. */
    keyPoints: Type.Array(Text, { minItems: 2, maxItems: 6 }),
    /** What to do, in order. */
    steps: Type.Array(Text, { minItems: 1, maxItems: 6 }),
  },
  Strict,
);

/** A guide of the Hong Kong/Macao page's own, besides the benefits, services and events tagged for its residents. */
export const HkMacaoGuideSchema = Type.Object(
  {
    documentNo: Type.String({ pattern: '^HKM-[0-9]{4}$' }),
    rank: Type.Integer({ minimum: 1 }),
    relatedBenefits: Type.Array(Type.String({ pattern: '^BEN-20[0-9]{2}-[0-9]{4}$' }), { uniqueItems: true }),
    relatedServices: Type.Array(Type.String({ pattern: '^SVC-[0-9]{4}$' }), { uniqueItems: true }),
    translations: byLanguage(HkMacaoTranslation),
  },
  Strict,
);
export const HkMacaoFileSchema = Type.Object({ guides: Type.Array(HkMacaoGuideSchema) }, Strict);

/** The four steps of every journey (spec §2): entry preparation, the theme's own step, welfare policy, services. */
export const JOURNEY_STEPS = ['entry', 'theme', 'welfare', 'services'] as const;
/** Pages a journey step may link to besides documents (route names of the app). */
export const JOURNEY_ROUTES = ['preparationforentry', 'employment', 'talentBenefits', 'services', 'lifepage', 'calculator', 'reports', 'events', 'app', 'hkmacao', 'ith'] as const;

const JourneyLink = Type.Union([
  Type.Object({ benefit: Type.String({ pattern: '^BEN-20[0-9]{2}-[0-9]{4}$' }) }, Strict),
  Type.Object({ service: Type.String({ pattern: '^SVC-[0-9]{4}$' }) }, Strict),
  Type.Object({ life: Type.String({ pattern: '^LIFE-[0-9]{4}$' }) }, Strict),
  Type.Object({ route: Type.Enum(JOURNEY_ROUTES), active: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })) }, Strict),
]);

export const JourneyStep = Type.Object(
  {
    step: Type.Enum(JOURNEY_STEPS),
    title: LabelSet,
    /** A short guide: two or three sentences. */
    text: LabelSet,
    /** Where the step leads: documents (their titles come from the content) and pages (their titles from the app). */
    links: Type.Array(JourneyLink, { minItems: 2, maxItems: 6 }),
  },
  Strict,
);

/** One journey (study, work, invest, life): its four steps in order. */
export const JourneySchema = Type.Object(
  {
    scene: Type.Enum(TALENT_SCENES),
    steps: Type.Array(JourneyStep, { minItems: 4, maxItems: 4 }),
  },
  Strict,
);
export const JourneysFileSchema = Type.Object({ journeys: Type.Array(JourneySchema, { minItems: 4, maxItems: 4 }) }, Strict);

/** The about page (spec §2 "about"): the zone at a glance, key figures, a few sections and how to reach the hall. */
export const AboutFileSchema = Type.Object(
  {
    glance: LabelSet,
    figures: Type.Array(Type.Object({ key: Type.String({ pattern: '^[a-z0-9-]+$' }), value: LabelSet, label: LabelSet }, Strict), {
      minItems: 4,
      maxItems: 8,
    }),
    sections: Type.Array(
      Type.Object({ key: Type.String({ pattern: '^[a-z0-9-]+$' }), title: LabelSet, body: LabelSet }, Strict),
      { minItems: 3, maxItems: 6 },
    ),
    serviceHall: Type.Object(
      {
        name: LabelSet,
        address: LabelSet,
        openingHours: LabelSet,
        transport: byLanguage(Type.Array(Text, { minItems: 2, maxItems: 6 })),
        mapQuery: Text,
      },
      Strict,
    ),
  },
  Strict,
);

/** Industries of the International Talent Hub's enterprise showcase (its filter), in display order. */
export const ITH_INDUSTRIES = ['ai', 'fintech', 'biotech', 'advancedManufacturing', 'digitalCreative', 'professionalServices', 'greenEnergy', 'logistics'] as const;
/** The showcase holds at least this many enterprises (issue: "at least 24"). */
export const MIN_ITH_ENTERPRISES = 24;

/** The International Talent Hub page (spec §2 "ith"): the hub at a glance, its floors and its enterprise showcase. */
export const IthFileSchema = Type.Object(
  {
    hub: Type.Object(
      {
        name: LabelSet,
        /** Two or three sentences: what the hub is and who it serves. */
        intro: LabelSet,
        address: LabelSet,
        openingHours: LabelSet,
        mapQuery: Text,
      },
      Strict,
    ),
    industries: Type.Array(Type.Object({ code: Type.Enum(ITH_INDUSTRIES), labels: LabelSet }, Strict)),
    /** The floor directory, lowest floor first. */
    floors: Type.Array(
      Type.Object(
        {
          floor: Type.Integer({ minimum: 1, maximum: 30 }),
          picture: imagePath('ith'),
          name: LabelSet,
          /** What the floor holds: one or two sentences. */
          holds: LabelSet,
          openingHours: LabelSet,
        },
        Strict,
      ),
      { minItems: 4, maxItems: 10 },
    ),
    enterprises: Type.Array(
      Type.Object(
        {
          documentNo: Type.String({ pattern: '^ITH-[0-9]{4}$' }),
          rank: Type.Integer({ minimum: 1 }),
          industry: Type.Enum(ITH_INDUSTRIES),
          /** The floor of the hub the enterprise sits on. */
          floor: Type.Integer({ minimum: 1, maximum: 30 }),
          /** Its mark: two to four capital letters drawn on its colour (the logo is drawn, not downloaded). */
          mark: Type.String({ pattern: '^[A-Z0-9]{2,4}$' }),
          color: Type.String({ pattern: '^#[0-9a-f]{6}$' }),
          website: Type.String({ pattern: '^https://[a-z0-9.-]+\\.example\\.(com|org)/?$' }),
          translations: byLanguage(Type.Object({ name: Text, intro: Text }, Strict)),
        },
        Strict,
      ),
    ),
  },
  Strict,
);

/** The job board (issue #10): at least this many jobs, from at least this many Hub enterprises, this many closed. */
export const MIN_JOBS = 60;
export const MIN_JOB_ENTERPRISES = 24;
export const MIN_CLOSED_JOBS = 4;
/**
 * While fewer seeded jobs than this are open, the seed jobs still on their seeded dates are dated again around today
 * (see refreshSeedJobs), so a server running for a long time keeps a job board to show.
 */
export const MIN_OPEN_JOBS = 40;
/** China time at which a seed job is posted on its posting day, and the last minute of its closing day. */
export const JOB_POSTED_TIME = '09:00';
export const JOB_CLOSING_TIME = '23:59';

/** Posting and closing days relative to the seeding date (China time): posted in the past, most closing months later. */
export const JobScheduleSchema = Type.Object(
  {
    postedOffsetDays: Type.Integer({ maximum: -1 }),
    closingOffsetDays: Type.Integer(),
  },
  Strict,
);

export const JobTranslation = Type.Object(
  {
    title: Text,
    summary: Text,
    /** Paragraphs separated by blank lines (stored as the document body). */
    description: Text,
    workContent: Type.Array(Text, { minItems: 2, maxItems: 8 }),
    benefits: Type.Array(Text, { minItems: 2, maxItems: 8 }),
    /** Where the work is, at district level: short enough for a card. */
    workplace: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    address: Text,
  },
  Strict,
);

const MonthlySalary = Type.Union([Type.Integer({ minimum: 1000, maximum: 1_000_000 }), Type.Null()]);

/**
 * A job of an International Talent Hub enterprise. The company's name and introduction are read from the enterprise
 * document at query time, never copied here. Salaries are monthly RMB; a `negotiation` job may leave both open.
 */
export const JobSchema = Type.Object(
  {
    documentNo: Type.String({ pattern: '^JOB-[0-9]{4}$' }),
    enterpriseNo: Type.String({ pattern: '^ITH-[0-9]{4}$' }),
    category: Type.Enum(JOB_CATEGORIES),
    recruitmentType: Type.Enum(RECRUITMENT_TYPES),
    salaryMin: MonthlySalary,
    salaryMax: MonthlySalary,
    recruits: Type.Integer({ minimum: 1, maximum: 100 }),
    schedule: JobScheduleSchema,
    /** Query for a map link (Chinese, as local map services resolve best). */
    mapQuery: Text,
    translations: byLanguage(JobTranslation),
  },
  Strict,
);
export const JobsFileSchema = Type.Object({ jobs: Type.Array(JobSchema) }, Strict);

export const JourneyCard = Type.Object(
  {
    scene: Type.Enum(TALENT_SCENES),
    image: imagePath('home'),
    title: LabelSet,
    text: LabelSet,
  },
  Strict,
);

export const HomeFileSchema = Type.Object(
  {
    hero: Type.Object(
      {
        video: Type.String({ pattern: '^/content/home/[a-z0-9-]+\\.(mp4|webm)$' }),
        poster: imagePath('home'),
        slogan: LabelSet,
        subSlogan: LabelSet,
      },
      Strict,
    ),
    journeys: Type.Array(JourneyCard, { minItems: 4, maxItems: 4 }),
    hkMacaoTeaser: Type.Object(
      { image: imagePath('home'), title: LabelSet, text: LabelSet, cta: LabelSet },
      Strict,
    ),
    usefulLinks: Type.Array(
      Type.Object({ key: Type.String({ pattern: '^[a-z0-9-]+$' }), label: LabelSet, url: Type.String({ pattern: '^https://' }) }, Strict),
      { minItems: 1 },
    ),
  },
  Strict,
);

export type Taxonomy = Static<typeof TaxonomySchema>;
export type SeedBenefit = Static<typeof BenefitSchema>;
export type SeedEvent = Static<typeof EventSchema>;
export type EventSchedule = Static<typeof EventScheduleSchema>;
export type WhyZoneItem = Static<typeof WhyZoneItemSchema>;
export type HomeContent = Static<typeof HomeFileSchema>;
export type SeedApp = Static<typeof AppSchema>;
export type SeedService = Static<typeof ServiceSchema>;
export type SeedLife = Static<typeof LifeSchema>;
export type SeedHkMacaoGuide = Static<typeof HkMacaoGuideSchema>;
export type SeedJourney = Static<typeof JourneySchema>;
export type SeedAbout = Static<typeof AboutFileSchema>;
export type SeedIth = Static<typeof IthFileSchema>;
export type SeedJob = Static<typeof JobSchema>;
export type JobSchedule = Static<typeof JobScheduleSchema>;

export interface SeedContent {
  taxonomy: Taxonomy;
  benefits: SeedBenefit[];
  events: SeedEvent[];
  whyZone: WhyZoneItem[];
  home: HomeContent;
  apps: SeedApp[];
  services: SeedService[];
  life: SeedLife[];
  hkMacaoGuides: SeedHkMacaoGuide[];
  journeys: SeedJourney[];
  about: SeedAbout;
  ith: SeedIth;
  jobs: SeedJob[];
}

/**
 * Every policy figure of spec §9 as it must read in each language. All strings of one figure must appear together in
 * a single benefit entry (title, summary, body, amounts, eligibility, how to apply) of that language.
 */
export const POLICY_FIGURES: ReadonlyArray<{ id: string; figure: string; strings: Record<SeedLanguage, string[]> }> = [
  {
    id: 'income-tax',
    figure: 'Personal and corporate income tax 15% (Shenzhen corporate rate 25%)',
    strings: {
      EN: ['15%', 'personal income tax', 'corporate income tax', 'Shenzhen', '25%'],
      CN: ['15%', '个人所得税', '企业所得税', '深圳', '25%'],
      TC: ['15%', '個人所得税', '企業所得税', '深圳', '25%'],
    },
  },
  {
    id: 'doctoral-subsidy',
    figure: 'Doctoral living subsidy 100000 yuan: age 35 or under, social insurance 3 months, then 12 consecutive months',
    strings: {
      EN: ['100,000 yuan', '35 or under', '3 months', '12 consecutive months'],
      CN: ['10万元', '35周岁及以下', '3个月', '连续12个月'],
      TC: ['10萬元', '35週歲及以下', '3個月', '連續12個月'],
    },
  },
  {
    id: 'start-up-grant',
    figure: 'Start-up grant 10000 yuan, one-time',
    strings: {
      EN: ['10,000 yuan', 'one-time'],
      CN: ['1万元', '一次性'],
      TC: ['1萬元', '一次性'],
    },
  },
  {
    id: 'overseas-student-start-up',
    figure: 'Overseas student start-up subsidy up to 1 million yuan',
    strings: {
      EN: ['up to 1 million yuan', 'overseas'],
      CN: ['最高100万元', '留学'],
      TC: ['最高100萬元', '留學'],
    },
  },
  {
    id: 'office-purchase',
    figure: 'Office purchase support up to 30 million yuan',
    strings: {
      EN: ['up to 30 million yuan', 'office'],
      CN: ['最高3000万元', '办公用房'],
      TC: ['最高3000萬元', '辦公用房'],
    },
  },
  {
    id: 'rent-support',
    figure: 'Rent support 60/40/20 yuan per m² per month for 2021/2022/2023 entrants, capped at 5 million a year; HK-funded 1.2 times',
    strings: {
      EN: [
        '60 yuan per square metre per month',
        '40 yuan per square metre per month',
        '20 yuan per square metre per month',
        '2021',
        '2022',
        '2023',
        '5 million yuan per year',
        '1.2 times',
      ],
      CN: ['每平方米每月60元', '每平方米每月40元', '每平方米每月20元', '2021年', '2022年', '2023年', '每年最高500万元', '1.2倍'],
      TC: ['每平方米每月60元', '每平方米每月40元', '每平方米每月20元', '2021年', '2022年', '2023年', '每年最高500萬元', '1.2倍'],
    },
  },
  {
    id: 'operating-support',
    figure: 'Operating support 2 million / 1 million / 500000 / 200000 yuan a year for 3 years; HK-funded 1.1 times',
    strings: {
      EN: ['2 million yuan', '1 million yuan', '500,000 yuan', '200,000 yuan', 'for 3 years', '1.1 times'],
      CN: ['200万元', '100万元', '50万元', '20万元', '连续3年', '1.1倍'],
      TC: ['200萬元', '100萬元', '50萬元', '20萬元', '連續3年', '1.1倍'],
    },
  },
  {
    id: 'relocation-support',
    figure: 'Relocation support 1 million / 500000 / 300000 / 100000',
    strings: {
      EN: ['relocation', '1 million yuan', '500,000 yuan', '300,000 yuan', '100,000 yuan'],
      CN: ['落户', '100万元', '50万元', '30万元', '10万元'],
      TC: ['落户', '100萬元', '50萬元', '30萬元', '10萬元'],
    },
  },
  {
    id: 'team-incentives',
    figure: 'Team incentives 300000 / 200000 / 100000 / 30000 per person, at most 5 people per enterprise',
    strings: {
      EN: ['300,000 yuan', '200,000 yuan', '100,000 yuan', '30,000 yuan', 'per person', 'at most 5 people per enterprise'],
      CN: ['30万元', '20万元', '10万元', '3万元', '每人', '每家企业最多5人'],
      TC: ['30萬元', '20萬元', '10萬元', '3萬元', '每人', '每家企業最多5人'],
    },
  },
  {
    id: 'talent-housing',
    figure: 'Talent housing rent from 1000 yuan',
    strings: {
      EN: ['talent housing', 'from 1,000 yuan'],
      CN: ['人才住房', '1000元起'],
      TC: ['人才住房', '1000元起'],
    },
  },
];

export class SeedContentError extends Error {
  override readonly name = 'SeedContentError';
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Seed content ${file}: ${field || '(root)'} ${detail}`);
  }
}

const SEED_FILES = {
  taxonomy: 'taxonomy.json',
  benefits: 'benefits.json',
  events: 'events.json',
  whyZone: 'why-zone.json',
  home: 'home.json',
  apps: 'apps.json',
  services: 'services.json',
  life: 'life.json',
  hkMacao: 'hkmacao.json',
  journeys: 'journeys.json',
  about: 'about.json',
  ith: 'ith.json',
  jobs: 'jobs.json',
} as const;

/**
 * The data files sit beside this module in the sources; a compiled server (server/dist) has no copy of them, so fall
 * back to the source folder.
 */
export function defaultSeedDataDir(): string {
  const beside = fileURLToPath(new URL('./seed-data/', import.meta.url));
  if (existsSync(join(beside, SEED_FILES.benefits))) return beside;
  return resolve(process.cwd(), 'server/src/content/seed-data');
}

export function readJson(dir: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch (error) {
    throw new SeedContentError(file, '', `cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SeedContentError(file, '', `is not valid JSON: ${(error as Error).message}`);
  }
}

/** The most specific error is the one with the longest path; it names the field a person has to fix. */
export function validate<T extends TSchema>(file: string, schema: T, value: unknown): Static<T> {
  if (Value.Check(schema, value)) return value as Static<T>;
  const errors = Value.Errors(schema, value);
  const worst = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
  const detail = worst ? `${worst.message}${describeParams(worst.params)}` : 'does not match its schema';
  throw new SeedContentError(file, worst?.instancePath ?? '', detail);
}

function describeParams(params: object): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined);
  return entries.length ? ` (${entries.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ')})` : '';
}

function assertUnique(
  file: string,
  listPath: string,
  list: readonly { documentNo?: string; key?: string }[],
  field: 'documentNo' | 'key',
) {
  const seen = new Map<string, number>();
  list.forEach((item, index) => {
    const id = item[field];
    if (id === undefined) return;
    const first = seen.get(id);
    if (first !== undefined) {
      throw new SeedContentError(file, `${listPath}/${index}/${field}`, `duplicates "${id}" of entry ${first}`);
    }
    seen.set(id, index);
  });
}

/** Every category has its apps, and each app the same steps in every language. */
function assertAppsComplete(apps: readonly SeedApp[]) {
  for (const category of APP_CATEGORIES) {
    const count = apps.filter((app) => app.category === category).length;
    if (count < MIN_APPS_PER_CATEGORY) {
      throw new SeedContentError(SEED_FILES.apps, '/apps', `lists ${count} apps in "${category}", fewer than ${MIN_APPS_PER_CATEGORY}`);
    }
  }
  apps.forEach((app, index) => {
    const counts = new Set(SEED_LANGUAGES.map((language) => app.setupSteps[language].length));
    if (counts.size > 1) {
      throw new SeedContentError(SEED_FILES.apps, `/apps/${index}/setupSteps`, 'has a different number of steps in each language');
    }
  });
}

/** Exactly the spec's 100 packs, every other tab filled, lists of the same length in every language, links that exist. */
function assertServicesComplete(services: readonly SeedService[], benefits: readonly SeedBenefit[], events: readonly SeedEvent[]) {
  const file = SEED_FILES.services;
  const packs = services.filter((service) => service.tab === 'servicePacks').length;
  if (packs !== SERVICE_PACK_COUNT) {
    throw new SeedContentError(file, '/services', `holds ${packs} service packs, not ${SERVICE_PACK_COUNT}`);
  }
  for (const tab of SERVICE_TABS) {
    const count = services.filter((service) => service.tab === tab).length;
    if (count < MIN_SERVICES_PER_TAB) {
      throw new SeedContentError(file, '/services', `lists ${count} services in "${tab}", fewer than ${MIN_SERVICES_PER_TAB}`);
    }
  }
  const benefitNos = new Set(benefits.map((benefit) => benefit.documentNo));
  const eventNos = new Set(events.map((event) => event.documentNo));
  services.forEach((service, index) => {
    for (const list of ['bundles', 'howToApply', 'documents'] as const) {
      const counts = new Set(SEED_LANGUAGES.map((language) => service.translations[language][list].length));
      if (counts.size > 1) {
        throw new SeedContentError(file, `/services/${index}/translations`, `has a different number of "${list}" lines in each language`);
      }
    }
    const missingBenefit = service.relatedBenefits.find((no) => !benefitNos.has(no));
    if (missingBenefit) throw new SeedContentError(file, `/services/${index}/relatedBenefits`, `names "${missingBenefit}", which is no benefit`);
    const missingEvent = service.relatedEvents.find((no) => !eventNos.has(no));
    if (missingEvent) throw new SeedContentError(file, `/services/${index}/relatedEvents`, `names "${missingEvent}", which is no event`);
  });
}

/** Every tab filled; the place fields and the map link given in all languages or in none. */
function assertLifeComplete(life: readonly SeedLife[]) {
  const file = SEED_FILES.life;
  for (const tab of LIFE_TABS) {
    const count = life.filter((entry) => entry.tab === tab).length;
    if (count < MIN_LIFE_PER_TAB) throw new SeedContentError(file, '/life', `lists ${count} entries in "${tab}", fewer than ${MIN_LIFE_PER_TAB}`);
  }
  life.forEach((entry, index) => {
    for (const field of LIFE_PLACE_FIELDS) {
      const present = new Set(SEED_LANGUAGES.map((language) => entry.translations[language][field] !== undefined));
      if (present.size > 1) throw new SeedContentError(file, `/life/${index}/translations`, `gives "${field}" in some languages only`);
    }
    const counts = new Set(SEED_LANGUAGES.map((language) => entry.translations[language].highlights.length));
    if (counts.size > 1) throw new SeedContentError(file, `/life/${index}/translations`, 'has a different number of highlights in each language');
    if ((entry.mapQuery !== undefined) !== (entry.translations.EN.address !== undefined)) {
      throw new SeedContentError(file, `/life/${index}/mapQuery`, 'must be given exactly when the entry has an address');
    }
  });
}

/** Enough guides, lists of the same length in every language, links that exist. */
function assertHkMacaoComplete(guides: readonly SeedHkMacaoGuide[], benefits: readonly SeedBenefit[], services: readonly SeedService[]) {
  const file = SEED_FILES.hkMacao;
  if (guides.length < MIN_HKMACAO_GUIDES) throw new SeedContentError(file, '/guides', `holds ${guides.length} guides, fewer than ${MIN_HKMACAO_GUIDES}`);
  const known = new Set([...benefits, ...services].map((entry) => entry.documentNo));
  guides.forEach((guide, index) => {
    for (const list of ['keyPoints', 'steps'] as const) {
      if (new Set(SEED_LANGUAGES.map((language) => guide.translations[language][list].length)).size > 1) {
        throw new SeedContentError(file, `/guides/${index}/translations`, `has a different number of "${list}" lines in each language`);
      }
    }
    const missing = [...guide.relatedBenefits, ...guide.relatedServices].find((no) => !known.has(no));
    if (missing) throw new SeedContentError(file, `/guides/${index}`, `relates to "${missing}", which does not exist`);
  });
}

/** The four scenes in order, each with its four steps in order, linking only documents that exist. */
function assertJourneysComplete(journeys: readonly SeedJourney[], sections: Record<'benefit' | 'service' | 'life', ReadonlyArray<{ documentNo: string }>>) {
  const file = SEED_FILES.journeys;
  const known = new Set(Object.values(sections).flatMap((list) => list.map((entry) => entry.documentNo)));
  journeys.forEach((journey, index) => {
    if (journey.scene !== TALENT_SCENES[index]) throw new SeedContentError(file, `/journeys/${index}/scene`, `should be "${TALENT_SCENES[index]}"`);
    journey.steps.forEach((step, position) => {
      if (step.step !== JOURNEY_STEPS[position]) {
        throw new SeedContentError(file, `/journeys/${index}/steps/${position}/step`, `should be "${JOURNEY_STEPS[position]}"`);
      }
      for (const link of step.links) {
        const documentNo = 'benefit' in link ? link.benefit : 'service' in link ? link.service : 'life' in link ? link.life : undefined;
        if (documentNo && !known.has(documentNo)) {
          throw new SeedContentError(file, `/journeys/${index}/steps/${position}/links`, `names "${documentNo}", which does not exist`);
        }
      }
    });
  });
}

/** Every industry once and in order, floors in order, enough enterprises, each on a floor of the hub. */
function assertIthComplete(ith: SeedIth) {
  const file = SEED_FILES.ith;
  ith.industries.forEach((industry, index) => {
    if (industry.code !== ITH_INDUSTRIES[index]) throw new SeedContentError(file, `/industries/${index}/code`, `should be "${ITH_INDUSTRIES[index]}"`);
  });
  if (ith.industries.length !== ITH_INDUSTRIES.length) throw new SeedContentError(file, '/industries', `should list the ${ITH_INDUSTRIES.length} industries`);
  ith.floors.forEach((floor, index) => {
    if (index > 0 && floor.floor <= (ith.floors[index - 1]?.floor ?? 0)) throw new SeedContentError(file, `/floors/${index}/floor`, 'should be above the floor before it');
  });
  if (ith.enterprises.length < MIN_ITH_ENTERPRISES) throw new SeedContentError(file, '/enterprises', `should hold at least ${MIN_ITH_ENTERPRISES} enterprises`);
  assertUnique(file, '/enterprises', ith.enterprises, 'documentNo');
  const floors = new Set(ith.floors.map((floor) => floor.floor));
  ith.enterprises.forEach((enterprise, index) => {
    if (!floors.has(enterprise.floor)) throw new SeedContentError(file, `/enterprises/${index}/floor`, `names floor ${enterprise.floor}, which the hub does not have`);
  });
}

/** Enough jobs from enough enterprises that exist, coherent salaries and dates, lists of the same length in every language. */
function assertJobsComplete(jobs: readonly SeedJob[], ith: SeedIth) {
  const file = SEED_FILES.jobs;
  if (jobs.length < MIN_JOBS) throw new SeedContentError(file, '/jobs', `holds ${jobs.length} jobs, fewer than ${MIN_JOBS}`);
  const enterprises = new Set(ith.enterprises.map((enterprise) => enterprise.documentNo));
  jobs.forEach((job, index) => {
    const at = `/jobs/${index}`;
    if (!enterprises.has(job.enterpriseNo)) {
      throw new SeedContentError(file, `${at}/enterpriseNo`, `names "${job.enterpriseNo}", which is no enterprise of ${SEED_FILES.ith}`);
    }
    if ((job.salaryMin === null) !== (job.salaryMax === null)) {
      throw new SeedContentError(file, `${at}/salaryMin`, 'and salaryMax must both be given or both be null');
    }
    if (job.salaryMin === null && job.recruitmentType !== 'negotiation') {
      throw new SeedContentError(file, `${at}/salaryMin`, `may be null only for a negotiation job, not "${job.recruitmentType}"`);
    }
    if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin > job.salaryMax) {
      throw new SeedContentError(file, `${at}/salaryMin`, `(${job.salaryMin}) is above salaryMax (${job.salaryMax})`);
    }
    if (job.schedule.closingOffsetDays <= job.schedule.postedOffsetDays) {
      throw new SeedContentError(file, `${at}/schedule`, 'closes before it is posted');
    }
    for (const list of ['workContent', 'benefits'] as const) {
      if (new Set(SEED_LANGUAGES.map((language) => job.translations[language][list].length)).size > 1) {
        throw new SeedContentError(file, `${at}/translations`, `has a different number of "${list}" lines in each language`);
      }
    }
  });
  const hiring = new Set(jobs.map((job) => job.enterpriseNo)).size;
  if (hiring < MIN_JOB_ENTERPRISES) throw new SeedContentError(file, '/jobs', `come from ${hiring} enterprises, fewer than ${MIN_JOB_ENTERPRISES}`);
  const closed = jobs.filter((job) => job.schedule.closingOffsetDays < 0).length;
  if (closed < MIN_CLOSED_JOBS) throw new SeedContentError(file, '/jobs', `hold ${closed} closed jobs, fewer than ${MIN_CLOSED_JOBS}`);
  const open = jobs.length - closed;
  if (open < MIN_OPEN_JOBS) throw new SeedContentError(file, '/jobs', `hold ${open} open jobs, fewer than ${MIN_OPEN_JOBS}`);
}

function assertTaxonomyComplete(taxonomy: Taxonomy) {
  const groups = [
    ['talentCategories', TALENT_CATEGORIES],
    ['contentTypes', CONTENT_TYPES],
    ['talentScenes', TALENT_SCENES],
    ['eventCategories', EVENT_CATEGORIES],
  ] as const;
  for (const [group, codes] of groups) {
    const present = taxonomy[group].map((entry) => entry.code as string);
    const missing = codes.filter((code) => !present.includes(code));
    if (missing.length) {
      throw new SeedContentError(SEED_FILES.taxonomy, `/${group}`, `lacks labels for ${missing.join(', ')}`);
    }
    if (new Set(present).size !== present.length) {
      throw new SeedContentError(SEED_FILES.taxonomy, `/${group}`, 'lists a code twice');
    }
  }
}

/** Start and end of a seeded event as instants, for a seeding date given as a China-time calendar day. */
export function resolveEventSchedule(schedule: EventSchedule, seedDate: string): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: chinaInstant(seedDate, schedule.startOffsetDays, schedule.startTime),
    endsAt: chinaInstant(seedDate, schedule.endOffsetDays, schedule.endTime),
  };
}

/**
 * The seeding day whose schedule put an event at exactly these dates, or undefined when no day did (an editor moved
 * it): the day of its start, China time, less the schedule's start offset, checked against both dates.
 */
export function seedDateOf(schedule: EventSchedule, startsAt: Date, endsAt: Date): string | undefined {
  const day = new Date(`${chinaDateOf(startsAt)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - schedule.startOffsetDays);
  const seedDate = day.toISOString().slice(0, 10);
  const expected = resolveEventSchedule(schedule, seedDate);
  const same = expected.startsAt.getTime() === startsAt.getTime() && expected.endsAt.getTime() === endsAt.getTime();
  return same ? seedDate : undefined;
}

/** The China-time calendar day (YYYY-MM-DD) of an instant — the seeding date of a seed run at that instant. */
export function chinaDateOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SEED_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** When a seed job is posted and when it closes, for a seeding date given as a China-time calendar day. */
export function resolveJobSchedule(schedule: JobSchedule, seedDate: string): { postedAt: Date; closesAt: Date } {
  return {
    postedAt: chinaInstant(seedDate, schedule.postedOffsetDays, JOB_POSTED_TIME),
    closesAt: chinaInstant(seedDate, schedule.closingOffsetDays, JOB_CLOSING_TIME),
  };
}

/** The seeding day whose schedule put a job at exactly these dates, or undefined when an editor has moved it. */
export function jobSeedDateOf(schedule: JobSchedule, postedAt: Date, closesAt: Date): string | undefined {
  const day = new Date(`${chinaDateOf(postedAt)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - schedule.postedOffsetDays);
  const seedDate = day.toISOString().slice(0, 10);
  const expected = resolveJobSchedule(schedule, seedDate);
  const same = expected.postedAt.getTime() === postedAt.getTime() && expected.closesAt.getTime() === closesAt.getTime();
  return same ? seedDate : undefined;
}

function chinaInstant(seedDate: string, offsetDays: number, time: string): Date {
  const day = new Date(`${seedDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) throw new RangeError(`Invalid seed date "${seedDate}"`);
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return new Date(`${day.toISOString().slice(0, 10)}T${time}:00${CHINA_UTC_OFFSET}`);
}

function assertSchedulesOrdered(events: readonly SeedEvent[]) {
  events.forEach((event, index) => {
    const { startsAt, endsAt } = resolveEventSchedule(event.schedule, '2000-01-01');
    if (endsAt <= startsAt) {
      throw new SeedContentError(SEED_FILES.events, `/events/${index}/schedule`, 'ends before it starts');
    }
  });
}

/** Reads every seed file, validates it against its schema and cross-checks ids; throws SeedContentError on a mismatch. */
export function loadSeedContent(dir: string = defaultSeedDataDir()): SeedContent {
  const taxonomy = validate(SEED_FILES.taxonomy, TaxonomySchema, readJson(dir, SEED_FILES.taxonomy));
  assertTaxonomyComplete(taxonomy);

  const { benefits } = validate(SEED_FILES.benefits, BenefitsFileSchema, readJson(dir, SEED_FILES.benefits));
  assertUnique(SEED_FILES.benefits, '/benefits', benefits, 'documentNo');

  const { events } = validate(SEED_FILES.events, EventsFileSchema, readJson(dir, SEED_FILES.events));
  assertUnique(SEED_FILES.events, '/events', events, 'documentNo');
  assertSchedulesOrdered(events);

  const { items: whyZone } = validate(SEED_FILES.whyZone, WhyZoneFileSchema, readJson(dir, SEED_FILES.whyZone));
  assertUnique(SEED_FILES.whyZone, '/items', whyZone, 'key');

  const home = validate(SEED_FILES.home, HomeFileSchema, readJson(dir, SEED_FILES.home));

  const { apps } = validate(SEED_FILES.apps, AppsFileSchema, readJson(dir, SEED_FILES.apps));
  assertUnique(SEED_FILES.apps, '/apps', apps, 'documentNo');
  assertAppsComplete(apps);

  const { services } = validate(SEED_FILES.services, ServicesFileSchema, readJson(dir, SEED_FILES.services));
  assertUnique(SEED_FILES.services, '/services', services, 'documentNo');
  assertServicesComplete(services, benefits, events);

  const { life } = validate(SEED_FILES.life, LifeFileSchema, readJson(dir, SEED_FILES.life));
  assertUnique(SEED_FILES.life, '/life', life, 'documentNo');
  assertLifeComplete(life);

  const { guides: hkMacaoGuides } = validate(SEED_FILES.hkMacao, HkMacaoFileSchema, readJson(dir, SEED_FILES.hkMacao));
  assertUnique(SEED_FILES.hkMacao, '/guides', hkMacaoGuides, 'documentNo');
  assertHkMacaoComplete(hkMacaoGuides, benefits, services);

  const { journeys } = validate(SEED_FILES.journeys, JourneysFileSchema, readJson(dir, SEED_FILES.journeys));
  assertJourneysComplete(journeys, { benefit: benefits, service: services, life });

  const about = validate(SEED_FILES.about, AboutFileSchema, readJson(dir, SEED_FILES.about));
  const transportCounts = new Set(SEED_LANGUAGES.map((language) => about.serviceHall.transport[language].length));
  if (transportCounts.size > 1) throw new SeedContentError(SEED_FILES.about, '/serviceHall/transport', 'has a different number of lines in each language');

  const ith = validate(SEED_FILES.ith, IthFileSchema, readJson(dir, SEED_FILES.ith));
  assertIthComplete(ith);

  const { jobs } = validate(SEED_FILES.jobs, JobsFileSchema, readJson(dir, SEED_FILES.jobs));
  assertUnique(SEED_FILES.jobs, '/jobs', jobs, 'documentNo');
  assertJobsComplete(jobs, ith);

  return { taxonomy, benefits, events, whyZone, home, apps, services, life, hkMacaoGuides, journeys, about, ith, jobs };
}
