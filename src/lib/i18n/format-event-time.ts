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

/** Making a DateTimeFormat costs far more than using one: one per language and format, made on first use. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: Intl.DateTimeFormatOptions, name: string) {
  const key = `${language}:${name}`;
  let made = formatters.get(key);
  if (!made) {
    // zh-Hant alone would pick Taiwan conventions; the portal's Traditional Chinese is Hong Kong's.
    made = new Intl.DateTimeFormat(language === 'TC' ? 'zh-Hant-HK' : LOCALE_TAG[language], options);
    formatters.set(key, made);
  }
  return made;
}

/**
 * ICU versions differ in the spaces they put around a range's dash and before a time (thin, narrow no-break or plain):
 * the server's Node and the visitor's browser must write the same text, or hydration fails. Plain spaces for all.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** "Sat, 6 Dec 2025, 10:00 – 16:00" or a range across days, in the language's own way of writing dates. */
export function formatEventRange(startsAt: string, endsAt: string, language: Language): string {
  return plainSpaces(formatter(language, dateTime, 'dateTime').formatRange(new Date(startsAt), new Date(endsAt)));
}

/** The dates only, for compact cards: "6 – 8 Dec 2025". */
export function formatEventDates(startsAt: string, endsAt: string, language: Language): string {
  return plainSpaces(formatter(language, dateOnly, 'dateOnly').formatRange(new Date(startsAt), new Date(endsAt)));
}

/** The zone's name for the time-zone note beside the times ("China Standard Time"). */
export function timeZoneName(instant: string, language: Language): string {
  const parts = formatter(language, { timeZone: EVENT_TIME_ZONE, timeZoneName: 'long' }, 'zoneName').formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? EVENT_TIME_ZONE;
}
