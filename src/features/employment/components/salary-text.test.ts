import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import en from '@locales/en.json';
import zhHans from '@locales/zh-Hans.json';
import zhHant from '@locales/zh-Hant.json';
import { formatSalary, formatSalaryRange } from './salary-text';

const intlOf = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });

describe('salary text', () => {
  it('writes a monthly RMB range the locale’s way, a single figure for equal bounds, or "negotiable"', () => {
    const enIntl = intlOf('en', en);
    expect(formatSalary(enIntl, 10_000, 20_000)).toBe('CN¥10,000–20,000 a month');
    expect(formatSalary(enIntl, 6_000, 6_000)).toBe('CN¥6,000 a month');
    expect(formatSalary(enIntl, null, null)).toBe('Salary negotiable');
    expect(formatSalary(intlOf('zh-Hans', zhHans), 10_000, 20_000)).toMatch(/^¥10,000.*20,000\/月$/);
    expect(formatSalary(intlOf('zh-Hant', zhHant), null, null)).toBe('薪酬面議');
  });

  it('labels the salary filters', () => {
    const enIntl = intlOf('en', en);
    expect(formatSalaryRange(enIntl, 'lt10k')).toBe('Under CN¥10,000');
    expect(formatSalaryRange(enIntl, '20to30k')).toBe('CN¥20,000–30,000');
    expect(formatSalaryRange(enIntl, 'gte50k')).toBe('CN¥50,000 or more');
    expect(formatSalaryRange(intlOf('zh-Hans', zhHans), 'gte50k')).toBe('¥50,000及以上');
  });
});
