import { contentError } from '../../services/content/content-errors.js';
import { TAXONOMY, isTaxonomyCode, type TaxonomyGroup } from '../../services/content/terms.js';

/** Unknown codes are a client mistake worth naming, not an empty result. */
export function checkFilter(group: TaxonomyGroup, values: readonly string[] | undefined): string[] {
  for (const value of values ?? []) {
    if (!isTaxonomyCode(group, value)) {
      const allowed = TAXONOMY[group].join(', ');
      throw contentError('unknownFilterValue', {
        values: { field: group, value: value.slice(0, 40), allowed },
        data: { field: group, value: value.slice(0, 40), allowed: TAXONOMY[group] },
      });
    }
  }
  return [...new Set(values ?? [])];
}
