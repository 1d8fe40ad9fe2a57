import type { ReportAnswers } from '../api/reports-api';
import { cleanAnswers } from './report-answers';

/**
 * The questionnaire's answers in progress, kept in this tab's sessionStorage (never sent anywhere until the visitor
 * generates): a reload of a step and a language switch (which reloads the page) find them again; closing the tab
 * forgets them. Read and written by the flow saga only, never during a render.
 */
export const ANSWERS_STORAGE_KEY = 'talentReport.answers';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Some privacy modes throw on access: the answers then live in the store only.
    return undefined;
  }
}

export function readStoredAnswers(): ReportAnswers {
  try {
    const raw = storage()?.getItem(ANSWERS_STORAGE_KEY);
    return raw ? cleanAnswers(JSON.parse(raw)) : {};
  } catch {
    // Unreadable (refused, or not JSON): the questionnaire starts empty.
    return {};
  }
}

export function writeStoredAnswers(answers: ReportAnswers): void {
  try {
    storage()?.setItem(ANSWERS_STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // A full storage loses the reload safety net, not the answers on screen.
  }
}

export function clearStoredAnswers(): void {
  try {
    storage()?.removeItem(ANSWERS_STORAGE_KEY);
  } catch {
    // Nothing could be stored there either.
  }
}
