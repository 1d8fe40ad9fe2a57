import { startTransition, useEffect, useState } from 'react';
import { fetchCountries, type Country } from './countries';

export interface CountriesState {
  countries: Country[];
  failed: boolean;
}

/**
 * The country list for a nationality field; empty until loaded, `failed` when the call failed. The list arrives as a
 * transition: rendering the field's 200-odd countries (and the form around it) was one task of over 100 ms on the
 * sign-up page; as a transition React renders it in short slices, and the visitor's typing meanwhile goes first.
 */
export function useCountries(): CountriesState {
  const [state, setState] = useState<CountriesState>({ countries: [], failed: false });
  useEffect(() => {
    let active = true;
    fetchCountries().then(
      (countries) => {
        if (active) startTransition(() => setState({ countries: Array.isArray(countries) ? countries : [], failed: false }));
      },
      () => {
        if (active) startTransition(() => setState({ countries: [], failed: true }));
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
