import { expect, it } from 'vitest';
import { z } from 'zod';

/** One test per route schema: it converts to JSON Schema (OpenAPI), both as input and as output. */
export function itConvertsToJsonSchema(schemas: Record<string, z.ZodType>) {
  it.each(Object.entries(schemas))('%s converts to JSON Schema (OpenAPI)', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
}
