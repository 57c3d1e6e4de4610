import type { Seeder } from '../seed';
import { readSeedData } from '../seed-data';

interface ServiceSettingSeed {
  autoSwitch: boolean;
  autoDelayed: number;
  autoContent: string;
}

interface PageTdkSeed {
  title: string;
  keyword: string;
  description: string;
}

interface NewsColumnSeed {
  id: number;
  name: string;
  bizType: 'NEWS' | 'KNOW';
  children?: { id: number; name: string }[];
}

const serviceSettings: Seeder = {
  name: 'service-settings',
  async run(tx, { tenants }) {
    const data = readSeedData<{ default: ServiceSettingSeed; tenants: Record<string, Partial<ServiceSettingSeed>> }>(
      'service-settings.json',
    );
    for (const tenant of tenants) {
      const setting = { ...data.default, ...data.tenants[tenant.id] };
      await tx.query(
        `INSERT INTO service_settings (tenant_id, auto_switch, auto_delayed, auto_content)
         VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id) DO NOTHING`,
        [tenant.id, setting.autoSwitch && tenant.features.autoConsult, setting.autoDelayed, setting.autoContent],
      );
    }
  },
};

const pageTdk: Seeder = {
  name: 'page-tdk',
  async run(tx) {
    const pages = readSeedData<Record<string, PageTdkSeed>>('page-tdk.json');
    for (const [name, tdk] of Object.entries(pages)) {
      await tx.query(
        `INSERT INTO page_tdk (tenant_id, page_name, title, keyword, description)
         VALUES ('*', $1, $2, $3, $4) ON CONFLICT (tenant_id, page_name) DO NOTHING`,
        [name, tdk.title, tdk.keyword, tdk.description],
      );
    }
  },
};

const newsColumns: Seeder = {
  name: 'news-columns',
  async run(tx) {
    const columns = readSeedData<NewsColumnSeed[]>('news-columns.json');
    const insert = `INSERT INTO news_columns (id, parent_id, name, biz_type, sort)
                    VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`;
    for (const [sort, column] of columns.entries()) {
      await tx.query(insert, [column.id, null, column.name, column.bizType, sort]);
      for (const [childSort, child] of (column.children ?? []).entries()) {
        await tx.query(insert, [child.id, column.id, child.name, column.bizType, childSort]);
      }
    }
  },
};

export const engineSeeders: readonly Seeder[] = [serviceSettings, pageTdk, newsColumns];
