import type { IntlShape } from 'react-intl';
import type { CostView } from '../calculator-steps';

/** RMB the locale's way, whole yuan: "CN¥11,510" (EN, TC), "¥11,510" (CN). */
export function formatYuan(intl: IntlShape, amount: number): string {
  return intl.formatNumber(amount, { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 });
}

/** A monthly figure in the chosen view: the annual figure is 12 × the monthly one. */
export function inView(monthly: number, view: CostView): number {
  return view === 'annual' ? monthly * 12 : monthly;
}

/** The data's date ("2022-11") as the locale writes a month: "November 2022", "2022年11月". */
export function formatDataDate(intl: IntlShape, dataDate: string): string {
  const [year = 0, month = 1] = dataDate.split('-').map(Number);
  return intl.formatDate(Date.UTC(year, month - 1, 1), { year: 'numeric', month: 'long', timeZone: 'UTC' });
}
