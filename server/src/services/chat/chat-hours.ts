/**
 * Staffed hours of the online service desk in China time (UTC+8 all year, no daylight saving), from CHAT_HOURS:
 * windows separated by `;` or `,`, each days and times, e.g. `Mon-Fri 09:00-18:00; Sat 10:00-12:00`. `always` keeps
 * the desk staffed day and night, `never` (or `off`) never: every conversation is then left as a message.
 */
export interface ChatWindow {
  /** 0 = Sunday … 6 = Saturday. */
  days: number[];
  /** Minutes after midnight; `end` may be 1440 (24:00) and is exclusive. */
  start: number;
  end: number;
}

export interface ChatHours {
  /** As configured, for the status answer. */
  text: string;
  windows: ChatWindow[];
}

export const DEFAULT_CHAT_HOURS = 'Mon-Fri 09:00-18:00';
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;

function minutes(text: string): number | undefined {
  const match = TIME.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]) * 60 + Number(match[2]);
  return value <= 1440 ? value : undefined;
}

function dayIndex(text: string): number | undefined {
  const index = DAYS.indexOf(text.slice(0, 3).toLowerCase());
  return index >= 0 && text.length >= 3 ? index : undefined;
}

/** Throws with the part at fault when the text is not understood. */
export function parseChatHours(text: string): ChatHours {
  const trimmed = text.trim();
  const lower = trimmed.toLowerCase();
  if (lower === 'always' || lower === '24/7') return { text: trimmed, windows: [{ days: [0, 1, 2, 3, 4, 5, 6], start: 0, end: 1440 }] };
  if (lower === 'never' || lower === 'off' || lower === '') return { text: trimmed, windows: [] };
  const windows: ChatWindow[] = [];
  for (const part of trimmed.split(/[;,]/).map((entry) => entry.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]{3,9})(?:-([A-Za-z]{3,9}))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(part);
    const first = match ? dayIndex(match[1]!) : undefined;
    const last = match ? (match[2] === undefined ? first : dayIndex(match[2])) : undefined;
    const start = match ? minutes(match[3]!) : undefined;
    const end = match ? minutes(match[4]!) : undefined;
    if (first === undefined || last === undefined || start === undefined || end === undefined || start >= end) {
      throw new Error(`"${part}" is not a window like "Mon-Fri 09:00-18:00"`);
    }
    const days: number[] = [];
    for (let day = first; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === last) break;
    }
    windows.push({ days, start, end });
  }
  return { text: trimmed, windows };
}

/** The weekday and minute of the day in China time. */
function chinaTime(at: Date): { day: number; minute: number; midnight: number } {
  const shifted = new Date(at.getTime() + CHINA_OFFSET_MS);
  const minute = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  const midnight = at.getTime() - (minute * 60_000 + shifted.getUTCSeconds() * 1000 + shifted.getUTCMilliseconds());
  return { day: shifted.getUTCDay(), minute, midnight };
}

export function isStaffed(hours: ChatHours, at: Date): boolean {
  const { day, minute } = chinaTime(at);
  return hours.windows.some((window) => window.days.includes(day) && minute >= window.start && minute < window.end);
}

/** When the desk is staffed next (now when it is), or null when the hours never open. */
export function nextOpening(hours: ChatHours, at: Date): Date | null {
  if (isStaffed(hours, at)) return at;
  const { day, minute, midnight } = chinaTime(at);
  for (let offset = 0; offset <= 7; offset += 1) {
    const weekday = (day + offset) % 7;
    const starts = hours.windows
      .filter((window) => window.days.includes(weekday) && (offset > 0 || window.start > minute))
      .map((window) => window.start);
    if (starts.length > 0) return new Date(midnight + offset * 86_400_000 + Math.min(...starts) * 60_000);
  }
  return null;
}

/** When the current staffed window ends, or null outside staffed hours. */
export function closesAt(hours: ChatHours, at: Date): Date | null {
  const { day, minute, midnight } = chinaTime(at);
  const ends = hours.windows
    .filter((window) => window.days.includes(day) && minute >= window.start && minute < window.end)
    .map((window) => window.end);
  return ends.length === 0 ? null : new Date(midnight + Math.max(...ends) * 60_000);
}
