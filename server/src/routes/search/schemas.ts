import { Type } from 'typebox';
import { CONTENT_LANGUAGES } from '../../db/schema/index.js';
import { SEARCH_SECTIONS } from '../../services/search/search-documents.js';
import { MAX_QUERY_LENGTH, SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE_DEFAULT, SEARCH_PAGE_SIZE_MAX } from '../../services/search/search-service.js';
import { LanguageParam } from '../content/schemas.js';

export const SearchSectionSchema = Type.Enum(SEARCH_SECTIONS);

/** Text without control characters (a query is typed, never pasted binary). */
const QueryText = Type.String({
  minLength: 1,
  maxLength: MAX_QUERY_LENGTH,
  pattern: '^[^\\u0000-\\u001f\\u007f]*$',
  description: 'Words in English, Simplified or Traditional Chinese',
});

export const SearchQuery = Type.Object({
  q: QueryText,
  section: Type.Optional(SearchSectionSchema),
  language: LanguageParam,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_MAX, description: 'From 1; default 1' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_SIZE_MAX, description: `1 to ${SEARCH_PAGE_SIZE_MAX}; default ${SEARCH_PAGE_SIZE_DEFAULT}` }),
  ),
});

export const SuggestQuery = Type.Object({ q: QueryText, language: LanguageParam });

/** Text with its matches marked: render `hit` pieces as <mark> elements, never as HTML. */
export const TextSegments = Type.Array(Type.Object({ text: Type.String(), hit: Type.Boolean() }));

const Language = Type.Enum(CONTENT_LANGUAGES);

export const SearchHitSchema = Type.Object({
  key: Type.String({ description: 'The document number (entry steps: ENTRY-<identity>-<timing>-<step>)' }),
  section: SearchSectionSchema,
  title: Type.String(),
  titleHighlight: TextSegments,
  snippet: TextSegments,
  route: Type.String({ description: 'The public page of the result, with its query' }),
  language: Language,
  startsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const SearchResultSchema = Type.Object({
  q: Type.String(),
  language: Type.Enum(CONTENT_LANGUAGES, { description: 'The language searched: the visitor’s, or CN then EN when it found nothing' }),
  matched: Type.Enum(['all', 'any', 'none']),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  list: Type.Array(SearchHitSchema),
  sections: Type.Array(Type.Object({ section: SearchSectionSchema, count: Type.Integer({ minimum: 1 }) })),
});

export const SuggestionsSchema = Type.Array(
  Type.Object({ text: Type.String(), highlight: TextSegments, section: SearchSectionSchema, route: Type.String() }),
  { maxItems: 8 },
);

const AnswerLinkFields = {
  key: Type.String(),
  section: SearchSectionSchema,
  title: Type.String(),
  route: Type.String({ description: 'The public page, with its query' }),
  language: Language,
};

export const AnswerSchema = Type.Object({
  q: Type.String(),
  language: Type.Enum(CONTENT_LANGUAGES, { description: 'The language searched (as in /api/search)' }),
  matched: Type.Enum(['all', 'any', 'none']),
  best: Type.Union([
    Type.Object({ ...AnswerLinkFields, passage: TextSegments }, { description: 'The best result and its most fitting paragraph, matches marked' }),
    Type.Null(),
  ]),
  links: Type.Array(Type.Object(AnswerLinkFields), { maxItems: 5, description: 'Further results to read, best first' }),
});
