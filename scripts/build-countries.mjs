#!/usr/bin/env node
// Generates server/src/db/seed-data/countries.json (committed) from maintained data packages, so the list can be
// refreshed when ISO 3166 or calling codes change: `node scripts/build-countries.mjs`.
// Sources: i18n-iso-countries (ISO numeric ids, English and Simplified Chinese names), libphonenumber-js (calling
// codes), opencc-js (Simplified → Hong Kong Traditional, since no package ships Traditional country names).
// Territories without a telephone calling code (Antarctica, Bouvet Island, ...) are left out: nobody holds them as a
// nationality and the list item needs an areaCode.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as OpenCC from 'opencc-js';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

const require = createRequire(import.meta.url);
const countries = require('i18n-iso-countries');
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));

// The spec's examples of countries whose entries carry forbid: true (alpha-2 codes).
const FORBIDDEN = new Set(['CN', 'US', 'CA', 'JP', 'SG', 'IR', 'IQ', 'CU', 'VE', 'YE', 'SY', 'SD', 'ZW', 'MO']);

// opencc's cn→hk is character-level; these names need the Hong Kong wording rather than a transliteration of the
// mainland one (reviewed by hand against the HK government's usage).
const TC_OVERRIDES = {
  // opencc keeps 台 in the mainland's 中国台湾省; Hong Kong writes 臺 in formal names and says 台灣.
  TW: '中國台灣',
};

// Character fixes after opencc, from reviewing every entry: Hong Kong writes 群島, 馬里 and 拉脫維亞.
const TC_FIXES = [
  [/羣/g, '群'],
  [/馬裏/g, '馬里'],
  [/脱/g, '脫'],
];
const convert = OpenCC.Converter({ from: 'cn', to: 'hk' });
const toHk = (name) => TC_FIXES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), convert(name));
const en = countries.getNames('en', { select: 'official' });
const zh = countries.getNames('zh', { select: 'official' });

const list = Object.keys(en)
  .filter((alpha2) => isSupportedCountry(alpha2) && zh[alpha2] && countries.alpha2ToNumeric(alpha2))
  .map((alpha2) => ({
    areaCode: `00${getCountryCallingCode(alpha2)}`,
    countryid: Number(countries.alpha2ToNumeric(alpha2)),
    forbid: FORBIDDEN.has(alpha2),
    nameCN: zh[alpha2],
    nameTC: TC_OVERRIDES[alpha2] ?? toHk(zh[alpha2]),
    nameEN: en[alpha2],
  }))
  .sort((a, b) => a.nameEN.localeCompare(b.nameEN, 'en'));

const missingForbidden = [...FORBIDDEN].filter(
  (alpha2) => !list.some((c) => c.countryid === Number(countries.alpha2ToNumeric(alpha2))),
);
if (missingForbidden.length) throw new Error(`forbidden countries missing: ${missingForbidden.join(', ')}`);

const target = new URL('../server/src/db/seed-data/countries.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(list, null, 2)}\n`);
console.log(`wrote ${list.length} countries (${list.filter((c) => c.forbid).length} forbidden)`);
