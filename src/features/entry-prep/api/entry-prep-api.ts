import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';
import type { EntryChoice, EntryIdentity, EntryTiming } from '../entry-choice';

export interface EntryStepLink {
  kind: 'service' | 'benefit' | 'page';
  documentNo?: string;
  /** The app's page the link opens, with its query. */
  route?: string;
  label: string;
}

/** One step as GET /api/tools/entry-steps answers it, in the requested language. */
export interface EntryStep {
  id: string;
  title: string;
  summary: string;
  documents: string[];
  where: string;
  duration: string;
  cost: string;
  links: EntryStepLink[];
}

export interface EntrySteps {
  identity: EntryIdentity;
  timing: EntryTiming;
  steps: EntryStep[];
}

export const entryPrepApi = {
  steps: ({ identity, timing }: EntryChoice, language: Language) =>
    api.get<EntrySteps>('/api/tools/entry-steps', { params: { identity, timing, language } }),
  /** The account's ticks; the page says itself when the account cannot be reached, so no toast. */
  checklist: ({ identity, timing }: EntryChoice) =>
    api.get<{ ticked: string[] }>('/api/tools/entry-checklist', { params: { identity, timing }, silent: true }),
  saveChecklist: ({ identity, timing }: EntryChoice, ticked: readonly string[]) =>
    api.put<{ ticked: string[] }>('/api/tools/entry-checklist', { identity, timing, ticked }, { silent: true }),
};
