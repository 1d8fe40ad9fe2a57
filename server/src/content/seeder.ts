import { fileURLToPath } from 'node:url';
import type { Database } from '../db/client.js';
import type { ContentLanguage } from '../db/schema/index.js';
import { DocumentStore, type DocumentInput, type TranslationInput } from '../services/content/document-store.js';
import { TAXONOMY_GROUPS, termsOf, type TaxonomyGroup } from '../services/content/terms.js';
import { documents } from '../db/schema/index.js';
import { documentDrafts } from '../db/schema/editorial.js';
import { EVENT_STATES, eventStateAt } from '../services/content/event-state.js';
import { visibleIn } from '../services/content/visibility.js';
import {
  MIN_OPEN_JOBS,
  SEED_LANGUAGES,
  chinaDateOf,
  jobSeedDateOf,
  loadSeedContent,
  resolveEventSchedule,
  resolveJobSchedule,
  seedDateOf,
  type HomeContent,
  type SeedAbout,
  type SeedApp,
  type SeedBenefit,
  type SeedContent,
  type SeedEvent,
  type SeedHkMacaoGuide,
  type SeedIth,
  type SeedJob,
  type SeedJourney,
  type SeedLife,
  type SeedService,
  type Taxonomy,
  type WhyZoneItem,
} from './seed-schema.js';

type Localized = Record<ContentLanguage, string>;

const byLanguage = (make: (language: ContentLanguage) => TranslationInput) =>
  Object.fromEntries(SEED_LANGUAGES.map((language) => [language, make(language)])) as Record<
    ContentLanguage,
    TranslationInput
  >;

/** Seed dates are China calendar days. */
export const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

const TAXONOMY_FILE_GROUP: Record<TaxonomyGroup, keyof Taxonomy> = {
  talentType: 'talentCategories',
  contentType: 'contentTypes',
  talentScene: 'talentScenes',
  eventCategory: 'eventCategories',
};

type Published = { status: 'published'; publishedAt: Date };

/*
 * One mapping per kind of seed item, from the item (in the seed files' shape) to the document the public tables hold.
 * The seeder maps the seed files with them, and the editors' console maps a draft with the very same functions when
 * it publishes or previews, so seeded and edited content cannot differ in shape.
 */

/** A seed item whose translations hold title, summary and body plus the section's own localized fields. */
const splitText = <T extends { title: string; summary: string; body: string }>(translation: T): TranslationInput => {
  const { title, summary, body, ...fields } = translation;
  return { title, summary, body, fields };
};

export function benefitDocument(b: SeedBenefit): DocumentInput {
  return {
    documentNo: b.documentNo,
    section: 'benefit',
    status: 'published',
    publishedAt: chinaMidnight(b.publishedAt),
    rank: b.homeRank ?? null,
    tags: b.tags,
    terms: termsOf({ talentType: b.talent_category, contentType: [b.contentType], talentScene: b.talentScene }),
    attributes: { poster: b.poster },
    translations: byLanguage((language) => splitText(b.translations[language])),
  };
}

/** An event without its seed schedule: the start and end instants are given (the seeder resolves them). */
export type EventItem = Omit<SeedEvent, 'schedule'>;

export function eventDocument(e: EventItem, when: { startsAt: Date; endsAt: Date }, published: Published): DocumentInput {
  return {
    documentNo: e.documentNo,
    section: 'event',
    ...published,
    startsAt: when.startsAt,
    endsAt: when.endsAt,
    tags: e.tags,
    terms: termsOf({ eventCategory: [e.category], talentType: e.talent_category }),
    attributes: { banner: e.banner, mapQuery: e.mapQuery },
    translations: byLanguage((language) => splitText(e.translations[language])),
  };
}

export function whyZoneDocument(item: WhyZoneItem, rank: number, published: Published): DocumentInput {
  const labels: Localized = { EN: item.en_label, CN: item.cn_label, TC: item.tc_label };
  return {
    documentNo: `WHY-${item.key}`,
    section: 'why_zone',
    ...published,
    rank,
    attributes: { key: item.key, banner: item.banner },
    translations: byLanguage((language) => ({ title: labels[language], summary: item.description[language] })),
  };
}

type Home = HomeContent;

export function heroDocument(hero: Home['hero'], rank: number, published: Published): DocumentInput {
  return {
    documentNo: 'HOME-HERO',
    section: 'home_block',
    ...published,
    rank,
    attributes: { kind: 'hero', video: hero.video, poster: hero.poster },
    translations: byLanguage((language) => ({ title: hero.slogan[language], summary: hero.subSlogan[language] })),
  };
}

