import { describe, expect, it } from 'vitest';
import { exampleOf } from './schema-example';

describe('exampleOf', () => {
  it('prefers a schema’s own example, default, const or first enum value', () => {
    expect(exampleOf({ type: 'string', example: 'given' })).toBe('given');
    expect(exampleOf({ type: 'integer', default: 10 })).toBe(10);
    expect(exampleOf({ const: 'NEWS' })).toBe('NEWS');
    expect(exampleOf({ type: 'string', enum: ['ROAD', 'SUBWAY'] })).toBe('ROAD');
  });

  it('builds objects, arrays, unions and nullable fields from their types and names', () => {
    const schema = {
      type: 'object',
      properties: {
        code: { type: 'string' },
        phone: { type: 'string' },
        releaseTime: { type: 'string', format: 'date-time' },
        page: { type: 'integer', minimum: 1, maximum: 100 },
        ids: { type: 'array', items: { type: 'integer' } },
        model: { anyOf: [{ type: 'null' }, { type: 'object', properties: { ok: { type: 'boolean' } } }] },
        note: { type: ['string', 'null'], minLength: 6 },
      },
    };
    expect(exampleOf(schema)).toEqual({
      code: '30000',
      phone: '13800000000',
      releaseTime: '2026-01-01T08:00:00.000Z',
      page: 1,
      ids: [1],
      model: { ok: true },
      note: 'note00',
    });
  });

  it('follows references and stops inside a schema that refers to itself', () => {
    const components: Record<string, Record<string, unknown>> = {
      node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/node' } } } },
    };
    const example = exampleOf({ $ref: '#/node' }, { resolve: (ref) => components[ref.slice(2)] });
    expect(example).toEqual({ name: 'name', children: [{ name: 'name', children: [] }] });
  });
});
