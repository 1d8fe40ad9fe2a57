import Type from 'typebox';
import {
  aboutDocument,
  appDocument,
  benefitDocument,
  eventDocument,
  heroDocument,
  hkMacaoDocument,
  ithEnterpriseDocument,
  ithHubDocument,
  jobDocument,
  journeyCardDocument,
  journeyStepDocument,
  lifeDocument,
  serviceDocument,
  teaserDocument,
  termDocument,
  usefulLinkDocument,
  whyZoneDocument,
  type EventItem,
  type IthEnterpriseItem,
  type IthHubItem,
  type JobItem,
  type JourneyStepItem,
} from '../../content/seeder.js';
import {
  AboutFileSchema,
  AppSchema,
  BenefitSchema,
  EventSchema,
  HkMacaoGuideSchema,
  HomeFileSchema,
  IthFileSchema,
  JobSchema,
  JourneyCard,
  JourneyStep,
  LabelSet,
  LifeSchema,
  ServiceSchema,
  TALENT_SCENES,
  WhyZoneItemSchema,
  chinaDateOf,
  resolveEventSchedule,
  resolveJobSchedule,
  type HomeContent,
  type SeedAbout,
  type SeedApp,
  type SeedBenefit,
  type SeedContent,
  type SeedHkMacaoGuide,
  type SeedLife,
  type SeedService,
} from '../../content/seed-schema.js';
import type { ContentSection } from '../../db/schema/content.js';
import type { DocumentInput } from '../content/document-store.js';
import { TAXONOMY, TAXONOMY_GROUPS, type TaxonomyGroup } from '../content/terms.js';
import { split, type Json, type SchemaNode } from './localized-schema.js';

/*
 * Every section of the console as the seed knows it: the item's schema (the seed's, minus the document number, with
 * instants where the seed has relative schedules and the order where the seed has it by position), its split into
 * shared and translation schemas, and the seeder's own mapping to the public tables.
 */

type Published = { status: 'published'; publishedAt: Date };

/** An asset of the media library as the value of an image field. */
export const MEDIA_REFERENCE = /^media:(MED-[0-9A-Z]{8})$/;
const MEDIA_PATTERN = '^media:MED-[0-9A-Z]{8}$';
/** The public JPEG of a media asset at the larger width (ContentPicture derives the AVIF/WebP sources from it). */
export const mediaImagePath = (assetNo: string) => `/media/${assetNo}/960.jpeg`;

/** An instant as clients send it: ISO 8601 with an offset (China time is +08:00). */
export const INSTANT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';
const Instant = Type.String({ pattern: INSTANT_PATTERN, format: 'date-time' });
const Rank = Type.Integer({ minimum: 0, maximum: 10_000 });
const STRICT = { additionalProperties: false } as const;

/** Image fields also take a media library asset (`media:MED-…`) besides the seed's `/content/…` files. */
function allowMedia(schema: SchemaNode): SchemaNode {
  const node = schema;
  const pattern = (node as { pattern?: unknown }).pattern;
  if (Type.IsString(node) && typeof pattern === 'string' && pattern.startsWith('^/content/')) {
    return { ...node, pattern: `${pattern}|${MEDIA_PATTERN}`, 'x-image': true } as SchemaNode;
  }
  if (Type.IsObject(node)) {
    const required = new Set(node.required ?? []);
    const properties = Object.fromEntries(
      Object.entries(node.properties ?? {}).map(([key, child]) => {
        const next = allowMedia(child);
        return [key, required.has(key) || Type.IsOptional(next) ? next : Type.Optional(next)];
      }),
    );
    const { properties: _p, required: _r, type: _t, ...options } = node as unknown as Json;
    return Type.Object(properties, { ...options, ...STRICT }) as SchemaNode;
  }
  if (Type.IsArray(node) && node.items) {
    const { items: _i, type: _t, ...options } = node as unknown as Json;
    return Type.Array(allowMedia(node.items), options) as SchemaNode;
  }
  return node;
}

/** Replaces media references by the asset's public path, deep. */
function resolveMedia(value: unknown): unknown {
  if (typeof value === 'string') {
    const match = MEDIA_REFERENCE.exec(value);
    return match ? mediaImagePath(match[1]!) : value;
  }
  if (Array.isArray(value)) return value.map(resolveMedia);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveMedia(v)]));
  return value;
}

