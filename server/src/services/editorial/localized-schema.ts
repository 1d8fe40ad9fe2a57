import Type, { type TSchema } from 'typebox';
import Value from 'typebox/value';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../db/schema/content.js';

/*
 * The seed's schemas describe a whole item with its three languages side by side (`title: { EN, CN, TC }` or
 * `translations: { EN: {...}, CN: {...}, TC: {...} }`). An editor works on one language at a time and a language may
 * be published alone, so a draft holds the item split in two: `shared` (what no language owns) and one translation
 * per language. The split is computed from the seed's own schemas, so the draft is validated by exactly the rules the
 * seed files obey, and joined again (seed shape) before it goes through the seeder's mapping.
 *
 * Rules: a `{ EN, CN, TC }` object is localized (its CN schema is the translation's); an object holding localized
 * parts is split property by property; an array (or union) holding localized parts goes whole into each translation
 * (its language-free parts, like a figure's key, repeated per language; CN's count when joined).
 */

export type Lang = ContentLanguage;
export const LANGS = CONTENT_LANGUAGES;
export type Json = Record<string, unknown>;

const STRICT = { additionalProperties: false } as const;

type Node = TSchema & {
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  anyOf?: Node[];
};

const isObject = (schema: Node) => Type.IsObject(schema);
const isArray = (schema: Node) => Type.IsArray(schema);

export function isByLanguage(schema: Node): boolean {
  if (!isObject(schema) || !schema.properties) return false;
  const keys = Object.keys(schema.properties).sort();
  return keys.length === 3 && keys[0] === 'CN' && keys[1] === 'EN' && keys[2] === 'TC';
}

export function hasLocalized(schema: Node): boolean {
  if (isByLanguage(schema)) return true;
  if (isObject(schema)) return Object.values(schema.properties ?? {}).some(hasLocalized);
  if (isArray(schema)) return schema.items ? hasLocalized(schema.items) : false;
  if (schema.anyOf) return schema.anyOf.some(hasLocalized);
  return false;
}

/** Options of a schema (limits, description) without its structural keys, to rebuild it with other children. */
function optionsOf(schema: Node): Json {
  const { type: _type, properties: _properties, required: _required, items: _items, ...rest } = schema as Json;
  return rest;
}

const optional = (schema: Node, isOptional: boolean): Node => (isOptional && !Type.IsOptional(schema) ? (Type.Optional(schema) as Node) : schema);

/** The schema one language sees: every `{ EN, CN, TC }` replaced by its CN member. */
export function projection(schema: Node): Node {
  if (isByLanguage(schema)) return schema.properties!.CN!;
  if (!hasLocalized(schema)) return schema;
  if (isObject(schema)) {
    const required = new Set(schema.required ?? []);
    const properties = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, child]) => [key, optional(projection(child), !required.has(key))]),
    );
    return Type.Object(properties, { ...optionsOf(schema), ...STRICT }) as Node;
  }
  if (isArray(schema)) return Type.Array(projection(schema.items!), optionsOf(schema)) as Node;
  return schema;
}

export interface SplitSchema {
  shared: Node;
  translation: Node;
}

/**
 * `translations: { EN: {...}, CN: {...}, TC: {...} }` (benefits, events, …) is the translation itself: its fields sit
 * at the top of each language's draft (`location`, not `translations.location`).
 */
const HOISTED = 'translations';
const hoisted = (key: string, child: Node) => key === HOISTED && isByLanguage(child) && isObject(child.properties!.CN!);

export function split(schema: Node): SplitSchema {
  const shared: Record<string, Node> = {};
  const translation: Record<string, Node> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const isOptional = !required.has(key);
    if (hoisted(key, child)) {
      const inner = child.properties!.CN!;
      const innerRequired = new Set(inner.required ?? []);
      for (const [name, field] of Object.entries(inner.properties ?? {})) translation[name] = optional(field, !innerRequired.has(name));
    } else if (isByLanguage(child)) translation[key] = optional(child.properties!.CN!, isOptional);
    else if (!hasLocalized(child)) shared[key] = optional(child, isOptional);
    else if (isObject(child)) {
      const parts = split(child);
      if (Object.keys(parts.shared.properties ?? {}).length) shared[key] = optional(parts.shared, isOptional);
      translation[key] = optional(parts.translation, isOptional);
    } else translation[key] = optional(projection(child), isOptional);
  }
  return { shared: Type.Object(shared, STRICT) as Node, translation: Type.Object(translation, STRICT) as Node };
}

const each = (values: Partial<Record<Lang, unknown>>, pick: (value: Json) => unknown): Record<Lang, unknown> =>
  Object.fromEntries(LANGS.map((lang) => [lang, asJson(values[lang]) ? pick(values[lang] as Json) : undefined])) as Record<Lang, unknown>;

export const asJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function byLanguage(values: Record<Lang, unknown>): Json | undefined {
  return LANGS.every((lang) => values[lang] === undefined) ? undefined : { EN: values.EN, CN: values.CN, TC: values.TC };
}