export function journeyCardDocument(card: Home['journeys'][number], rank: number, published: Published): DocumentInput {
  return {
    documentNo: `HOME-JOURNEY-${card.scene}`,
    section: 'home_block',
    ...published,
    rank,
    attributes: { kind: 'journey', scene: card.scene, image: card.image },
    translations: byLanguage((language) => ({ title: card.title[language], summary: card.text[language] })),
  };
}

export function teaserDocument(teaser: Home['hkMacaoTeaser'], rank: number, published: Published): DocumentInput {
  return {
    documentNo: 'HOME-HKMACAO',
    section: 'home_block',
    ...published,
    rank,
    attributes: { kind: 'hkMacaoTeaser', image: teaser.image },
    translations: byLanguage((language) => ({
      title: teaser.title[language],
      summary: teaser.text[language],
      fields: { cta: teaser.cta[language] },
    })),
  };
}

export function usefulLinkDocument(link: Home['usefulLinks'][number], rank: number, published: Published): DocumentInput {
  return {
    documentNo: `HOME-LINK-${link.key}`,
    section: 'home_block',
    ...published,
    rank,
    attributes: { kind: 'usefulLink', key: link.key, url: link.url },
    translations: byLanguage((language) => ({ title: link.label[language] })),
  };
}

export function termDocument(group: TaxonomyGroup, entry: { code: string; labels: Localized }, rank: number, published: Published): DocumentInput {
  return {
    documentNo: `TERM-${group}-${entry.code}`,
    section: 'taxonomy_term',
    ...published,
    rank,
    attributes: { group, code: entry.code },
    translations: byLanguage((language) => ({ title: entry.labels[language] })),
  };
}

export function appDocument(app: SeedApp, published: Published): DocumentInput {
  return {
    documentNo: app.documentNo,
    section: 'app',
    ...published,
    rank: app.rank,
    attributes: { category: app.category, officialUrl: app.officialUrl, englishInterface: app.englishInterface },
    translations: byLanguage((language) => ({
      title: app.name[language],
      summary: app.purpose[language],
      fields: { setupSteps: app.setupSteps[language] },
    })),
  };
}

export function serviceDocument(service: SeedService, published: Published): DocumentInput {
  return {
    documentNo: service.documentNo,
    section: 'service',
    ...published,
    rank: service.rank,
    terms: termsOf({ talentType: service.talent_category }),
    attributes: {
      tab: service.tab,
      ...(service.onlineUrl ? { onlineUrl: service.onlineUrl } : {}),
      relatedBenefits: service.relatedBenefits,
      relatedEvents: service.relatedEvents,
    },
    translations: byLanguage((language) => splitText(service.translations[language])),
  };
}

export function lifeDocument(entry: SeedLife, published: Published): DocumentInput {
  return {
    documentNo: entry.documentNo,
    section: 'life',
    ...published,
    rank: entry.rank,
    attributes: { tab: entry.tab, banner: entry.banner, ...(entry.mapQuery ? { mapQuery: entry.mapQuery } : {}) },
    translations: byLanguage((language) => splitText(entry.translations[language])),
  };
}

export function hkMacaoDocument(guide: SeedHkMacaoGuide, published: Published): DocumentInput {
  return {
    documentNo: guide.documentNo,
    section: 'hkmacao',
    ...published,
    rank: guide.rank,
    terms: termsOf({ talentType: ['hkMacaoResident'] }),
    attributes: { relatedBenefits: guide.relatedBenefits, relatedServices: guide.relatedServices },
    translations: byLanguage((language) => splitText(guide.translations[language])),
  };
}

export type JourneyStepItem = SeedJourney['steps'][number];

export function journeyStepDocument(scene: string, step: JourneyStepItem, position: number, published: Published): DocumentInput {
  return {
    documentNo: `JRN-${scene.toUpperCase()}-${position}`,
    section: 'journey',
    ...published,
    rank: position,
    attributes: { scene, step: step.step, links: step.links },
    translations: byLanguage((language) => ({ title: step.title[language], summary: step.text[language] })),
  };
}

export function aboutDocument(about: SeedAbout, published: Published): DocumentInput {
  const { glance, figures, sections, serviceHall } = about;
  return {
    documentNo: 'ABOUT',
    section: 'about',
    ...published,
    attributes: { mapQuery: serviceHall.mapQuery },
    translations: byLanguage((language) => ({
      title: serviceHall.name[language],
      body: glance[language],
      fields: {
        figures: figures.map((figure) => ({ key: figure.key, value: figure.value[language], label: figure.label[language] })),
        sections: sections.map((section) => ({ key: section.key, title: section.title[language], body: section.body[language] })),
        serviceHall: {
          name: serviceHall.name[language],
          address: serviceHall.address[language],
          openingHours: serviceHall.openingHours[language],
          transport: serviceHall.transport[language],
        },
      },
    })),
  };
}