const objectOf = (properties: Record<string, SchemaNode>) => allowMedia(Type.Object(properties, STRICT) as SchemaNode);
const without = (schema: SchemaNode, ...keys: string[]) => {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([key]) => !keys.includes(key))
      .map(([key, child]) => [key, required.has(key) ? child : (Type.Optional(child) as SchemaNode)]),
  ) as Record<string, SchemaNode>;
};

export interface SectionKind {
  /** `default` for sections of one kind; `hero`, `enterprise`, … otherwise (stored as shared.kind). */
  kind: string;
  /** The item as the seed has it (without its number), which the split is made from. */
  item: SchemaNode;
  shared: SchemaNode;
  translation: SchemaNode;
  /** The seeder's mapping; `item` is complete in every language (CN filled in where one lacks a field). */
  toDocument(documentNo: string, item: Json, published: Published): DocumentInput;
}

function kindOf(kind: string, item: SchemaNode, map: SectionKind['toDocument']): SectionKind {
  const parts = split(item);
  const shared =
    kind === 'default'
      ? parts.shared
      : (Type.Object({ kind: Type.Literal(kind), ...(parts.shared.properties ?? {}) }, STRICT) as SchemaNode);
  return {
    kind,
    item,
    shared,
    translation: parts.translation,
    toDocument: (documentNo, value, published) => ({ ...map(documentNo, resolveMedia(value) as Json, published), documentNo }),
  };
}

const as = <T>(value: Json) => value as unknown as T;
const instant = (value: unknown) => new Date(String(value));

const H = HomeFileSchema.properties as unknown as Record<string, SchemaNode>;
const ITH = IthFileSchema.properties as unknown as Record<string, SchemaNode>;
const ALL_TERM_CODES = [...new Set(Object.values(TAXONOMY).flat())];

export interface SectionModel {
  section: ContentSection;
  kinds: SectionKind[];
  /** The kind a document of this number has (sections of several kinds tell them by number). */
  kindFor(documentNo: string): SectionKind;
  /** Numbers of this section; new ones are made by `nextNumber` where the pattern is a running number. */
  numberPattern: RegExp;
  /** The running-number prefix (`EVT-`), when the console makes numbers for this section. */
  prefix?: (now: Date) => string;
}

const single = (section: ContentSection, kind: SectionKind, numberPattern: RegExp, prefix?: (now: Date) => string): SectionModel => ({
  section,
  kinds: [kind],
  kindFor: () => kind,
  numberPattern,
  ...(prefix ? { prefix } : {}),
});

const benefit = kindOf('default', objectOf(without(BenefitSchema as unknown as SchemaNode, 'documentNo')), (documentNo, item) =>
  benefitDocument({ ...as<SeedBenefit>(item), documentNo }),
);

const event = kindOf(
  'default',
  objectOf({ ...without(EventSchema as unknown as SchemaNode, 'documentNo', 'schedule'), startsAt: Instant, endsAt: Instant }),
  (documentNo, item, published) => eventDocument({ ...as<EventItem>(item), documentNo }, { startsAt: instant(item.startsAt), endsAt: instant(item.endsAt) }, published),
);

const whyZone = kindOf(
  'default',
  objectOf({ ...without(WhyZoneItemSchema as unknown as SchemaNode, 'cn_label', 'en_label', 'tc_label'), label: LabelSet as unknown as SchemaNode, rank: Rank }),
  (_no, item, published) => {
    const label = item.label as Record<'EN' | 'CN' | 'TC', string>;
    const { key, banner, description } = item as { key: string; banner: string; description: Record<'EN' | 'CN' | 'TC', string> };
    return whyZoneDocument({ key, banner, description, en_label: label.EN, cn_label: label.CN, tc_label: label.TC }, Number(item.rank), published);
  },
);

const withRank = (schema: SchemaNode) => objectOf({ ...without(schema), rank: Rank });
const homeKinds = {
  hero: kindOf('hero', withRank(H.hero!), (_no, item, published) => heroDocument(as<HomeContent['hero']>(item), Number(item.rank), published)),
  journey: kindOf('journey', withRank(JourneyCard as unknown as SchemaNode), (_no, item, published) =>
    journeyCardDocument(as<HomeContent['journeys'][number]>(item), Number(item.rank), published),
  ),
  hkMacaoTeaser: kindOf('hkMacaoTeaser', withRank(H.hkMacaoTeaser!), (_no, item, published) =>
    teaserDocument(as<HomeContent['hkMacaoTeaser']>(item), Number(item.rank), published),
  ),
  usefulLink: kindOf('usefulLink', withRank(H.usefulLinks!.items!), (_no, item, published) =>
    usefulLinkDocument(as<HomeContent['usefulLinks'][number]>(item), Number(item.rank), published),
  ),
};

