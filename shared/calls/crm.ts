import { defineCalls } from './define-call';
import { Body, BooleanType, Integer, Model, NoBody, Reply, StringType, type Static } from './schema';

/** The customer-service setting of a tenant (SPEC §3). */
export const ServiceSetting = Model({ autoSwitch: BooleanType(), autoDelayed: Integer(), autoContent: StringType() });
export type ServiceSettingModel = Static<typeof ServiceSetting>;

/** SPEC §7 /crm calls. */
export const crmCalls = defineCalls('crm', {
  /** A guest is created on load; its id is the visitor's chat identity (SPEC §4). */
  guestCreate: {
    path: '/crm/sdm/open/guest/create',
    // Anyone may create one, so creations are capped per address.
    limit: 'guest',
    // A source of only blanks is empty once trimmed.
    body: Body({ guest: Body({ source: StringType({ minLength: 1, maxLength: 2048, pattern: '\\S' }) }) }),
    // guestToken (not in SPEC §7) proves the id is the caller's own when it opens the chat.
    reply: Reply({ guestId: StringType(), guestToken: StringType() }),
  },
  settingGet: {
    path: '/crm/sdm/open/setting/get',
    body: NoBody,
    reply: Reply({ model: ServiceSetting }),
  },
});
