import type {
  ProductCategory,
  ProductEdition,
  ProductScreen,
  SolutionCase,
  SolutionIndustry,
  TitledText,
} from '../../../shared/calls/product';
import { sanitizeText } from '../../services/sanitize';
import { insertRows, toArrayLiteral, type Column } from '../../db/insert-rows';
import type { Seeder } from '../../db/seed';
import { readSeedData } from '../../db/seed-data';

// Demo products, their update log and solutions by industry (server/db/seed-data/products/), dated back from
// the day the seed runs. Added once, to a database that has no products.

interface Dated {
  daysAgo: number;
}
export interface ProductSeed extends Dated {
  code: string;
  name: string;
  category: ProductCategory;
  slogan: string;
  summary: string;
  features: TitledText[];
  screens: ProductScreen[];
  editions: ProductEdition[];
}
export interface ProductLogSeed extends Dated {
  product: string;
  version: string;
  changes: string[];
}
export interface SolutionSeed extends Dated {
  code: string;
  industry: SolutionIndustry;
  title: string;
  summary: string;
  pains: TitledText[];
  approach: TitledText[];
  /** Product codes. */
  products: string[];
  cases: SolutionCase[];
}

export const productSeed = () => readSeedData<{ products: ProductSeed[] }>('products/products.json').products;
export const productLogSeed = () => readSeedData<{ logs: ProductLogSeed[] }>('products/logs.json').logs;
export const solutionSeed = () => readSeedData<{ solutions: SolutionSeed[] }>('products/solutions.json').solutions;

const DAY_MS = 86_400_000;
const txt = (name: string): Column => ({ name, type: 'text' });
const jsonb = (name: string): Column => ({ name, type: 'jsonb' });
const SORT: Column = { name: 'sort', type: 'int' };
const RELEASED: Column = { name: 'release_time', type: 'timestamptz' };
/** Every string of a JSON value as plain text: the pages render these as text, never as HTML. */
const plain = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_, item: unknown) => (typeof item === 'string' ? sanitizeText(item) : item)) as T;

export const productSeeder: Seeder = {
  name: 'products',
  async run(tx, { now }) {
    const [seeded] = await tx.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM products) AS found');
    if (seeded?.found) return;
    const at = (item: Dated) => new Date(now.getTime() - item.daysAgo * DAY_MS).toISOString();
    const products = plain(productSeed());
    const json = (value: unknown) => JSON.stringify(value);
    await insertRows(
      tx,
      'products',
      [
        txt('code'),
        txt('name'),
        txt('category'),
        txt('slogan'),
        txt('summary'),
        jsonb('features'),
        jsonb('screens'),
        jsonb('editions'),
        SORT,
        RELEASED,
      ],
      products.map((p, sort) => [
        p.code,
        p.name,
        p.category,
        p.slogan,
        p.summary,
        json(p.features),
        json(p.screens),
        json(p.editions),
        sort,
        at(p),
      ]),
    );
    const ids = new Map((await tx.query<{ id: number; code: string }>('SELECT id, code FROM products')).map((row) => [row.code, row.id]));
    const idOf = (code: string) => {
      const id = ids.get(code);
      if (id === undefined) throw new Error(`products seed: unknown product ${code}`);
      return id;
    };
    await insertRows(
      tx,
      'product_logs',
      [{ name: 'product_id', type: 'int' }, txt('version_name'), { name: 'changes', type: 'text', cast: 'text[]' }, RELEASED],
      plain(productLogSeed()).map((log) => [idOf(log.product), log.version, toArrayLiteral(log.changes), at(log)]),
    );
    await insertRows(
      tx,
      'solutions',
      [
        txt('code'),
        txt('industry'),
        txt('title'),
        txt('summary'),
        jsonb('pains'),
        jsonb('approach'),
        { name: 'product_ids', type: 'text', cast: 'int[]' },
        jsonb('cases'),
        SORT,
        RELEASED,
      ],
      plain(solutionSeed()).map((s, sort) => [
        s.code,
        s.industry,
        s.title,
        s.summary,
        json(s.pains),
        json(s.approach),
        `{${s.products.map(idOf).join(',')}}`,
        json(s.cases),
        sort,
        at(s),
      ]),
    );
  },
};

/** The codes of the demo products and solutions (what `content:remove -- --demo` removes). */
export const demoProductKeys = () => ({
  products: productSeed().map((product) => product.code),
  solutions: solutionSeed().map((solution) => solution.code),
});