const term = kindOf(
  'default',
  objectOf({ group: Type.Enum(TAXONOMY_GROUPS) as SchemaNode, code: Type.Enum(ALL_TERM_CODES) as SchemaNode, rank: Rank, labels: LabelSet as unknown as SchemaNode }),
  (_no, item, published) =>
    termDocument(item.group as TaxonomyGroup, { code: String(item.code), labels: item.labels as Record<'EN' | 'CN' | 'TC', string> }, Number(item.rank), published),
);

const app = kindOf('default', objectOf(without(AppSchema as unknown as SchemaNode, 'documentNo')), (documentNo, item, published) =>
  appDocument({ ...as<SeedApp>(item), documentNo }, published),
);
const service = kindOf('default', objectOf(without(ServiceSchema as unknown as SchemaNode, 'documentNo')), (documentNo, item, published) =>
  serviceDocument({ ...as<SeedService>(item), documentNo }, published),
);
const life = kindOf('default', objectOf(without(LifeSchema as unknown as SchemaNode, 'documentNo')), (documentNo, item, published) =>
  lifeDocument({ ...as<SeedLife>(item), documentNo }, published),
);
const hkMacao = kindOf('default', objectOf(without(HkMacaoGuideSchema as unknown as SchemaNode, 'documentNo')), (documentNo, item, published) =>
  hkMacaoDocument({ ...as<SeedHkMacaoGuide>(item), documentNo }, published),
);
const journey = kindOf(
  'default',
  objectOf({ scene: Type.Enum(TALENT_SCENES) as SchemaNode, rank: Type.Integer({ minimum: 1, maximum: 4 }) as SchemaNode, ...without(JourneyStep as unknown as SchemaNode) }),
  (_no, item, published) => journeyStepDocument(String(item.scene), as<JourneyStepItem>(item), Number(item.rank), published),
);
const about = kindOf('default', objectOf(without(AboutFileSchema as unknown as SchemaNode)), (_no, item, published) => aboutDocument(as<SeedAbout>(item), published));
const ithKinds = {
  hub: kindOf('hub', objectOf({ ...without(ITH.hub!), industries: ITH.industries!, floors: ITH.floors! }), (_no, item, published) =>
    ithHubDocument(as<IthHubItem>(item), published),
  ),
  enterprise: kindOf('enterprise', objectOf(without(ITH.enterprises!.items!, 'documentNo')), (documentNo, item, published) =>
    ithEnterpriseDocument({ ...as<IthEnterpriseItem>(item), documentNo }, published),
  ),
};
const job = kindOf(
  'default',
  objectOf({ ...without(JobSchema as unknown as SchemaNode, 'documentNo', 'schedule'), postedAt: Instant, closesAt: Instant }),
  (documentNo, item) => jobDocument({ ...as<JobItem>(item), documentNo }, { postedAt: instant(item.postedAt), closesAt: instant(item.closesAt) }),
);

const homeKindFor = (documentNo: string): SectionKind => {
  if (documentNo === 'HOME-HERO') return homeKinds.hero;
  if (documentNo === 'HOME-HKMACAO') return homeKinds.hkMacaoTeaser;
  if (documentNo.startsWith('HOME-JOURNEY-')) return homeKinds.journey;
  return homeKinds.usefulLink;
};

const year = (now: Date) => chinaDateOf(now).slice(0, 4);

export const SECTION_MODELS: Record<ContentSection, SectionModel> = {
  benefit: single('benefit', benefit, /^BEN-20\d{2}-\d{4}$/, (now) => `BEN-${year(now)}-`),
  event: single('event', event, /^EVT-\d{4}$/, () => 'EVT-'),
  why_zone: single('why_zone', whyZone, /^WHY-[a-z0-9-]{1,30}$/),
  home_block: {
    section: 'home_block',
    kinds: Object.values(homeKinds),
    kindFor: homeKindFor,
    numberPattern: /^HOME-(HERO|HKMACAO|JOURNEY-(study|work|invest|life)|LINK-[a-z0-9-]{1,24})$/,
  },
  taxonomy_term: single('taxonomy_term', term, /^TERM-(talentType|contentType|talentScene|eventCategory)-[A-Za-z]{1,24}$/),
  service: single('service', service, /^SVC-\d{4}$/, () => 'SVC-'),
  life: single('life', life, /^LIFE-\d{4}$/, () => 'LIFE-'),
  hkmacao: single('hkmacao', hkMacao, /^HKM-\d{4}$/, () => 'HKM-'),
  job: single('job', job, /^JOB-\d{4}$/, () => 'JOB-'),
  app: single('app', app, /^APP-\d{4}$/, () => 'APP-'),
  journey: single('journey', journey, /^JRN-(STUDY|WORK|INVEST|LIFE)-[1-4]$/),
  about: single('about', about, /^ABOUT$/),
  ith: {
    section: 'ith',
    kinds: Object.values(ithKinds),
    kindFor: (documentNo) => (documentNo === 'ITH-HUB' ? ithKinds.hub : ithKinds.enterprise),
    numberPattern: /^ITH-(HUB|\d{4})$/,
    prefix: () => 'ITH-',
  },
};

