import { RANGE_DAYS_MAX, type AnalyticsRange } from './api/analytics-api';

/** The statistics count days in China time (UTC+8, no daylight saving), as the server does. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const chinaDay = (now: Date) => new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const daysIn = ({ from, to }: AnalyticsRange) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const isDay = (value: string | null): value is string => value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value;

/** The quick ranges offered beside the dates: the last 7, 30 and 90 days up to today. */
export const RANGE_PRESETS = [7, 30, 90] as const;
export const DEFAULT_RANGE_DAYS = 30;

export const lastDays = (days: number, today: string): AnalyticsRange => ({ from: addDays(today, -(days - 1)), to: today });

/** Whether the server takes a range: real dates, in order, at most a year and a day. */
export const isValidRange = (range: { from: string; to: string }) => isDay(range.from) && isDay(range.to) && daysIn(range) >= 1 && daysIn(range) <= RANGE_DAYS_MAX;

/** The range in the address (`?from=&to=`), or the last 30 days up to today when it has none or a wrong one. */
export function rangeOfSearch(searchParams: URLSearchParams, today: string): AnalyticsRange {
  const range = { from: searchParams.get('from') ?? '', to: searchParams.get('to') ?? '' };
  return isValidRange(range) ? range : lastDays(DEFAULT_RANGE_DAYS, today);
}

export const rangeKey = ({ from, to }: AnalyticsRange) => `${from}..${to}`;

export const csvFileName = ({ from, to }: AnalyticsRange, report: string) => `analytics-${report}-${from}-${to}.csv`;
