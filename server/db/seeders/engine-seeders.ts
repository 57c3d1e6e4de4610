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

export const engineSeeders: readonly Seeder[] = [serviceSettings, pageTdk];
