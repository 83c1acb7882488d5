import { expect, it } from 'vitest';
import { z } from 'zod';

/**
 * One test per route schema: it converts to JSON Schema (OpenAPI). Requests (bodies, queries,
 * params) are documented as what the caller sends (input; a transform is fine there); answers
 * (`…ResponseSchema`) both ways.
 */
export function itConvertsToJsonSchema(schemas: Record<string, z.ZodType>) {
  it.each(Object.entries(schemas))('%s converts to JSON Schema (OpenAPI)', (name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    if (/Response/.test(name)) expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
}
