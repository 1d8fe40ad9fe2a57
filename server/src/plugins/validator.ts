import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

type Converter = (value: unknown) => unknown;

interface SchemaShape {
  type?: unknown;
  const?: unknown;
  anyOf?: SchemaShape[];
  properties?: Record<string, TSchema>;
  additionalProperties?: unknown;
}

/** A property that text already satisfies (a string, or one of some string literals) needs no conversion. */
function isText(schema: SchemaShape): boolean {
  if (schema.type === 'string') return true;
  return Array.isArray(schema.anyOf) && schema.anyOf.every((member) => typeof member.const === 'string');
}

/**
 * Value.Convert for an object of text parameters, done property by property and only for the properties that
 * need it (numbers, arrays): Convert on the whole object rebuilds a RegExp per property on every call, which was
 * a tenth of a cached answer's cost. The result is the same — Convert visits each present property with its own
 * schema, in place. Other shapes use Value.Convert as they are.
 */
function textConverter(schema: TSchema): Converter {
  const shape = schema as SchemaShape;
  const whole: Converter = (value) => Value.Convert(schema, value);
  if (shape.type !== 'object' || !shape.properties || typeof shape.additionalProperties === 'object') return whole;
  const converted = Object.entries(shape.properties)
    .filter(([, property]) => !isText(property as SchemaShape))
    .map(([key, property]) => [key, propertyConverter(property)] as const);
  if (converted.length === 0) return (value) => value;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    for (const [key, convert] of converted) {
      if (record[key] !== undefined) record[key] = convert(record[key]);
    }
    return record;
  };
}

/** Digits that Value.Convert would turn into the same integer (no sign, no leading zero, safe size). */
const PLAIN_INTEGER = /^(?:0|[1-9]\d{0,14})$/;

/**
 * The two conversions every list call needs, done directly: a page number, and a repeated text parameter (one
 * value arrives as a string, several as an array). They give what Value.Convert gives for those inputs (tested);
 * anything else goes to Value.Convert.
 */
function propertyConverter(schema: TSchema): Converter {
  const shape = schema as SchemaShape & { items?: SchemaShape };
  const general: Converter = (value) => Value.Convert(schema, value);
  if (shape.type === 'integer') {
    return (value) => (typeof value === 'string' && PLAIN_INTEGER.test(value) ? Number(value) : general(value));
  }
  if (shape.type === 'array' && shape.items && isText(shape.items)) {
    return (value) => {
      if (typeof value === 'string') return [value];
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
      return general(value);
    };
  }
  return general;
}

/**
 * TypeBox validation as @fastify/type-provider-typebox does it: bodies strictly (no "5" for 5); query, params and
 * headers converted from text first, with a cheaper converter (above).
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const convert: Converter = httpPart === 'body' ? (value) => value : textConverter(schema);
  return (value: unknown) => {
    const converted = convert(value);
    if (check.Check(converted)) return { value: converted };
    return { error: check.Errors(converted) as unknown as FastifySchemaValidationError[] };
  };
};
