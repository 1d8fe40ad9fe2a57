import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, chakra } from '@chakra-ui/react';
import { MAX_QUERY_LENGTH, type Suggestion } from '../api/search-api';
import { HighlightedText } from '@/components/ui/highlighted-text';

export interface SearchBoxProps {
  /** The query in the URL; the box follows it when it changes underneath (back button, a shared link). */
  query: string;
  /** Titles for what is typed (shown only while they answer the text in the box). */
  suggestions: { q: string; list: readonly Suggestion[] };
  /** The text changed: ask for suggestions. */
  onType: (text: string) => void;
  /** Search for the trimmed text. */
  onSearch: (q: string) => void;
  /** A suggestion was chosen: go to its page. */
  onPick: (suggestion: Suggestion) => void;
}

/**
 * The site search box (WAI-ARIA combobox with a list of suggestions): arrows move through the titles, Enter opens the
 * chosen one or searches the text, Escape closes the list. Without scripts it is a plain GET form of the search page.
 */
export function SearchBox({ query, suggestions, onType, onSearch, onPick }: SearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const [value, setValue] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  if (query !== lastQuery) {
    setLastQuery(query);
    setValue(query);
  }
  const list = open && suggestions.q === value.trim() ? suggestions.list : [];
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.replace(/\s+/g, ' ').trim();
    setOpen(false);
    if (q) onSearch(q);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!list.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the focus returns to the text (-1), as in a native list.
      setActive((current) => {
        const next = current + step;
        if (next >= list.length) return -1;
        return next < -1 ? list.length - 1 : next;
      });
    } else if (event.key === 'Enter' && active >= 0 && list[active]) {
      event.preventDefault();
      setOpen(false);
      onPick(list[active]);
    } else if (event.key === 'Escape' && list.length) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <chakra.form role="search" action="" method="get" onSubmit={submit} display="flex" gap="2" flexWrap="wrap" data-testid="search-form">
      <chakra.label htmlFor={id} srOnly>
        {intl.formatMessage({ id: 'search.box.label' })}
      </chakra.label>
      <Box position="relative" flex="1" minW="60">
        <chakra.input
          id={id}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={list.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && list[active] ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
            onType(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          placeholder={intl.formatMessage({ id: 'search.box.placeholder' })}
          w="full"
          h="12"
          px="4"
          fontSize="md"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="md"
          bg="bg"
          _placeholder={{ color: 'fg.muted' }}
          data-testid="search-input"
        />
        <chakra.ul
          id={listId}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'search.suggestions.label' })}
          hidden={!list.length}
          position="absolute"
          zIndex="dropdown"
          insetX="0"
          top="calc(100% + 4px)"
          m="0"
          p="1"
          listStyleType="none"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          data-testid="search-suggestions"
        >
          {list.map((suggestion, index) => (
            <chakra.li
              key={suggestion.route + suggestion.text}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              px="3"
              py="2.5"
              minH="11"
              borderRadius="sm"
              cursor="pointer"
              bg={index === active ? 'brand.subtle' : undefined}
              _hover={{ bg: 'brand.subtle' }}
              // Chosen on press, before the box's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                setOpen(false);
                onPick(suggestion);
              }}
            >
              <HighlightedText segments={suggestion.highlight} />
              <chakra.span srOnly>, {intl.formatMessage({ id: `search.section.${suggestion.section}` })}</chakra.span>
            </chakra.li>
          ))}
        </chakra.ul>
      </Box>
      <Button type="submit" colorPalette="brand" h="12" px="6" data-testid="search-submit">
        {intl.formatMessage({ id: 'search.box.submit' })}
      </Button>
    </chakra.form>
  );
}
