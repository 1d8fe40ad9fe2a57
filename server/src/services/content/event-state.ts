import { and, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import { documents } from '../../db/schema/index.js';

export const EVENT_STATES = ['upcoming', 'on-going', 'past'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/**
 * Start and end are stored as instants, entered as China time (UTC+8, no daylight saving); comparing instants
 * gives the same answer as comparing China wall-clock times, whatever the server's own time zone.
 * An event is on-going from its start up to and including its end.
 */
export function eventStateAt(startsAt: Date, endsAt: Date, now: Date): EventState {
  if (now < startsAt) return 'upcoming';
  return now <= endsAt ? 'on-going' : 'past';
}

/** The same rule as a condition on the documents table, for lists filtered by state at query time. */
export function eventStateCondition(state: EventState, now: Date): SQL {
  switch (state) {
    case 'upcoming':
      return gt(documents.startsAt, now);
    case 'on-going':
      return and(lte(documents.startsAt, now), gte(documents.endsAt, now))!;
    case 'past':
      return lt(documents.endsAt, now);
  }
}
