import {
  CONTENT_TYPES,
  EVENT_CATEGORIES,
  TALENT_CATEGORIES,
  TALENT_SCENES,
} from '../../content/seed-schema.js';

/** Taxonomy groups and their codes; a document carries its codes as `group:code` in `documents.terms`. */
export const TAXONOMY = {
  talentType: TALENT_CATEGORIES,
  contentType: CONTENT_TYPES,
  talentScene: TALENT_SCENES,
  eventCategory: EVENT_CATEGORIES,
} as const;
export type TaxonomyGroup = keyof typeof TAXONOMY;
export const TAXONOMY_GROUPS = Object.keys(TAXONOMY) as TaxonomyGroup[];

export function termsOf(groups: Partial<Record<TaxonomyGroup, readonly string[]>>): string[] {
  return Object.entries(groups).flatMap(([group, codes]) => (codes ?? []).map((code) => `${group}:${code}`));
}

/** The codes of one group among a document's terms, in stored order. */
export function codesIn(terms: readonly string[], group: TaxonomyGroup): string[] {
  const prefix = `${group}:`;
  return terms.filter((term) => term.startsWith(prefix)).map((term) => term.slice(prefix.length));
}

export function isTaxonomyCode(group: TaxonomyGroup, value: string): boolean {
  return (TAXONOMY[group] as readonly string[]).includes(value);
}
