import { useEffect, useState } from 'react';
import { fetchCountries, type Country } from './countries';

export interface CountriesState {
  countries: Country[];
  failed: boolean;
}

/** The country list for a nationality field; empty until loaded, `failed` when the call failed. */
export function useCountries(): CountriesState {
  const [state, setState] = useState<CountriesState>({ countries: [], failed: false });
  useEffect(() => {
    let active = true;
    fetchCountries().then(
      (countries) => active && setState({ countries: Array.isArray(countries) ? countries : [], failed: false }),
      () => active && setState({ countries: [], failed: true }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
