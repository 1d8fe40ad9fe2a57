import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

/**
 * TypeBox validation as @fastify/type-provider-typebox does it — bodies strictly, query, params and headers
 * converted from text — but a value that already passes the compiled check is taken as it is. Most calls carry
 * only text parameters (`?language=EN`), and skipping the interpretive Value.Convert for them was a visible share
 * of a cached answer's cost. Converting a value that already matches cannot change it for our schemas (no union of
 * a number and a string is read from text).
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const convertsText = httpPart !== 'body';
  return (value: unknown) => {
    if (check.Check(value)) return { value };
    const converted = convertsText ? Value.Convert(schema, value) : value;
    if (convertsText && check.Check(converted)) return { value: converted };
    return { error: check.Errors(converted) as unknown as FastifySchemaValidationError[] };
  };
};
