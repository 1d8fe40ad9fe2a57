import type { Database } from '../../db/client.js';
import type { ContentLanguage, ContentSection } from '../../db/schema/content.js';
import { AboutQueries } from '../content/about-queries.js';
import { AppQueries } from '../content/app-queries.js';
import { BenefitQueries } from '../content/benefit-queries.js';
import type { Tx } from '../content/document-store.js';
import { EventQueries } from '../content/event-queries.js';
import { HkMacaoQueries } from '../content/hkmacao-queries.js';
import { HomeQueries } from '../content/home-queries.js';
import { IthQueries } from '../content/ith-queries.js';
import { JobQueries } from '../content/job-queries.js';
import { JourneyQueries } from '../content/journey-queries.js';
import { LifeQueries } from '../content/life-queries.js';
import { ServiceQueries } from '../content/service-queries.js';

/** The public page of a document (the client's route table: src/lib/routes.ts) and what its API answers. */
export interface PreviewResult {
  section: ContentSection;
  route: string;
  data: unknown;
}

const PAGES = '/pages';
const detail = (page: string, documentNo: string) => `${PAGES}/${page}?documentNo=${encodeURIComponent(documentNo)}`;

/**
 * Reads a document back with the public endpoint's own query class and mapper, on the given transaction (which holds
 * the draft written into the public tables, see EditorialService.preview). Detail sections answer their detail DTO;
 * the ordered sections answer the list or page they appear on, as the public endpoint returns it.
 */
export async function readPublic(
  tx: Tx,
  section: ContentSection,
  documentNo: string,
  shared: Record<string, unknown>,
  language: ContentLanguage,
  now: Date,
): Promise<PreviewResult> {
  const db = tx as unknown as Database;
  switch (section) {
    case 'benefit':
      return { section, route: detail('talentBenefits/detail', documentNo), data: (await new BenefitQueries(db).detail(documentNo, language, now)) ?? null };
    case 'event':
      return { section, route: detail('events/detail', documentNo), data: (await new EventQueries(db).detail(documentNo, language, now)) ?? null };
    case 'service':
      return { section, route: detail('services/serviceDetail', documentNo), data: (await new ServiceQueries(db).detail(documentNo, language, now)) ?? null };
    case 'life':
      return { section, route: detail('lifepage/detail', documentNo), data: (await new LifeQueries(db).detail(documentNo, language, now)) ?? null };
    case 'hkmacao':
      return { section, route: detail('hkmacao/detail', documentNo), data: (await new HkMacaoQueries(db).guide(documentNo, language, now)) ?? null };
    case 'job':
      return { section, route: detail('employment/detail', documentNo), data: (await new JobQueries(db).detail(documentNo, language, now)) ?? null };
    case 'app': {
      const guide = await new AppQueries(db).guide(language, now);
      const card = guide.flatMap((category) => category.apps).find((app) => app.documentNo === documentNo);
      return { section, route: `${PAGES}/app`, data: card ?? null };
    }
    case 'journey': {
      const scene = String(shared.scene ?? 'study') as 'study' | 'work' | 'invest' | 'life';
      return { section, route: `${PAGES}/${scene}`, data: await new JourneyQueries(db).journey(scene, language, now) };
    }
    case 'about':
      return { section, route: `${PAGES}/about`, data: (await new AboutQueries(db).page(language, now)) ?? null };
    case 'ith':
      return { section, route: `${PAGES}/ith`, data: (await new IthQueries(db).page(language, now)) ?? null };
    case 'home_block':
      return { section, route: `${PAGES}/home`, data: await new HomeQueries(db).extras(language, now) };
    case 'why_zone':
      return { section, route: `${PAGES}/home`, data: await new HomeQueries(db).lives(language, now) };
    case 'taxonomy_term':
      return { section, route: `${PAGES}/talentBenefits`, data: await new HomeQueries(db).taxonomy(language, now) };
  }
}
