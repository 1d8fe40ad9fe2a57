import { readFileSync } from 'node:fs';

export interface Country {
  /** International dial prefix, e.g. `0086`. */
  areaCode: string;
  /** ISO 3166-1 numeric code. */
  countryid: number;
  forbid: boolean;
  nameCN: string;
  nameTC: string;
  nameEN: string;
}

/** server/src/services/auth and server/dist/services/auth both reach the committed seed file in server/src. */
const COUNTRIES_FILE = new URL('../../../src/db/seed-data/countries.json', import.meta.url);

let cached: { list: Country[]; byId: Map<number, Country>; byName: Map<string, Country> } | undefined;

function load() {
  if (!cached) {
    const list = JSON.parse(readFileSync(COUNTRIES_FILE, 'utf8')) as Country[];
    cached = {
      list,
      byId: new Map(list.map((country) => [country.countryid, country])),
      byName: new Map(list.map((country) => [country.nameEN.toLowerCase(), country])),
    };
  }
  return cached;
}

export function countryList(): Country[] {
  return load().list;
}

/**
 * The nationality as the client sends it: the English name the user picked (spec: chosen by English name,
 * matched without regard to case) or, equally accepted, the numeric `countryid`.
 */
export function findCountry(value: string | number): Country | undefined {
  const { byId, byName } = load();
  if (typeof value === 'number') return byId.get(value);
  const trimmed = value.trim();
  if (/^\d{1,4}$/.test(trimmed)) return byId.get(Number(trimmed));
  return byName.get(trimmed.toLowerCase());
}

export function countryById(id: number): Country | undefined {
  return load().byId.get(id);
}