/** The hub page's document: the hub itself with its industries and floors. */
export type IthHubItem = SeedIth['hub'] & Pick<SeedIth, 'industries' | 'floors'>;

export function ithHubDocument(item: IthHubItem, published: Published): DocumentInput {
  const { industries, floors, ...hub } = item;
  return {
    documentNo: 'ITH-HUB',
    section: 'ith',
    ...published,
    rank: 0,
    attributes: { kind: 'hub', mapQuery: hub.mapQuery },
    translations: byLanguage((language) => ({
      title: hub.name[language],
      summary: hub.intro[language],
      fields: {
        address: hub.address[language],
        openingHours: hub.openingHours[language],
        industries: industries.map((industry) => ({ code: industry.code, label: industry.labels[language] })),
        floors: floors.map((floor) => ({
          floor: floor.floor,
          picture: floor.picture,
          name: floor.name[language],
          holds: floor.holds[language],
          openingHours: floor.openingHours[language],
        })),
      },
    })),
  };
}

export type IthEnterpriseItem = SeedIth['enterprises'][number];

export function ithEnterpriseDocument(enterprise: IthEnterpriseItem, published: Published): DocumentInput {
  return {
    documentNo: enterprise.documentNo,
    section: 'ith',
    ...published,
    rank: enterprise.rank,
    attributes: { kind: 'enterprise', industry: enterprise.industry, floor: enterprise.floor, mark: enterprise.mark, color: enterprise.color, website: enterprise.website },
    translations: byLanguage((language) => ({ title: enterprise.translations[language].name, summary: enterprise.translations[language].intro })),
  };
}

/** A job without its seed schedule: posting and closing instants are given. */
export type JobItem = Omit<SeedJob, 'schedule'>;

// Company name and introduction stay on the enterprise document; a job names it by number.
export function jobDocument(job: JobItem, when: { postedAt: Date; closesAt: Date }): DocumentInput {
  const { enterpriseNo, category, recruitmentType, salaryMin, salaryMax, recruits, mapQuery } = job;
  return {
    documentNo: job.documentNo,
    section: 'job',
    status: 'published',
    publishedAt: when.postedAt,
    endsAt: when.closesAt,
    attributes: { enterpriseNo, category, recruitmentType, salaryMin, salaryMax, recruits, mapQuery },
    translations: byLanguage((language) => {
      const { title, summary, description, ...fields } = job.translations[language];
      return { title, summary, body: description, fields };
    }),
  };
}

/** The seed files as documents; events are dated relative to `now` (its China calendar day). */
export function seedDocuments(content: SeedContent, now: Date): DocumentInput[] {
  const seedDate = chinaDateOf(now);
  const published: Published = { status: 'published', publishedAt: now };

  const benefits = content.benefits.map(benefitDocument);
  const events = content.events.map((e) => eventDocument(e, resolveEventSchedule(e.schedule, seedDate), published));
  const whyZone = content.whyZone.map((item, index) => whyZoneDocument(item, index + 1, published));
  const { hero, journeys, hkMacaoTeaser, usefulLinks } = content.home;
  const home: DocumentInput[] = [
    heroDocument(hero, 1, published),
    ...journeys.map((card, index) => journeyCardDocument(card, 10 + index, published)),
    teaserDocument(hkMacaoTeaser, 20, published),
    ...usefulLinks.map((link, index) => usefulLinkDocument(link, 30 + index, published)),
  ];
  const terms = TAXONOMY_GROUPS.flatMap((group) =>
    content.taxonomy[TAXONOMY_FILE_GROUP[group]].map((entry, index) => termDocument(group, entry, index + 1, published)),
  );
  const apps = content.apps.map((app) => appDocument(app, published));
  const services = content.services.map((service) => serviceDocument(service, published));
  const life = content.life.map((entry) => lifeDocument(entry, published));
  const hkMacaoGuides = content.hkMacaoGuides.map((guide) => hkMacaoDocument(guide, published));
  const journeySteps = content.journeys.flatMap((journey) =>
    journey.steps.map((step, index) => journeyStepDocument(journey.scene, step, index + 1, published)),
  );
  const about = aboutDocument(content.about, published);
  const { hub, industries, floors, enterprises } = content.ith;
  const ithHub = ithHubDocument({ ...hub, industries, floors }, published);
  const ithEnterprises = enterprises.map((enterprise) => ithEnterpriseDocument(enterprise, published));
  const jobs = content.jobs.map((job) => {
    const { postedAt, closesAt } = resolveJobSchedule(job.schedule, seedDate);
    return jobDocument(job, { postedAt, closesAt });
  });

  return [...terms, ...benefits, ...events, ...whyZone, ...home, ...apps, ...services, ...life, ...hkMacaoGuides, ...journeySteps, about, ithHub, ...ithEnterprises, ...jobs];
}

