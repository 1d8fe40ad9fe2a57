import type { TalentTypeOption } from '../api/services-api';

/** Talent type code → label, for cards and the detail page. */
export function talentLabelsOf(options: readonly TalentTypeOption[] | undefined): Record<string, string> {
  return Object.fromEntries((options ?? []).map((option) => [option.code, option.label]));
}
