import { and, asc, count, desc, eq, not, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents, type ContentLanguage } from '../../db/schema/index.js';
import type { Page } from './benefit-queries.js';
import { eventStateAt, eventStateCondition, type EventState } from './event-state.js';
import { TOP_EVENTS_SIZE } from './limits.js';
import { codesIn } from './terms.js';
import { localize, type TranslationRow } from './translations.js';
import { documentColumns, visibleIn, type DocumentRow } from './visibility.js';

/** Seed and editors enter event times as China time; clients get instants plus the zone to display them in. */
export const EVENT_TIME_ZONE = 'Asia/Shanghai';

type DatedEvent = DocumentRow & { startsAt: Date; endsAt: Date };

const dated = (doc: DocumentRow): doc is DatedEvent => doc.startsAt !== null && doc.endsAt !== null;
const textField = (text: TranslationRow, key: string) => String(text.fields[key] ?? '');

function itemOf(doc: DatedEvent, text: TranslationRow, now: Date) {
  return {
    documentNo: doc.documentNo,
    title: text.title,
    summary: text.summary,
    banner: String(doc.attributes.banner ?? ''),
    location: textField(text, 'location'),
    state: eventStateAt(doc.startsAt, doc.endsAt, now),
    startsAt: doc.startsAt.toISOString(),
    endsAt: doc.endsAt.toISOString(),
    timeZone: EVENT_TIME_ZONE,
    category: codesIn(doc.terms, 'eventCategory')[0] ?? '',
    talent_category: codesIn(doc.terms, 'talentType'),
    language: text.language,
  };
}

/** Upcoming soonest first; on-going ending soonest first; past most recent first. */
const ORDER: Record<EventState | 'all', SQL[]> = {
  upcoming: [asc(documents.startsAt), asc(documents.documentNo)],
  'on-going': [asc(documents.endsAt), asc(documents.documentNo)],
  past: [desc(documents.endsAt), asc(documents.documentNo)],
  all: [asc(documents.startsAt), asc(documents.documentNo)],
};

export class EventQueries {
  constructor(private readonly db: Database) {}

  private async localized(where: SQL | undefined, order: SQL[], language: ContentLanguage, limit: number, offset = 0) {
    const docs = await this.db.select(documentColumns).from(documents).where(where).orderBy(...order).limit(limit).offset(offset);
    return localize(this.db, docs.filter(dated), language);
  }

  /** The home carousel: on-going and upcoming events, soonest start first. */
  async top(language: ContentLanguage, now: Date) {
    const where = and(visibleIn('event', now), not(eventStateCondition('past', now)));
    const rows = await this.localized(where, ORDER.all, language, TOP_EVENTS_SIZE);
    return rows.map(({ doc, text }) => {
      const { banner, title, location, documentNo, state, startsAt, endsAt } = itemOf(doc, text, now);
      return { banner, title, location, documentNo, state, startsAt, endsAt };
    });
  }

  async list(state: EventState | undefined, { page, pageSize }: Page, language: ContentLanguage, now: Date) {
    const where = and(visibleIn('event', now), state ? eventStateCondition(state, now) : undefined);
    const [totalRow] = await this.db.select({ total: count() }).from(documents).where(where);
    const rows = await this.localized(where, ORDER[state ?? 'all'], language, pageSize, (page - 1) * pageSize);
    return { list: rows.map(({ doc, text }) => itemOf(doc, text, now)), total: totalRow?.total ?? 0, page, pageSize };
  }

  async detail(documentNo: string, language: ContentLanguage, now: Date) {
    const [entry] = await this.localized(
      and(visibleIn('event', now), eq(documents.documentNo, documentNo)),
      ORDER.all,
      language,
      1,
    );
    if (!entry) return undefined;
    const { doc, text } = entry;
    return {
      ...itemOf(doc, text, now),
      body: text.body,
      address: textField(text, 'address'),
      organiser: textField(text, 'organiser'),
      mapQuery: String(doc.attributes.mapQuery ?? ''),
      tags: doc.tags,
      updatedAt: doc.updatedAt.toISOString(),
    };
  }
}
