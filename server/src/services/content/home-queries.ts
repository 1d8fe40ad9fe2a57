import type { Database } from '../../db/client.js';
import type { ContentLanguage } from '../../db/schema/index.js';
import { TAXONOMY_GROUPS, type TaxonomyGroup } from './terms.js';
import { orderedSection, textAttribute } from './ordered-section.js';
import { pickTranslation } from './translations.js';

/** Why-the-zone items, home page blocks and taxonomy labels: small ordered sections read whole. */
export class HomeQueries {
  constructor(private readonly db: Database) {}

  /** Spec §3 life / why-the-zone item; each label falls back to CN when its language is missing. */
  async lives(language: ContentLanguage, now: Date) {
    const rows = await orderedSection(this.db, 'why_zone', language, now);
    return rows.map(({ doc, text: shown, all }) => ({
      key: textAttribute(doc.attributes.key),
      banner: textAttribute(doc.attributes.banner),
      cn_label: pickTranslation(all, 'CN')!.title,
      en_label: pickTranslation(all, 'EN')!.title,
      tc_label: pickTranslation(all, 'TC')!.title,
      description: shown.summary,
    }));
  }

  /** The home page's other blocks: hero, the four journey cards, the Hong Kong/Macao teaser, useful links. */
  async extras(language: ContentLanguage, now: Date) {
    const rows = await orderedSection(this.db, 'home_block', language, now);
    const ofKind = (kind: string) => rows.filter(({ doc }) => doc.attributes.kind === kind);
    const hero = ofKind('hero')[0];
    const teaser = ofKind('hkMacaoTeaser')[0];
    return {
      hero: hero
        ? {
            video: textAttribute(hero.doc.attributes.video),
            poster: textAttribute(hero.doc.attributes.poster),
            slogan: hero.text.title,
            subSlogan: hero.text.summary,
          }
        : null,
      journeys: ofKind('journey').map(({ doc, text: t }) => ({
        scene: textAttribute(doc.attributes.scene),
        image: textAttribute(doc.attributes.image),
        title: t.title,
        text: t.summary,
      })),
      hkMacaoTeaser: teaser
        ? {
            image: textAttribute(teaser.doc.attributes.image),
            title: teaser.text.title,
            text: teaser.text.summary,
            cta: textAttribute(teaser.text.fields.cta),
          }
        : null,
      usefulLinks: ofKind('usefulLink').map(({ doc, text: t }) => ({
        key: textAttribute(doc.attributes.key),
        label: t.title,
        url: textAttribute(doc.attributes.url),
      })),
    };
  }

  /** Filter options with labels in the reader's language, in editorial order. */
  async taxonomy(language: ContentLanguage, now: Date) {
    const rows = await orderedSection(this.db, 'taxonomy_term', language, now);
    const result = Object.fromEntries(TAXONOMY_GROUPS.map((group) => [group, [] as Array<{ code: string; label: string }>]));
    for (const { doc, text: t } of rows) {
      const group = doc.attributes.group as TaxonomyGroup;
      result[group]?.push({ code: textAttribute(doc.attributes.code), label: t.title });
    }
    return result as Record<TaxonomyGroup, Array<{ code: string; label: string }>>;
  }
}
