import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';
import type { TextSegment } from '@/components/ui/highlighted-text';

export interface AnswerLink {
  key: string;
  /** The site search's section of the page. */
  section: string;
  title: string;
  /** The public page, with its query. */
  route: string;
  language: Language;
}

/** The help panel's answer: the best passage with its page and a few more pages, or nothing (`best: null`). */
export interface Answer {
  q: string;
  language: Language;
  matched: 'all' | 'any' | 'none';
  best: (AnswerLink & { passage: TextSegment[] }) | null;
  links: AnswerLink[];
}

/** The longest question the server takes. */
export const MAX_QUESTION_LENGTH = 200;

export const assistantApi = {
  answer: (q: string, language: Language) => api.get<Answer>('/api/search/answer', { params: { q, language } }),
};
