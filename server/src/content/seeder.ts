import { fileURLToPath } from 'node:url';
import type { Database } from '../db/client.js';
import type { ContentLanguage } from '../db/schema/index.js';
import { DocumentStore, type DocumentInput, type TranslationInput } from '../services/content/document-store.js';
import { TAXONOMY_GROUPS, termsOf, type TaxonomyGroup } from '../services/content/terms.js';
import { documents } from '../db/schema/index.js';
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
  type SeedContent,
  type Taxonomy,
} from './seed-schema.js';

type Localized = Record<ContentLanguage, string>;

const byLanguage = (make: (language: ContentLanguage) => TranslationInput) =>
  Object.fromEntries(SEED_LANGUAGES.map((language) => [language, make(language)])) as Record<
    ContentLanguage,
    TranslationInput
  >;

/** Seed dates are China calendar days. */
const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

const TAXONOMY_FILE_GROUP: Record<TaxonomyGroup, keyof Taxonomy> = {
  talentType: 'talentCategories',
  contentType: 'contentTypes',
  talentScene: 'talentScenes',
  eventCategory: 'eventCategories',
};

/** The seed files as documents; events are dated relative to `now` (its China calendar day). */
export function seedDocuments(content: SeedContent, now: Date): DocumentInput[] {
  const seedDate = chinaDateOf(now);
  const published = { status: 'published' as const, publishedAt: now };

  const benefits = content.benefits.map(
    (b): DocumentInput => ({
      documentNo: b.documentNo,
      section: 'benefit',
      status: 'published',
      publishedAt: chinaMidnight(b.publishedAt),
      rank: b.homeRank ?? null,
      tags: b.tags,
      terms: termsOf({ talentType: b.talent_category, contentType: [b.contentType], talentScene: b.talentScene }),
      attributes: { poster: b.poster },
      translations: byLanguage((language) => {
        const { title, summary, body, ...fields } = b.translations[language];
        return { title, summary, body, fields };
      }),
    }),
  );

  const events = content.events.map((e): DocumentInput => {
    const { startsAt, endsAt } = resolveEventSchedule(e.schedule, seedDate);
    return {
      documentNo: e.documentNo,
      section: 'event',
      ...published,
      startsAt,
      endsAt,
      tags: e.tags,
      terms: termsOf({ eventCategory: [e.category], talentType: e.talent_category }),
      attributes: { banner: e.banner, mapQuery: e.mapQuery },
      translations: byLanguage((language) => {
        const { title, summary, body, ...fields } = e.translations[language];
        return { title, summary, body, fields };
      }),
    };
  });

  const whyZone = content.whyZone.map((item, index): DocumentInput => {
    const labels: Localized = { EN: item.en_label, CN: item.cn_label, TC: item.tc_label };
    return {
      documentNo: `WHY-${item.key}`,
      section: 'why_zone',
      ...published,
      rank: index + 1,
      attributes: { key: item.key, banner: item.banner },
      translations: byLanguage((language) => ({ title: labels[language], summary: item.description[language] })),
    };
  });

  const { hero, journeys, hkMacaoTeaser, usefulLinks } = content.home;
  const home: DocumentInput[] = [
    {
      documentNo: 'HOME-HERO',
      section: 'home_block',
      ...published,
      rank: 1,
      attributes: { kind: 'hero', video: hero.video, poster: hero.poster },
      translations: byLanguage((language) => ({ title: hero.slogan[language], summary: hero.subSlogan[language] })),
    },
    ...journeys.map(
      (card, index): DocumentInput => ({
        documentNo: `HOME-JOURNEY-${card.scene}`,
        section: 'home_block',
        ...published,
        rank: 10 + index,
        attributes: { kind: 'journey', scene: card.scene, image: card.image },
        translations: byLanguage((language) => ({ title: card.title[language], summary: card.text[language] })),
      }),
    ),
    {
      documentNo: 'HOME-HKMACAO',
      section: 'home_block',
      ...published,
      rank: 20,
      attributes: { kind: 'hkMacaoTeaser', image: hkMacaoTeaser.image },
      translations: byLanguage((language) => ({
        title: hkMacaoTeaser.title[language],
        summary: hkMacaoTeaser.text[language],
        fields: { cta: hkMacaoTeaser.cta[language] },
      })),
    },
    ...usefulLinks.map(
      (link, index): DocumentInput => ({
        documentNo: `HOME-LINK-${link.key}`,
        section: 'home_block',
        ...published,
        rank: 30 + index,
        attributes: { kind: 'usefulLink', key: link.key, url: link.url },
        translations: byLanguage((language) => ({ title: link.label[language] })),
      }),
    ),
  ];

  const terms = TAXONOMY_GROUPS.flatMap((group) =>
    content.taxonomy[TAXONOMY_FILE_GROUP[group]].map(
      (entry, index): DocumentInput => ({
        documentNo: `TERM-${group}-${entry.code}`,
        section: 'taxonomy_term',
        ...published,
        rank: index + 1,
        attributes: { group, code: entry.code },
        translations: byLanguage((language) => ({ title: entry.labels[language] })),
      }),
    ),
  );

  const apps = content.apps.map(
    (app): DocumentInput => ({
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
    }),
  );

  const services = content.services.map(
    (service): DocumentInput => ({
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
      translations: byLanguage((language) => {
        const { title, summary, body, ...fields } = service.translations[language];
        return { title, summary, body, fields };
      }),
    }),
  );

  const life = content.life.map(
    (entry): DocumentInput => ({
      documentNo: entry.documentNo,
      section: 'life',
      ...published,
      rank: entry.rank,
      attributes: { tab: entry.tab, banner: entry.banner, ...(entry.mapQuery ? { mapQuery: entry.mapQuery } : {}) },
      translations: byLanguage((language) => {
        const { title, summary, body, ...fields } = entry.translations[language];
        return { title, summary, body, fields };
      }),
    }),
  );

  const hkMacaoGuides = content.hkMacaoGuides.map(
    (guide): DocumentInput => ({
      documentNo: guide.documentNo,
      section: 'hkmacao',
      ...published,
      rank: guide.rank,
      terms: termsOf({ talentType: ['hkMacaoResident'] }),
      attributes: { relatedBenefits: guide.relatedBenefits, relatedServices: guide.relatedServices },
      translations: byLanguage((language) => {
        const { title, summary, body, ...fields } = guide.translations[language];
        return { title, summary, body, fields };
      }),
    }),
  );

  const journeySteps = content.journeys.flatMap((journey) =>
    journey.steps.map(
      (step, index): DocumentInput => ({
        documentNo: `JRN-${journey.scene.toUpperCase()}-${index + 1}`,
        section: 'journey',
        ...published,
        rank: index + 1,
        attributes: { scene: journey.scene, step: step.step, links: step.links },
        translations: byLanguage((language) => ({ title: step.title[language], summary: step.text[language] })),
      }),
    ),
  );

  const { glance, figures, sections, serviceHall } = content.about;
  const about: DocumentInput = {
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

  const { hub, industries, floors, enterprises } = content.ith;
  const ithHub: DocumentInput = {
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
  const ithEnterprises = enterprises.map(
    (enterprise): DocumentInput => ({
      documentNo: enterprise.documentNo,
      section: 'ith',
      ...published,
      rank: enterprise.rank,
      attributes: { kind: 'enterprise', industry: enterprise.industry, floor: enterprise.floor, mark: enterprise.mark, color: enterprise.color, website: enterprise.website },
      translations: byLanguage((language) => ({ title: enterprise.translations[language].name, summary: enterprise.translations[language].intro })),
    }),
  );

  // Company name and introduction stay on the enterprise document; a job names it by number.
  const jobs = content.jobs.map((job): DocumentInput => {
    const { postedAt, closesAt } = resolveJobSchedule(job.schedule, seedDate);
    const { enterpriseNo, category, recruitmentType, salaryMin, salaryMax, recruits, mapQuery } = job;
    return {
      documentNo: job.documentNo,
      section: 'job',
      status: 'published',
      publishedAt: postedAt,
      endsAt: closesAt,
      attributes: { enterpriseNo, category, recruitmentType, salaryMin, salaryMax, recruits, mapQuery },
      translations: byLanguage((language) => {
        const { title, summary, description, ...fields } = job.translations[language];
        return { title, summary, body: description, fields };
      }),
    };
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
 * The seed events are demo content placed around their seeding day. Weeks later one of the tabs (upcoming,
 * on-going, past) runs empty; when that is so at `now`, the seed events still on their seeded dates are placed again
 * around today, so every tab has something to show. Events an editor has added or moved are left alone, and while
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
  const byNo = new Map(rows.map((row) => [row.documentNo, row]));
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
  const byNo = new Map(rows.map((row) => [row.documentNo, row]));
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
