import { useState, type FormEvent } from 'react';
import { Button, chakra } from '@chakra-ui/react';

export interface KeywordSearchProps {
  /** id of the input (its label points at it). */
  id: string;
  /** The keyword in the URL; the box follows it when it changes underneath (back button, a shared link). */
  keyword: string;
  /** Translated texts: the (visually hidden) label, the placeholder and the button. */
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The trimmed keyword, on submit. */
  onSearch: (keyword: string) => void;
}

/** A search form (role="search") of one box and a button; the list it searches keeps its state in the URL. */
export function KeywordSearch({ id, keyword, label, placeholder, submitLabel, onSearch }: KeywordSearchProps) {
  const [value, setValue] = useState(keyword);
  const [lastKeyword, setLastKeyword] = useState(keyword);
  if (keyword !== lastKeyword) {
    setLastKeyword(keyword);
    setValue(keyword);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };

  return (
    <chakra.form role="search" onSubmit={submit} display="flex" gap="2" flexWrap="wrap">
      <chakra.label htmlFor={id} srOnly>
        {label}
      </chakra.label>
      <chakra.input
        id={id}
        type="search"
        name="keyword"
        value={value}
        maxLength={100}
        onChange={(event) => setValue(event.target.value)}
        placeholder={placeholder}
        flex="1"
        minW="60"
        h="11"
        px="4"
        borderWidth="1px"
        borderColor="border.emphasized"
        borderRadius="md"
        bg="bg"
        _placeholder={{ color: 'fg.muted' }}
      />
      <Button type="submit" colorPalette="brand" h="11" px="6">
        {submitLabel}
      </Button>
    </chakra.form>
  );
}
