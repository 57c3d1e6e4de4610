import type { ServiceSettingModel } from '../../../shared/calls/crm';
import type { Queryable } from '../../db/database';

export async function findServiceSetting(db: Queryable, tenantId: string): Promise<ServiceSettingModel | undefined> {
  const [row] = await db.query<{ auto_switch: boolean; auto_delayed: number; auto_content: string }>(
    'SELECT auto_switch, auto_delayed, auto_content FROM service_settings WHERE tenant_id = $1',
    [tenantId],
  );
  return row && { autoSwitch: row.auto_switch, autoDelayed: row.auto_delayed, autoContent: row.auto_content };
}