/** The section a document number belongs to, when it matches one. */
export function sectionOfNumber(documentNo: string): ContentSection | undefined {
  return (Object.values(SECTION_MODELS).find((model) => model.numberPattern.test(documentNo)) ?? undefined)?.section;
}

export interface SeedEntry {
  section: ContentSection;
  /** The item in the kind's `item` shape. */
  item: Json;
}

/** Every seed item by document number, in the shape the console edits (events and jobs dated as seeded at `now`). */
export function seedEntries(content: SeedContent, now: Date): Map<string, SeedEntry> {
  const seedDate = chinaDateOf(now);
  const entries = new Map<string, SeedEntry>();
  const put = (documentNo: string, section: ContentSection, item: object) => entries.set(documentNo, { section, item: item as Json });
  const strip = <T extends { documentNo: string }>(value: T) => {
    const { documentNo: _no, ...rest } = value;
    return rest;
  };
  for (const b of content.benefits) put(b.documentNo, 'benefit', strip(b));
  for (const e of content.events) {
    const { schedule, ...rest } = strip(e);
    const { startsAt, endsAt } = resolveEventSchedule(schedule, seedDate);
    put(e.documentNo, 'event', { ...rest, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
  }
  content.whyZone.forEach((item, index) => {
    const { cn_label, en_label, tc_label, ...rest } = item;
    put(`WHY-${item.key}`, 'why_zone', { ...rest, label: { EN: en_label, CN: cn_label, TC: tc_label }, rank: index + 1 });
  });
  const { hero, journeys, hkMacaoTeaser, usefulLinks } = content.home;
  put('HOME-HERO', 'home_block', { ...hero, rank: 1 });
  journeys.forEach((card, index) => put(`HOME-JOURNEY-${card.scene}`, 'home_block', { ...card, rank: 10 + index }));
  put('HOME-HKMACAO', 'home_block', { ...hkMacaoTeaser, rank: 20 });
  usefulLinks.forEach((link, index) => put(`HOME-LINK-${link.key}`, 'home_block', { ...link, rank: 30 + index }));
  const files = { talentType: 'talentCategories', contentType: 'contentTypes', talentScene: 'talentScenes', eventCategory: 'eventCategories' } as const;
  for (const group of TAXONOMY_GROUPS) {
    content.taxonomy[files[group]].forEach((entry, index) =>
      put(`TERM-${group}-${entry.code}`, 'taxonomy_term', { group, code: entry.code, labels: entry.labels, rank: index + 1 }),
    );
  }
  for (const a of content.apps) put(a.documentNo, 'app', strip(a));
  for (const s of content.services) put(s.documentNo, 'service', strip(s));
  for (const l of content.life) put(l.documentNo, 'life', strip(l));
  for (const g of content.hkMacaoGuides) put(g.documentNo, 'hkmacao', strip(g));
  for (const j of content.journeys) {
    j.steps.forEach((step, index) => put(`JRN-${j.scene.toUpperCase()}-${index + 1}`, 'journey', { scene: j.scene, rank: index + 1, ...step }));
  }
  put('ABOUT', 'about', content.about);
  const { hub, industries, floors, enterprises } = content.ith;
  put('ITH-HUB', 'ith', { ...hub, industries, floors });
  for (const e of enterprises) put(e.documentNo, 'ith', strip(e));
  for (const j of content.jobs) {
    const { schedule, ...rest } = strip(j);
    const { postedAt, closesAt } = resolveJobSchedule(schedule, seedDate);
    put(j.documentNo, 'job', { ...rest, postedAt: postedAt.toISOString(), closesAt: closesAt.toISOString() });
  }
  return entries;
}
