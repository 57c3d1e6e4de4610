import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { pathsOf, type CallRow } from '../../shared/calls/define-call';
import { summaryOf } from '../../server/plugins/openapi';
import { withTestApp } from '../../server/test-support/test-app';
import { allRows } from '../call-rows';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const ctx = withTestApp();
const rows = allRows();
const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

async function document(): Promise<Document> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

function operationOf(doc: Document, row: CallRow, path: string): Operation {
  const operation = doc.paths[openapiPath(path)]?.[row.method.toLowerCase()];
  expect(operation, `${row.method} ${path} of ${row.name} in the document`).toBeDefined();
  return operation!;
}

describe('GET /api/openapi.json', () => {
  it('finds the whole call table', () => {
    expect(rows.length).toBeGreaterThanOrEqual(75);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it('validates as an OpenAPI 3 document', async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\./);
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each(rows.map((row) => [row.name, row] as const))('%s is served at every path', async (_name, row) => {
    for (const url of pathsOf(row)) {
      expect(ctx.app.hasRoute({ method: row.method, url: `/api${url}` }), `${row.method} /api${url}`).toBe(true);
    }
  });

  it.each(rows.map((row) => [row.name, row] as const))('%s is described with its request and response schema', async (_name, row) => {
    const doc = await document();
    for (const path of pathsOf(row)) {
      const operation = operationOf(doc, row, path);
      expect(operation.summary).toBe(summaryOf(row));
      expect(operation.tags).toEqual([row.area]);
      if (path === row.path) expect(operation.operationId).toBe(row.name);
      expect(Boolean(operation.security)).toBe(Boolean(row.login));
      const sent = row.consumes === 'bytes' ? 'application/octet-stream' : 'application/json';
      if (row.method === 'POST') expect(operation.requestBody?.content[sent]?.schema).toBeDefined();
      const produces = row.produces ?? 'json';
      if (produces === 'json') expect(operation.responses['200']?.content?.['application/json']?.schema).toBeDefined();
      if (produces === 'file') expect(operation.responses['200']?.content?.['application/octet-stream']?.schema).toBeDefined();
      if (produces === 'redirect') expect(operation.responses['302']).toBeDefined();
    }
    expect(summaryOf(row), `a summary of ${row.name} in locales/zh-cn/calls.json`).toMatch(/[\u4e00-\u9fff]/);
  });

  it('documents nothing that is not a row', async () => {
    const doc = await document();
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    const expected = rows.flatMap((row) => pathsOf(row).map((path) => `${row.method.toLowerCase()} ${openapiPath(path)}`));
    expect(documented.sort()).toEqual(expected.sort());
  });
});
