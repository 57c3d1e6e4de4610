import { describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import { PROJECT_TYPES, type LibraryType } from '../../../shared/calls/enums';
import type { libraryCalls } from '../../../shared/calls/library';
import { readSeedData } from '../../db/seed-data';
import { invalidMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

type CategoryTreeResponse = CallReply<typeof libraryCalls.catTree>;
type ComBucketResponse = CallReply<typeof libraryCalls.comBucket>;

interface DocSeed {
  id: number;
  category: string;
  projectType: string;
}

const seeds: Record<LibraryType, DocSeed[]> = {
  standard: readSeedData<DocSeed[]>('packs/reference/standards.json'),
  policy: readSeedData<DocSeed[]>('packs/demo/policies.json'),
  paper: readSeedData<DocSeed[]>('packs/demo/papers.json'),
};
/** Category names of a type in order of first use, as the seeder numbers them. */
const namesOf = (type: LibraryType) => [...new Set(seeds[type].map((item) => item.category))];

const ctx = withTestApp();
const call = async <T>(url: string, payload?: unknown) => {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/cat${url}`, payload: payload as object });
  expect(response.statusCode).toBe(200);
  return response.json<T & { code: string; msg: string }>();
};
const tree = (catType: LibraryType) => call<CategoryTreeResponse>('/dir/getTree', { catType });

describe('/cat/dir/getTree', () => {
  it.each(['standard', 'policy', 'paper'] as const)('lists the %s categories in order of first use, each with its count', async (type) => {
    const body = await tree(type);
    expect(body.code).toBe('30000');
    expect(body.msg).toBe(serverMsg('ok'));
    expect(body.list.map((node) => node.name)).toEqual(namesOf(type));
    for (const node of body.list) {
      expect(node.count).toBe(seeds[type].filter((item) => item.category === node.name).length);
      expect(node.children).toEqual([]);
    }
    expect(body.list.reduce((sum, node) => sum + node.count, 0)).toBe(seeds[type].length);
  });

  it('numbers the categories deterministically: standards first, then policies, then papers', async () => {
    const ids = [...(await tree('standard')).list, ...(await tree('policy')).list, ...(await tree('paper')).list].map((node) => node.id);
    expect(ids).toEqual(ids.map((_, index) => index + 1));
  });

  it('counts a child category in its parent', async () => {
    const [parent, child] = (await tree('policy')).list;
    await ctx.db.query('UPDATE content_categories SET parent_id = $1 WHERE id = $2', [parent!.id, child!.id]);
    try {
      const nested = (await tree('policy')).list;
      const root = nested.find((node) => node.id === parent!.id)!;
      expect(nested.map((node) => node.id)).not.toContain(child!.id);
      expect(root.children).toEqual([{ ...child!, children: [] }]);
      expect(root.count).toBe(parent!.count + child!.count);
      const bucket = await call<ComBucketResponse>('/dir/getComBucket', { catType: 'policy', catId: parent!.id });
      expect(bucket.list[0]).toEqual({ projectType: 'ALL', count: parent!.count + child!.count });
    } finally {
      await ctx.db.query('UPDATE content_categories SET parent_id = NULL WHERE id = $1', [child!.id]);
    }
  });

  it.each([
    ['no catType', {}, invalidMsg('required', { field: 'catType' })],
    ['a catType of another kind', { catType: 'news' }, invalidMsg('enum', { field: 'catType' })],
    ['an extra property', { catType: 'paper', page: 1 }, invalidMsg('additionalProperties', { field: 'page' })],
  ])('refuses %s with code 40001', async (_case, body, msg) => {
    expect(await call('/dir/getTree', body)).toEqual({ code: '40001', msg });
  });
});

describe('/cat/dir/getComBucket', () => {
  const expected = (items: DocSeed[]) => {
    const buckets = PROJECT_TYPES.filter((type) => type !== 'ALL').map((projectType) => ({
      projectType,
      count: items.filter((item) => item.projectType === projectType).length,
    }));
    return [{ projectType: 'ALL', count: items.length }, ...buckets];
  };

  it.each(['standard', 'policy', 'paper'] as const)('counts every project type of the %s type, zeros included', async (type) => {
    const body = await call<ComBucketResponse>('/dir/getComBucket', { catType: type });
    expect(body).toEqual({ code: '30000', msg: serverMsg('ok'), list: expected(seeds[type]) });
    expect(body.list.some((bucket) => bucket.count === 0)).toBe(true);
  });

  it('counts within one category', async () => {
    for (const node of (await tree('standard')).list.slice(0, 4)) {
      const body = await call<ComBucketResponse>('/dir/getComBucket', { catType: 'standard', catId: node.id });
      expect(body.list).toEqual(expected(seeds.standard.filter((item) => item.category === node.name)));
    }
  });

  it('answers a category of another type, or none, with 40400', async () => {
    const policyCategory = (await tree('policy')).list[0]!;
    for (const body of [
      { catType: 'standard', catId: policyCategory.id },
      { catType: 'paper', catId: 99_999 },
    ]) {
      expect(await call('/dir/getComBucket', body)).toEqual({ code: '40400', msg: serverMsg('categoryNotFound') });
    }
  });

  it.each([
    ['a zero catId', { catType: 'paper', catId: 0 }, invalidMsg('minimum', { field: 'catId', limit: 1 })],
    ['a text catId', { catType: 'paper', catId: '3' }, invalidMsg('type', { field: 'catId' })],
    ['a catId past 32 bits', { catType: 'paper', catId: 2 ** 31 }, invalidMsg('maximum', { field: 'catId', limit: 2_147_483_647 })],
    ['no catType', { catId: 1 }, invalidMsg('required', { field: 'catType' })],
  ])('refuses %s with code 40001', async (_case, body, msg) => {
    expect(await call('/dir/getComBucket', body)).toEqual({ code: '40001', msg });
  });
});