/** A projected value of each language back into one value: language-free parts from CN. */
function unproject(schema: Node, values: Record<Lang, unknown>): unknown {
  if (isByLanguage(schema)) return byLanguage(values);
  if (!hasLocalized(schema)) return values.CN;
  if (isObject(schema)) {
    if (!asJson(values.CN)) return undefined;
    const out: Json = {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const value = unproject(child, each(values, (v) => v[key]));
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (isArray(schema)) {
    if (!Array.isArray(values.CN)) return undefined;
    return values.CN.map((_, index) =>
      unproject(schema.items!, Object.fromEntries(LANGS.map((lang) => [lang, (values[lang] as unknown[] | undefined)?.[index]])) as Record<Lang, unknown>),
    );
  }
  return values.CN;
}

/** shared + the translations → the item in the seed's shape (the inverse of `separate`). */
export function join(schema: Node, shared: unknown, translations: Partial<Record<Lang, unknown>>): Json {
  const out: Json = {};
  const sharedValues = asJson(shared) ? shared : {};
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    let value: unknown;
    if (hoisted(key, child)) {
      const fields = Object.keys(child.properties!.CN!.properties ?? {});
      const pick = (v: Json) => Object.fromEntries(fields.filter((name) => v[name] !== undefined).map((name) => [name, v[name]]));
      value = byLanguage(each(translations, pick));
    } else if (isByLanguage(child)) value = byLanguage(each(translations, (v) => v[key]));
    else if (!hasLocalized(child)) value = sharedValues[key];
    else if (isObject(child)) value = join(child, sharedValues[key], each(translations, (v) => v[key]));
    else value = unproject(child, each(translations, (v) => v[key]));
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function projectValue(schema: Node, value: unknown, lang: Lang): unknown {
  if (value === undefined) return undefined;
  if (isByLanguage(schema)) return asJson(value) ? value[lang] : undefined;
  if (!hasLocalized(schema)) return value;
  if (isObject(schema) && asJson(value)) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).flatMap(([key, child]) => {
        const projected = projectValue(child, value[key], lang);
        return projected === undefined ? [] : [[key, projected]];
      }),
    );
  }
  if (isArray(schema) && Array.isArray(value)) return value.map((item) => projectValue(schema.items!, item, lang));
  return value;
}

/** An item in the seed's shape → shared + one translation per language. */
export function separate(schema: Node, item: Json): { shared: Json; translations: Record<Lang, Json> } {
  const shared: Json = {};
  const translations = { EN: {}, CN: {}, TC: {} } as Record<Lang, Json>;
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const value = item[key];
    if (value === undefined) continue;
    if (hoisted(key, child) && asJson(value)) {
      for (const lang of LANGS) if (asJson(value[lang])) Object.assign(translations[lang], value[lang]);
    } else if (!hasLocalized(child)) shared[key] = value;
    else if (isObject(child) && !isByLanguage(child) && asJson(value)) {
      const parts = separate(child, value);
      if (Object.keys(parts.shared).length) shared[key] = parts.shared;
      for (const lang of LANGS) translations[lang][key] = parts.translations[lang];
    } else {
      for (const lang of LANGS) {
        const projected = projectValue(child, value, lang);
        if (projected !== undefined) translations[lang][key] = projected;
      }
    }
  }
  return { shared, translations };
}

/** One problem of a draft, named by its dotted path (`contact.phone`, `amounts.0.value`). */
export interface SchemaProblem {
  path: string;
  message: string;
}

const dotted = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

/** Every problem of `value` against `schema`, a missing property named by its own path. */
export function problemsOf(schema: Node, value: unknown): SchemaProblem[] {
  if (Value.Check(schema, value)) return [];
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  const add = (path: string, message: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    problems.push({ path, message });
  };
  for (const error of Value.Errors(schema, value)) {
    const base = dotted(error.instancePath);
    const params = error.params as { requiredProperties?: string[]; additionalProperties?: string[] };
    if (error.keyword === 'required' && params.requiredProperties) {
      for (const key of params.requiredProperties) add(base ? `${base}.${key}` : key, 'is required');
    } else if (error.keyword === 'additionalProperties' && params.additionalProperties) {
      for (const key of params.additionalProperties) add(base ? `${base}.${key}` : key, 'is not a field of this section');
    } else if (!['anyOf', 'oneOf'].includes(error.keyword) || !problems.some((p) => p.path.startsWith(base))) {
      add(base, error.message);
    }
  }
  return problems;
}

/** Every leaf of a value by dotted path; plain objects are walked, arrays and scalars are leaves. */
export function flatten(value: unknown, prefix = '', out: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (asJson(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) out.set(prefix, value);
  return out;
}

/** Whether a value counts as given: not absent, not blank text, not an empty list. */
export function isGiven(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (asJson(value)) return Object.values(value).some(isGiven);
  return true;
}

/** `translation` with every missing part filled from `fallback` (CN): what a reader of that language sees. */
export function withFallback(translation: unknown, fallback: unknown): unknown {
  if (!isGiven(translation)) return fallback;
  if (asJson(translation) && asJson(fallback)) {
    const out: Json = { ...fallback };
    for (const [key, value] of Object.entries(translation)) out[key] = withFallback(value, fallback[key]);
    return out;
  }
  return translation;
}

export type { Node as SchemaNode };
