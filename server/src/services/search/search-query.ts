import { quoteLexeme, stem, tokenize, withinOneEdit, type TokenKind } from './search-analyzer.js';

/** Words of a query that count; the rest are ignored (a query is a few words, not a paragraph). */
export const MAX_QUERY_TERMS = 8;
/** English words of this length or more tolerate one typo. */
export const TYPO_MIN_LENGTH = 5;
/** English words shorter than this match whole words only ("ai" should not find "aid"). */
const PREFIX_MIN_LENGTH = 3;
/** Corrections tried per misspelt word, closest in frequency first. */
const MAX_CORRECTIONS = 6;

/** A lexeme a query word may match: a stem as prefix, or one exact lexeme. */
export interface Alternative {
  lexeme: string;
  prefix: boolean;
}

export interface QueryTerm {
  kind: TokenKind;
  /** The word as normalized (Simplified, lowercase): what snippets look for in Chinese. */
  raw: string;
  alternatives: Alternative[];
  /** A Chinese word of three or more characters may also match as its run of character pairs. */
  pairs: string[];
}

/** The English words of the index, bucketed by length for one-edit lookups. */
export class Vocabulary {
  private readonly words: Set<string>;
  private readonly byLength = new Map<number, string[]>();

  constructor(words: Iterable<string>) {
    this.words = new Set(words);
    for (const word of this.words) {
      const bucket = this.byLength.get(word.length);
      if (bucket) bucket.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  get size(): number {
    return this.words.size;
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** Indexed words one insertion, deletion or substitution away. */
  near(word: string): string[] {
    const found: string[] = [];
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (candidate !== word && withinOneEdit(word, candidate)) found.push(candidate);
      }
    }
    return found.sort().slice(0, MAX_CORRECTIONS);
  }
}

/** The terms of a query: its words with what each may match, typos corrected against the vocabulary. */
export function parseQuery(text: string, vocabulary: Vocabulary): QueryTerm[] {
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  for (const token of tokenize(text)) {
    if (seen.has(token.raw)) continue;
    seen.add(token.raw);
    if (terms.length >= MAX_QUERY_TERMS) break;
    if (token.kind === 'han') {
      const chars = [...token.raw];
      const pairs = chars.length >= 3 ? chars.slice(0, -1).map((char, i) => char + chars[i + 1]!) : [];
      terms.push({ kind: 'han', raw: token.raw, alternatives: [{ lexeme: token.raw, prefix: chars.length >= 3 }], pairs });
    } else if (token.kind === 'number') {
      terms.push({ kind: 'number', raw: token.raw, alternatives: [{ lexeme: token.raw, prefix: false }], pairs: [] });
    } else {
      const alternatives: Alternative[] = [{ lexeme: token.lexeme, prefix: token.raw.length >= PREFIX_MIN_LENGTH }];
      if (token.raw.length >= TYPO_MIN_LENGTH && !vocabulary.has(token.raw)) {
        for (const correction of vocabulary.near(token.raw)) {
          const lexeme = stem(correction);
          if (!alternatives.some((a) => a.lexeme === lexeme)) alternatives.push({ lexeme, prefix: false });
        }
      }
      terms.push({ kind: 'latin', raw: token.raw, alternatives, pairs: [] });
    }
  }
  return terms;
}

/**
 * The tsquery text of the terms, all required (`&`) or any (`|`). `weights` limits matches to those labels ('AC':
 * the title). Chinese pairs must follow each other (`<2>`: pairs and single characters alternate in the index).
 */
export function toTsquery(terms: readonly QueryTerm[], join: 'all' | 'any', weights = ''): string {
  const lexeme = ({ lexeme: text, prefix }: Alternative) => {
    const label = `${prefix ? '*' : ''}${weights}`;
    return label ? `${quoteLexeme(text)}:${label}` : quoteLexeme(text);
  };
  const parts = terms.map((term) => {
    const options = term.alternatives.map(lexeme);
    if (term.pairs.length) options.push(`(${term.pairs.map((pair) => lexeme({ lexeme: pair, prefix: false })).join(' <2> ')})`);
    return options.length === 1 ? options[0]! : `(${options.join(' | ')})`;
  });
  return parts.join(join === 'all' ? ' & ' : ' | ');
}
