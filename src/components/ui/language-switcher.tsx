import { useIntl } from 'react-intl';
import { chakra, Stack } from '@chakra-ui/react';
import { LANGUAGES, LOCALE_TAG, type Language } from '@/lib/i18n/languages';
import { DisclosureMenu, disclosureItemStyles } from './disclosure-menu';
import { GlobeIcon } from './icons';

export interface LanguageSwitcherProps {
  /** The language in use. */
  language: Language;
  /** Called with the picked language when it differs from the current one (the container stores it and reloads). */
  onChange: (language: Language) => void;
  /** `menu`: a button with a drop-down (header); `list`: the three options side by side (mobile drawer). */
  layout?: 'menu' | 'list';
  tone?: 'light' | 'dark';
  defaultOpen?: boolean;
}

/** The three language options of spec §4, each named in its own language and tagged with its `lang`. */
export function LanguageSwitcher({ language, onChange, layout = 'menu', tone = 'dark', defaultOpen }: LanguageSwitcherProps) {
  const intl = useIntl();
  const name = (code: Language) => intl.formatMessage({ id: `language.name.${code}` });
  const pick = (code: Language) => {
    if (code !== language) onChange(code);
  };
  const label = intl.formatMessage({ id: 'language.switcher.label' });

  const options = LANGUAGES.map((code) => (
    <chakra.li key={code} listStyleType="none">
      <chakra.button
        type="button"
        lang={LOCALE_TAG[code]}
        aria-current={code === language ? 'true' : undefined}
        onClick={() => pick(code)}
        cursor="pointer"
        {...(layout === 'menu'
          ? disclosureItemStyles
          : {
              px: '3',
              py: '2',
              minH: '10',
              borderRadius: 'md',
              borderWidth: '1px',
              borderColor: code === language ? 'brand.solid' : 'border',
              bg: code === language ? 'brand.solid' : 'transparent',
              color: code === language ? 'brand.contrast' : 'fg',
            })}
      >
        {name(code)}
      </chakra.button>
    </chakra.li>
  ));

  if (layout === 'list') {
    return (
      <chakra.nav aria-label={label}>
        <Stack as="ul" direction="row" gap="2" wrap="wrap" p="0" m="0">
          {options}
        </Stack>
      </chakra.nav>
    );
  }

  return (
    <DisclosureMenu
      label={<span lang={LOCALE_TAG[language]}>{name(language)}</span>}
      ariaLabel={`${label}: ${name(language)}`}
      icon={<GlobeIcon />}
      align="end"
      tone={tone}
      defaultOpen={defaultOpen}
      data-testid="language-switcher"
    >
      {options}
    </DisclosureMenu>
  );
}
