import { createHash } from 'node:crypto';
import { LIFE_TABS, SERVICE_TABS } from '../../content/seed-schema.js';
import { CONTENT_LANGUAGES, type ContentLanguage, type ContentSection } from '../../db/schema/index.js';
import { stringsOf } from '../content/search-text.js';
import { ENTRY_IDENTITIES, ENTRY_TIMINGS, type EntryStepCatalog } from '../tools/entry-steps.js';

/**
 * The public sections site search covers, by the code results carry: the content sections with a page of their own
 * (`ith` is the International Talent Hub and its enterprises) and the entry-preparation steps, which live in a file.
 */
export const SEARCH_SECTIONS = ['benefit', 'service', 'event', 'job', 'life', 'hkmacao', 'app', 'entry', 'journey', 'about', 'ith'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

export const INDEXED_CONTENT_SECTIONS = SEARCH_SECTIONS.filter((s): s is Exclude<SearchSection, 'entry'> & ContentSection => s !== 'entry');

/** Bumped when the analyzer or the row layout changes, so every row is rebuilt at the next sync. */
export const INDEX_FORMAT = 'v1';

const PAGES = '/pages';
const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};
const tabIndex = (tabs: readonly string[], tab: unknown) => {
  const index = tabs.indexOf(String(tab));
  return index < 0 ? undefined : index;
};

/** The public page of a document: the client's route table (src/lib/routes.ts), as the sitemap and previews name it. */
export function routeOf(section: ContentSection, documentNo: string, attributes: Record<string, unknown>): string {
  switch (section) {
    case 'benefit':
      return withQuery(`${PAGES}/talentBenefits/detail`, { documentNo });
    case 'event':
      return withQuery(`${PAGES}/events/detail`, { documentNo });
    case 'service':
      return withQuery(`${PAGES}/services/serviceDetail`, { documentNo, active: tabIndex(SERVICE_TABS, attributes.tab) });
    case 'life':
      return withQuery(`${PAGES}/lifepage/detail`, { documentNo, active: tabIndex(LIFE_TABS, attributes.tab) });
    case 'hkmacao':
      return withQuery(`${PAGES}/hkmacao/detail`, { documentNo });
    case 'job':
      return withQuery(`${PAGES}/employment/detail`, { documentNo });
    case 'app':
      return `${PAGES}/app`;
    case 'journey':
      return `${PAGES}/${String(attributes.scene ?? 'study')}`;
    case 'about':
      return `${PAGES}/about`;
    default:
      return `${PAGES}/ith`;
  }
}

/** Contact details and links are not what people search for (as in content search). */
const UNSEARCHED_FIELDS = new Set(['contact', 'phone', 'email', 'url', 'website', 'mapQuery']);

export interface TranslationText {
  title: string;
  summary: string;
  body: string;
  fields: unknown;
}

/** The searchable body of a translation: summary, body and the localized fields, one paragraph each. */
export function bodyOf(t: TranslationText): string {
  return [t.summary, t.body, ...stringsOf(t.fields, UNSEARCHED_FIELDS)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
}

/** One row to index before its tsvector is built. */
export interface SourceRow {
  key: string;
  language: ContentLanguage;
  documentId: number | null;
  section: SearchSection;
  sourceLanguage: ContentLanguage;
  sourceStamp: string;
  route: string;
  title: string;
  body: string;
}

/** The rows of the entry-preparation steps: one per step and language, keyed by identity, timing and step id. */
export function entryStepRows(catalog: EntryStepCatalog): SourceRow[] {
  const rows: SourceRow[] = [];
  for (const identity of ENTRY_IDENTITIES) {
    for (const timing of ENTRY_TIMINGS) {
      for (const language of CONTENT_LANGUAGES) {
        for (const step of catalog.steps(identity, timing, language)) {
          const body = [step.summary, ...step.documents, step.where, step.duration, step.cost].filter(Boolean).join('\n');
          const stamp = createHash('sha1').update(`${INDEX_FORMAT}\n${step.title}\n${body}`).digest('hex');
          rows.push({
            key: `ENTRY-${identity}-${timing}-${step.id}`.slice(0, 80),
            language,
            documentId: null,
            section: 'entry',
            sourceLanguage: language,
            sourceStamp: stamp,
            route: withQuery(`${PAGES}/preparationforentry/step`, { identity, timing }),
            title: step.title,
            body,
          });
        }
      }
    }
  }
  return rows;
}
