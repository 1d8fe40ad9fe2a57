import type { IntlShape } from 'react-intl';

/** Times are shown in China time, where the enterprises are, whatever the browser's zone. */
export const CONSOLE_TIME_ZONE = 'Asia/Shanghai';

export function formatConsoleDate(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: CONSOLE_TIME_ZONE });
}

const MIB = 1024 * 1024;

/** A file size in KB below 1 MB, else in MB with one decimal (binary units, as the 6 MB limit is counted). */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  return bytes < MIB
    ? intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' })
    : intl.formatNumber(bytes / MIB, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });
}
