import Type from 'typebox';
import { CONTENT_SECTIONS, type ContentSection } from '../../db/schema/content.js';
import { FIELD_LABELS, SECTION_LABELS, type Trilingual } from './field-labels.js';
import type { SchemaNode } from './localized-schema.js';
import { SECTION_MODELS } from './sections.js';

export type FieldKind = 'text' | 'textarea' | 'markdown' | 'number' | 'date' | 'datetime' | 'enum' | 'enumList' | 'stringList' | 'image' | 'boolean' | 'json';

/**
 * One field of a section's form, derived from the seed's schema so the form and the publish validation never drift.
 * `path` is dotted and relative to `shared` (localized false) or to each language's translation (localized true).
 */
export interface FieldSpec {
  path: string;
  localized: boolean;
  kind: FieldKind;
  required: boolean;
  options?: string[];
  maxLength?: number;
  label: Trilingual;
  /** Sections of several kinds (home blocks, the hub): the kinds this field belongs to; absent when all. */
  kinds?: string[];
}

const LONG_TEXT = new Set(['summary', 'intro', 'purpose', 'text', 'holds', 'glance', 'description']);
const BODY_TEXT = new Set(['body']);
const DATE_TIME = new Set(['startsAt', 'endsAt', 'postedAt', 'closesAt']);

type Raw = SchemaNode & { enum?: unknown[]; maxLength?: number; pattern?: string; 'x-image'?: boolean; const?: unknown };

function kindOf(name: string, schema: Raw): Pick<FieldSpec, 'kind' | 'options' | 'maxLength'> {
  if (schema['x-image']) return { kind: 'image' };
  if (Array.isArray(schema.enum)) return { kind: 'enum', options: schema.enum.map(String) };
  if (schema.const !== undefined) return { kind: 'enum', options: [String(schema.const)] };
  if (Type.IsArray(schema)) {
    const items = schema.items as Raw;
    if (Array.isArray(items.enum)) return { kind: 'enumList', options: items.enum.map(String) };
    if (Type.IsString(items)) return { kind: 'stringList' };
    return { kind: 'json' };
  }
  if (Type.IsInteger(schema) || Type.IsNumber(schema)) return { kind: 'number' };
  if (Type.IsBoolean(schema)) return { kind: 'boolean' };
  if (schema.anyOf) {
    const members = schema.anyOf.filter((member) => !Type.IsNull(member));
    if (members.length === 1) return kindOf(name, members[0] as Raw);
    return { kind: 'json' };
  }
  if (Type.IsString(schema)) {
    const { pattern, maxLength: limit } = schema as { pattern?: string; maxLength?: number };
    if (DATE_TIME.has(name)) return { kind: 'datetime' };
    if (pattern?.startsWith('^20[0-9]{2}-')) return { kind: 'date' };
    const maxLength = typeof limit === 'number' ? { maxLength: limit } : {};
    if (BODY_TEXT.has(name)) return { kind: 'markdown', ...maxLength };
    return { kind: LONG_TEXT.has(name) ? 'textarea' : 'text', ...maxLength };
  }
  return { kind: 'json' };
}

function walk(schema: SchemaNode, localized: boolean, prefix: string, parentRequired: boolean, out: FieldSpec[]) {
  const required = new Set(schema.required ?? []);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    const isRequired = parentRequired && required.has(name);
    if (Type.IsObject(child) && !(child as Raw)['x-image']) {
      walk(child, localized, path, isRequired, out);
      continue;
    }
    out.push({ path, localized, required: isRequired, label: FIELD_LABELS[name] ?? { EN: name, CN: name, TC: name }, ...kindOf(name, child as Raw) });
  }
}

/** The form of one section: shared fields first, then the localized ones; for several kinds, their union. */
export function fieldSpecs(section: ContentSection): FieldSpec[] {
  const model = SECTION_MODELS[section];
  const byPath = new Map<string, FieldSpec>();
  for (const kind of model.kinds) {
    const fields: FieldSpec[] = [];
    walk(kind.shared, false, '', true, fields);
    walk(kind.translation, true, '', true, fields);
    for (const field of fields) {
      const id = `${field.localized}:${field.path}`;
      const known = byPath.get(id);
      if (model.kinds.length === 1) byPath.set(id, field);
      else if (known) {
        known.kinds = [...(known.kinds ?? []), kind.kind];
        if (known.options && field.options) known.options = [...new Set([...known.options, ...field.options])];
      }
      else byPath.set(id, { ...field, kinds: [kind.kind] });
    }
  }
  return [...byPath.values()];
}

export function sectionList(canEdit: (section: ContentSection) => boolean) {
  return CONTENT_SECTIONS.map((section) => ({ section, label: SECTION_LABELS[section], fields: fieldSpecs(section), canEdit: canEdit(section) }));
}
