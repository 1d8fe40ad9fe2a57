import type { IntlShape } from 'react-intl';

/** A file size the locale's way, in the binary units the 6 MB limit is counted in ("1.2 MB", "350 kB"). */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });
  }
  return intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' });
}
