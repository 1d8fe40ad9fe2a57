import { pageRoutes, withQuery } from '@/lib/routes';

/** Who the visitor is and when: the two questions of the entry-preparation picker (spec §2). */
export const ENTRY_IDENTITIES = ['foreigner', 'hkMacao'] as const;
export const ENTRY_TIMINGS = ['before', 'after'] as const;
export type EntryIdentity = (typeof ENTRY_IDENTITIES)[number];
export type EntryTiming = (typeof ENTRY_TIMINGS)[number];

export interface EntryChoice {
  identity: EntryIdentity;
  timing: EntryTiming;
}

export const isEntryIdentity = (value: unknown): value is EntryIdentity => (ENTRY_IDENTITIES as readonly unknown[]).includes(value);
export const isEntryTiming = (value: unknown): value is EntryTiming => (ENTRY_TIMINGS as readonly unknown[]).includes(value);

/** What the URL says, each answer kept only when it is one the picker offers (a hand-edited URL may say anything). */
export function partialChoiceOf(searchParams: URLSearchParams): Partial<EntryChoice> {
  const identity = searchParams.get('identity');
  const timing = searchParams.get('timing');
  return { ...(isEntryIdentity(identity) ? { identity } : {}), ...(isEntryTiming(timing) ? { timing } : {}) };
}

/** The full choice of the URL, or null when either answer is missing or unknown. */
export function choiceOf(searchParams: URLSearchParams): EntryChoice | null {
  const { identity, timing } = partialChoiceOf(searchParams);
  return identity && timing ? { identity, timing } : null;
}

/** The picker, with the answers given so far (so "change" keeps them). */
export const pickerPath = (choice: Partial<EntryChoice> = {}) => withQuery(pageRoutes.preparationforentry, { identity: choice.identity, timing: choice.timing });

/** The steps of one choice. */
export const stepsPath = (choice: EntryChoice) => withQuery(pageRoutes.preparationforentryStep, { identity: choice.identity, timing: choice.timing });

/** One checklist per identity and timing, whatever the language. */
export const checklistKey = (choice: EntryChoice) => `${choice.identity}:${choice.timing}`;

/** The ids of `ticked` that are steps of the list, in the list's order, once each. */
export function inStepOrder(stepIds: readonly string[], ...ticked: readonly (readonly string[])[]): string[] {
  const chosen = new Set(ticked.flat());
  return stepIds.filter((id) => chosen.has(id));
}
