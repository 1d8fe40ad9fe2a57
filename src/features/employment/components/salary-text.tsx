import { useIntl, type IntlShape } from 'react-intl';
import { SALARY_RANGE_BOUNDS, type SalaryRange } from '../api/employment-api';

function moneyFormat(intl: IntlShape): Intl.NumberFormat {
  return new Intl.NumberFormat(intl.locale, { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 });
}

/** A monthly salary in RMB written the locale's way ("CN¥10,000–20,000 a month", "¥10,000 - ¥20,000/月"), or "negotiable". */
export function formatSalary(intl: IntlShape, salaryMin: number | null, salaryMax: number | null): string {
  if (salaryMin === null || salaryMax === null) return intl.formatMessage({ id: 'employment.salary.negotiable' });
  const money = moneyFormat(intl);
  // formatRange writes the currency once where the locale does; equal bounds would come out as "~¥10,000".
  const range = salaryMin === salaryMax ? money.format(salaryMin) : money.formatRange(salaryMin, salaryMax);
  return intl.formatMessage({ id: 'employment.salary.monthly' }, { range });
}

/** A salary filter's label: "Under CN¥10,000", "CN¥10,000–20,000", "CN¥50,000 or more". */
export function formatSalaryRange(intl: IntlShape, code: SalaryRange): string {
  const { min, max } = SALARY_RANGE_BOUNDS[code];
  const money = moneyFormat(intl);
  if (max === null) return intl.formatMessage({ id: 'employment.salary.atLeast' }, { amount: money.format(min) });
  if (min === 0) return intl.formatMessage({ id: 'employment.salary.under' }, { amount: money.format(max) });
  return money.formatRange(min, max);
}

export function SalaryText({ salaryMin, salaryMax }: { salaryMin: number | null; salaryMax: number | null }) {
  const intl = useIntl();
  return <>{formatSalary(intl, salaryMin, salaryMax)}</>;
}