/**
 * server/src/content and server/dist/content both reach the committed files at server/src/content/seed-data (the
 * compiler does not copy JSON), whatever the working directory.
 */
export const SEED_DATA_DIR = fileURLToPath(new URL('../../src/content/seed-data/', import.meta.url));

export interface SeedContentOptions {
  now?: Date;
  dir?: string;
}

/**
 * Loads the validated seed files into the database. Idempotent: a document whose number already exists is left as
 * it is (an editor may have changed it); seed events keep the dates of their seeding until `refreshSeedEvents`
 * finds a tab empty.
 */
export async function seedContent(db: Database, options: SeedContentOptions = {}): Promise<number> {
  const content = loadSeedContent(options.dir ?? SEED_DATA_DIR);
  const now = options.now ?? new Date();
  const store = new DocumentStore(db, () => undefined);
  const inserted = await store.insertMissing(seedDocuments(content, now));
  await refreshSeedEvents(db, store, content, now);
  await refreshSeedJobs(db, store, content, now);
  return inserted;
}

/**
 * Documents an editor has opened in the console: their dates are the editor's now (the draft holds them), so the
 * seeder no longer moves them.
 */
async function editedNumbers(db: Database): Promise<Set<string>> {
  const rows = await db.select({ documentNo: documentDrafts.documentNo }).from(documentDrafts);
  return new Set(rows.map((row) => row.documentNo));
}

/**
 * The seed events are demo content placed around their seeding day. Weeks later one of the tabs (upcoming,
 * on-going, past) runs empty; when that is so at `now`, the seed events still on their seeded dates are placed again
 * around today, so every tab has something to show. Events an editor has added, moved or opened in the console are left alone, and while
 * every tab has an event nothing moves (dates a visitor saw stay put). Returns how many events moved.
 */
export async function refreshSeedEvents(db: Database, store: DocumentStore, content: SeedContent, now: Date): Promise<number> {
  const rows = await db
    .select({ documentNo: documents.documentNo, startsAt: documents.startsAt, endsAt: documents.endsAt })
    .from(documents)
    .where(visibleIn('event', now));
  const shown = new Set(rows.flatMap((row) => (row.startsAt && row.endsAt ? [eventStateAt(row.startsAt, row.endsAt, now)] : [])));
  if (EVENT_STATES.every((state) => shown.has(state))) return 0;

  const today = chinaDateOf(now);
  const edited = await editedNumbers(db);
  const byNo = new Map(rows.filter((row) => !edited.has(row.documentNo)).map((row) => [row.documentNo, row]));
  const changes = content.events.flatMap((event) => {
    const row = byNo.get(event.documentNo);
    if (!row?.startsAt || !row.endsAt) return [];
    const seeded = seedDateOf(event.schedule, row.startsAt, row.endsAt);
    if (seeded === undefined || seeded === today) return [];
    return [{ documentNo: event.documentNo, ...resolveEventSchedule(event.schedule, today) }];
  });
  return store.reschedule(changes);
}

/**
 * The seed jobs are demo content dated around their seeding day; most close months later. Once fewer than
 * MIN_OPEN_JOBS jobs are open at `now`, the seed jobs still on their seeded dates are posted and closed again around
 * today, so the board keeps open jobs (and a few closed ones). Jobs an editor added or moved are left alone. Returns
 * how many jobs moved.
 */
export async function refreshSeedJobs(db: Database, store: DocumentStore, content: SeedContent, now: Date): Promise<number> {
  const rows = await db
    .select({ documentNo: documents.documentNo, publishedAt: documents.publishedAt, endsAt: documents.endsAt })
    .from(documents)
    .where(visibleIn('job', now));
  const open = rows.filter((row) => row.endsAt && row.endsAt >= now).length;
  if (open >= MIN_OPEN_JOBS) return 0;

  const today = chinaDateOf(now);
  const edited = await editedNumbers(db);
  const byNo = new Map(rows.filter((row) => !edited.has(row.documentNo)).map((row) => [row.documentNo, row]));
  const changes = content.jobs.flatMap((job) => {
    const row = byNo.get(job.documentNo);
    if (!row?.publishedAt || !row.endsAt) return [];
    const seeded = jobSeedDateOf(job.schedule, row.publishedAt, row.endsAt);
    if (seeded === undefined || seeded === today) return [];
    const { postedAt, closesAt } = resolveJobSchedule(job.schedule, today);
    return [{ documentNo: job.documentNo, publishedAt: postedAt, endsAt: closesAt }];
  });
  return store.reschedule(changes);
}
