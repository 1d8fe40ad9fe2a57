import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Combobox, createListCollection, Field, Portal } from '@chakra-ui/react';
import { countryLabel, type Country } from '@/lib/account/countries';
import { LOCALE_TAG, LANGUAGES, type Language } from '@/lib/i18n/languages';

export interface CountryComboboxProps {
  countries: readonly Country[];
  /** The chosen nationality's English name (what the server stores), or ''. */
  value: string;
  onChange: (nameEN: string) => void;
  onBlur?: () => void;
  errorId?: string | undefined;
  /** The error already worded (e.g. the server's own text); used when there is no `errorId`. */
  errorText?: string | undefined;
  required?: boolean;
  /** The field's label and input name; "Nationality" and `country` by default. */
  label?: string;
  name?: string;
  /** Shown under the field while it has no error. */
  helperText?: string | undefined;
  /** Opens the list from the start (Storybook, screenshots). */
  defaultOpen?: boolean;
}

function languageOfLocale(locale: string): Language {
  return LANGUAGES.find((language) => LOCALE_TAG[language] === locale) ?? 'EN';
}

/**
 * Nationality by English name (spec §3), searchable by the English or the localized name; Chinese UIs show the
 * localized name beside the English one. Every entry is listed, forbid or not (spec §3).
 */
export function CountryCombobox({
  countries,
  value,
  onChange,
  onBlur,
  errorId,
  errorText,
  required,
  label,
  name = 'country',
  helperText,
  defaultOpen,
}: CountryComboboxProps) {
  const intl = useIntl();
  const language = languageOfLocale(intl.locale);
  const [query, setQuery] = useState('');

  const items = useMemo(
    () => countries.map((country) => ({ value: country.nameEN, label: countryLabel(country, language) })),
    [countries, language],
  );
  const collection = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return createListCollection({
      items: needle ? items.filter((item) => item.label.toLocaleLowerCase().includes(needle)) : items,
    });
  }, [items, query]);

  // The input shows the chosen country's label; it follows the value when the value or the list changes.
  const selectedLabel = items.find((item) => item.value === value)?.label ?? '';
  const [inputValue, setInputValue] = useState(selectedLabel);
  const [labelShown, setLabelShown] = useState(selectedLabel);
  if (labelShown !== selectedLabel) {
    setLabelShown(selectedLabel);
    setInputValue(selectedLabel);
    setQuery('');
  }

  return (
    <Field.Root invalid={Boolean(errorId ?? errorText)} required={required}>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={(details) => onChange(details.value[0] ?? '')}
        inputValue={inputValue}
        onInputValueChange={(details) => {
          setInputValue(details.inputValue);
          setQuery(details.reason === 'input-change' ? details.inputValue : '');
        }}
        onOpenChange={(details) => {
          if (!details.open) setQuery('');
        }}
        openOnClick
        defaultOpen={defaultOpen}
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label>
          {label ?? intl.formatMessage({ id: 'account.field.country' })}
          {required ? <Field.RequiredIndicator /> : null}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            name={name}
            placeholder={intl.formatMessage({ id: 'account.country.placeholder' })}
            onBlur={onBlur}
          />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label={intl.formatMessage({ id: 'account.country.open' })} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="64" overflowY="auto">
              <Combobox.Empty>{intl.formatMessage({ id: 'account.country.empty' })}</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.value}>
                  {item.label}
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {errorId || errorText ? (
        <Field.ErrorText color="red.700" data-testid={`${name}-error`}>
          {errorId ? intl.formatMessage({ id: errorId }) : errorText}
        </Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
