import { contentError } from '../../services/content/content-errors.js';
import { TAXONOMY, type TaxonomyGroup } from '../../services/content/terms.js';

/** Unknown codes are a client mistake worth naming, not an empty result. */
export function checkFilter(group: TaxonomyGroup, values: readonly string[] | undefined): string[] {
  return checkCodes(group, values, TAXONOMY[group]);
}

/** The same for any parameter with a fixed list of codes (the job board's category and type). */
export function checkCodes<T extends string>(field: string, values: readonly string[] | undefined, allowed: readonly T[]): T[] {
  for (const value of values ?? []) {
    if (!(allowed as readonly string[]).includes(value)) {
      const shown = value.slice(0, 40);
      throw contentError('unknownFilterValue', {
        values: { field, value: shown, allowed: allowed.join(', ') },
        data: { field, value: shown, allowed },
      });
    }
  }
  return [...new Set(values ?? [])] as T[];
}
