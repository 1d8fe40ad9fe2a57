import { LOCALE_TAG, type Language } from './languages';

/** Event times are set and shown in China time, whatever the visitor's own zone (the zone's clocks are what count). */
export const EVENT_TIME_ZONE = 'Asia/Shanghai';

const dateTime: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: EVENT_TIME_ZONE,
};

const dateOnly: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: EVENT_TIME_ZONE };

function formatter(language: Language, options: Intl.DateTimeFormatOptions) {
  // zh-Hant alone would pick Taiwan conventions; the portal's Traditional Chinese is Hong Kong's.
  const locale = language === 'TC' ? 'zh-Hant-HK' : LOCALE_TAG[language];
  return new Intl.DateTimeFormat(locale, options);
}

/** "Sat, 6 Dec 2025, 10:00 – 16:00" or a range across days, in the language's own way of writing dates. */
export function formatEventRange(startsAt: string, endsAt: string, language: Language): string {
  return formatter(language, dateTime).formatRange(new Date(startsAt), new Date(endsAt));
}

/** The dates only, for compact cards: "6 – 8 Dec 2025". */
export function formatEventDates(startsAt: string, endsAt: string, language: Language): string {
  return formatter(language, dateOnly).formatRange(new Date(startsAt), new Date(endsAt));
}

/** The zone's name for the time-zone note beside the times ("China Standard Time"). */
export function timeZoneName(instant: string, language: Language): string {
  const parts = formatter(language, { timeZone: EVENT_TIME_ZONE, timeZoneName: 'long' }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? EVENT_TIME_ZONE;
}
