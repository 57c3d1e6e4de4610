import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { defineCalls, newsPub } from './define-call';
import { ArrayOf, DateTime, Integer, MaybeBody, Model, NoBody, Optional, Paging, Reply, StringType, type Static } from './schema';

/** A city with its number of open positions. */
export const JobCity = Model({ code: StringType(), name: StringType(), count: Integer() });
export type JobCity = Static<typeof JobCity>;

/** An open position. */
export const JobItem = Model({
  id: Integer(),
  title: StringType(),
  city: Model({ code: StringType(), name: StringType() }),
  department: StringType(),
  category: StringType(),
  salary: StringType(),
  experience: StringType(),
  education: StringType(),
  headcount: Integer(),
  /** Sanitised HTML. */
  description: StringType(),
  releaseTime: DateTime(),
});
export type JobItem = Static<typeof JobItem>;

/** SPEC §7 job calls (the recruit page). */
export const jobCalls = defineCalls('jobs', {
  /** Every city with its number of positions, most first. */
  cities: { ...newsPub('job/getJobCity'), body: NoBody, reply: Reply({ list: ArrayOf(JobCity) }) },
  /** Positions of a city or of all, newest first; city codes are short upper-case letters (BJ, SH …). */
  listPaged: {
    ...newsPub('job/listPaged'),
    body: MaybeBody({ cityCode: Optional(StringType({ pattern: '^[A-Z]{2,8}$' })), ...Paging }),
    reply: Reply({ list: ArrayOf(JobItem), total: Integer() }),
  },
});

/** The job calls' refusals (their msg: locales/zh-cn/server.json). */
export const jobRefusals = defineRefusals('', {
  jobCityNotFound: { code: E.notFound },
});
