import { and, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents, type ContentLanguage } from '../../db/schema/index.js';
import type { TALENT_SCENES } from '../../content/seed-schema.js';
import { orderedSection, textAttribute } from './ordered-section.js';
import { localize } from './translations.js';
import { documentColumns, visibleIn } from './visibility.js';

export type JourneyScene = (typeof TALENT_SCENES)[number];

/** A step's link as stored: a document of a section, or a page of the app (with a tab). */
type StoredLink = { benefit?: string; service?: string; life?: string; route?: string; active?: number };

interface JourneyLink {
  kind: 'benefit' | 'service' | 'life' | 'route';
  documentNo: string | null;
  title: string | null;
  tab: string | null;
  route: string | null;
  active: number | null;
}

const SECTION_OF = { benefit: 'benefit', service: 'service', life: 'life' } as const;

/**
 * The journeys (spec §2 study, work, invest, life): four steps each, stored one document per step (section
 * `journey`), each a short guide with links into the content. Links to documents no longer published are left out.
 */
export class JourneyQueries {
  constructor(private readonly db: Database) {}

  async journey(scene: JourneyScene, language: ContentLanguage, now: Date) {
    const rows = (await orderedSection(this.db, 'journey', language, now)).filter(({ doc }) => doc.attributes.scene === scene);
    const links = rows.flatMap(({ doc }) => (Array.isArray(doc.attributes.links) ? (doc.attributes.links as StoredLink[]) : []));
    const titles = await this.documentTitles(links, language, now);
    return {
      scene,
      steps: rows.map(({ doc, text }) => ({
        step: textAttribute(doc.attributes.step),
        title: text.title,
        text: text.summary,
        links: (Array.isArray(doc.attributes.links) ? (doc.attributes.links as StoredLink[]) : []).flatMap((link): JourneyLink[] => {
          if (link.route) return [{ kind: 'route', route: link.route, active: link.active ?? null, documentNo: null, title: null, tab: null }];
          const kind = link.benefit ? 'benefit' : link.service ? 'service' : ('life' as const);
          const documentNo = link[kind] ?? '';
          const found = titles.get(documentNo);
          return found ? [{ kind, route: null, active: null, documentNo, title: found.title, tab: found.tab }] : [];
        }),
        language: text.language,
      })),
    };
  }

  private async documentTitles(links: readonly StoredLink[], language: ContentLanguage, now: Date) {
    const numbers = links.flatMap((link) => [link.benefit, link.service, link.life].filter((no): no is string => Boolean(no)));
    const titles = new Map<string, { title: string; tab: string | null }>();
    if (numbers.length === 0) return titles;
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(and(inArray(documents.documentNo, numbers), or(...Object.values(SECTION_OF).map((section) => visibleIn(section, now)))));
    for (const { doc, text } of await localize(this.db, docs, language)) {
      titles.set(doc.documentNo, { title: text.title, tab: textAttribute(doc.attributes.tab) || null });
    }
    return titles;
  }
}
