import type { Database } from '../../db/client.js';
import type { ContentLanguage, ContentSection } from '../../db/schema/index.js';
import { TAXONOMY_GROUPS, type TaxonomyGroup } from './terms.js';
import { orderedSection } from './ordered-section.js';
import { pickTranslation } from './translations.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Why-the-zone items, home page blocks and taxonomy labels: small ordered sections read whole. */
export class HomeQueries {
  constructor(private readonly db: Database) {}

  private section(section: ContentSection, language: ContentLanguage, now: Date) {
    return orderedSection(this.db, section, language, now);
  }

  /** Spec §3 life / why-the-zone item; each label falls back to CN when its language is missing. */
  async lives(language: ContentLanguage, now: Date) {
    const rows = await this.section('why_zone', language, now);
    return rows.map(({ doc, text: shown, all }) => ({
      key: text(doc.attributes.key),
      banner: text(doc.attributes.banner),
      cn_label: pickTranslation(all, 'CN')!.title,
      en_label: pickTranslation(all, 'EN')!.title,
      tc_label: pickTranslation(all, 'TC')!.title,
      description: shown.summary,
    }));
  }

  /** The home page's other blocks: hero, the four journey cards, the Hong Kong/Macao teaser, useful links. */
  async extras(language: ContentLanguage, now: Date) {
    const rows = await this.section('home_block', language, now);
    const ofKind = (kind: string) => rows.filter(({ doc }) => doc.attributes.kind === kind);
    const hero = ofKind('hero')[0];
    const teaser = ofKind('hkMacaoTeaser')[0];
    return {
      hero: hero
        ? {
            video: text(hero.doc.attributes.video),
            poster: text(hero.doc.attributes.poster),
            slogan: hero.text.title,
            subSlogan: hero.text.summary,
          }
        : null,
      journeys: ofKind('journey').map(({ doc, text: t }) => ({
        scene: text(doc.attributes.scene),
        image: text(doc.attributes.image),
        title: t.title,
        text: t.summary,
      })),
      hkMacaoTeaser: teaser
        ? {
            image: text(teaser.doc.attributes.image),
            title: teaser.text.title,
            text: teaser.text.summary,
            cta: text(teaser.text.fields.cta),
          }
        : null,
      usefulLinks: ofKind('usefulLink').map(({ doc, text: t }) => ({
        key: text(doc.attributes.key),
        label: t.title,
        url: text(doc.attributes.url),
      })),
    };
  }

  /** Filter options with labels in the reader's language, in editorial order. */
  async taxonomy(language: ContentLanguage, now: Date) {
    const rows = await this.section('taxonomy_term', language, now);
    const result = Object.fromEntries(TAXONOMY_GROUPS.map((group) => [group, [] as Array<{ code: string; label: string }>]));
    for (const { doc, text: t } of rows) {
      const group = doc.attributes.group as TaxonomyGroup;
      result[group]?.push({ code: text(doc.attributes.code), label: t.title });
    }
    return result as Record<TaxonomyGroup, Array<{ code: string; label: string }>>;
  }
}
