import { describe, expect, it } from 'vitest';
import { schemaFields, typeName } from './schema-fields';

describe('schemaFields', () => {
  it('lists top-level and nested fields with their types, required flags and limits', () => {
    const fields = schemaFields({
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        kind: { type: 'string', enum: ['NEWS', 'KNOW'] },
        list: { type: 'array', items: { type: 'object', required: ['title'], properties: { title: { type: 'string', maxLength: 30 } } } },
        model: { type: 'object', nullable: true, properties: { name: { type: 'string' } } },
      },
    });
    expect(fields).toEqual([
      { name: 'id', type: 'integer', required: true, constraints: ['minimum: 1'] },
      { name: 'kind', type: 'string', required: false, constraints: ['enum: "NEWS", "KNOW"'] },
      { name: 'list', type: 'array<object>', required: false, constraints: [] },
      { name: 'list[].title', type: 'string', required: true, constraints: ['maxLength: 30'] },
      { name: 'model', type: 'object | null', required: false, constraints: [] },
      { name: 'model.name', type: 'string', required: false, constraints: [] },
    ]);
  });

  it('names union and list types, and reads nothing from no schema', () => {
    expect(typeName({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(typeName({ type: ['object', 'null'] })).toBe('object | null');
    expect(typeName({})).toBe('any');
    expect(schemaFields(null)).toEqual([]);
  });
});
