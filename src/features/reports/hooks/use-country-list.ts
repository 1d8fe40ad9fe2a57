import { useEffect, useState } from 'react';
import { fetchCountries, type Country } from '@/lib/account/countries';

export interface CountryList {
  countries: Country[];
  failed: boolean;
}

/** The country list (the registration form's call, cached for the page's life), fetched only when a question needs it. */
export function useCountryList(needed: boolean): CountryList {
  const [list, setList] = useState<CountryList>({ countries: [], failed: false });
  useEffect(() => {
    if (!needed) return;
    let active = true;
    fetchCountries().then(
      (countries) => active && setList({ countries: Array.isArray(countries) ? countries : [], failed: false }),
      () => active && setList({ countries: [], failed: true }),
    );
    return () => {
      active = false;
    };
  }, [needed]);
  return list;
}
