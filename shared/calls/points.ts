import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { defineCalls } from './define-call';
import {
  ArrayOf,
  Body,
  BooleanType,
  DateTime,
  Enum,
  Integer,
  MaybeBody,
  Model,
  NoBody,
  Nullable,
  Optional,
  Paging,
  Reply,
  StringType,
  type Static,
} from './schema';

// SPEC §7 points calls (under /ai): sign-in once a China day with a streak, the points ledger, the
// rules (rows of the database, not code) and the residueDegree quota the AI tools spend. Every private row
// works on the session's user only; a `userId` naming anyone else is refused with HTTP 403.

/** Business codes of the points calls, beside SPEC §8's. */
export const POINTS_CODES = {
  alreadySigned: '43001',
  residueShort: '43002',
  pointsShort: '43003',
  noExchange: '43004',
  unknownKind: '43005',
  exchangeStep: '43006',
} as const;
export type PointsCode = (typeof POINTS_CODES)[keyof typeof POINTS_CODES];

/** Why the points balance changed. */
export const POINT_REASONS = ['signIn', 'streakBonus', 'invite', 'exchange'] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** Why a quota balance changed: the free allotment, a spend by an AI tool or the user, its refund, an exchange of points. */
export const RESIDUE_REASONS = ['allotment', 'spend', 'refund', 'exchange'] as const;
export type ResidueReason = (typeof RESIDUE_REASONS)[number];

/** Most one updateResidue may move. */
export const RESIDUE_DELTA_MAX = 10_000;

/** A day in China time, YYYY-MM-DD. */
const Day = () => StringType({ format: 'date', maxLength: 10 });
/** A month in China time, YYYY-MM. */
const Month = () => StringType({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', maxLength: 7 });
/** A quota kind of the consumption rules (aiWrite, aiTender …). */
const Kind = () => StringType({ pattern: '^[a-z][a-zA-Z0-9]{1,31}$', maxLength: 32 });
/** Only the session's own user: given at all, it must be the caller's id. */
const OwnUser = () => Optional(StringType({ format: 'uuid', maxLength: 36 }));

/** A streak bonus: reaching `streakDay` consecutive days adds `points` to that day's sign-in. */
export const StreakBonus = Model({ streakDay: Integer(), points: Integer(), title: StringType() });
export type StreakBonus = Static<typeof StreakBonus>;

/** The sign-in rule: points every day, and the bonuses of a streak. */
export const SignRule = Model({ dailyPoints: Integer(), bonuses: ArrayOf(StreakBonus), description: StringType() });
export type SignRule = Static<typeof SignRule>;

/** A way to earn points. */
export const EarningRule = Model({ code: StringType(), title: StringType(), description: StringType(), points: Integer() });
export type EarningRule = Static<typeof EarningRule>;

/** A quota kind: its free allotment, what one use costs, and how many points buy how much of it (null: not for sale). */
export const ConsumptionRule = Model({
  kind: StringType(),
  title: StringType(),
  description: StringType(),
  freeAllotment: Integer(),
  costPerUse: Integer(),
  exchangePoints: Nullable(Integer()),
  exchangeResidue: Nullable(Integer()),
});
export type ConsumptionRule = Static<typeof ConsumptionRule>;

/** Where the user's sign-in stands today (China time). */
export const SignStatus = Model({
  today: StringType(),
  signedToday: BooleanType(),
  /** Consecutive China days signed, ending today or (not yet signed today) yesterday. */
  streak: Integer(),
  /** What the next sign-in earns: today's if not signed yet, else tomorrow's. */
  nextPoints: Integer(),
  /** The next streak bonus still ahead, and how many more days reach it. */
  nextBonus: Nullable(Model({ streakDay: Integer(), points: Integer(), daysLeft: Integer() })),
  balance: Integer(),
});
export type SignStatus = Static<typeof SignStatus>;

export const SignResult = Model({ day: StringType(), streak: Integer(), points: Integer(), bonus: Integer(), balance: Integer() });
export type SignResult = Static<typeof SignResult>;

/** One change of the points balance. */
export const PointEntry = Model({
  id: Integer(),
  delta: Integer(),
  balanceAfter: Integer(),
  reason: Enum(POINT_REASONS, { type: 'string' }),
  /** The sign day, the invited colleague's masked phone, the quota kind of an exchange. */
  reference: StringType(),
  createdAt: DateTime(),
});
export type PointEntry = Static<typeof PointEntry>;

/** A way to earn and what the user has earned by it. */
export const ObtainMethod = Model({ ...EarningRule.properties, earnedTimes: Integer(), earnedPoints: Integer() });
export type ObtainMethod = Static<typeof ObtainMethod>;

/** The user's quota of one kind (opened: false, balance 0 until residueDegree/create). */
export const Residue = Model({ kind: StringType(), title: StringType(), opened: BooleanType(), balance: Integer() });
export type Residue = Static<typeof Residue>;

const login = { login: true } as const;
const rule = { cache: true, body: NoBody } as const;

export const pointsCalls = defineCalls('points', {
  /** The streak, whether today is signed, and what the next sign-in earns. */
  continuSignResidue: { path: '/ai/accumulatePoint/continuSignResidue', ...login, body: NoBody, reply: Reply({ model: SignStatus }) },
  /** The China days of a month (this month unless given) the user signed in. */
  signDayList: {
    path: '/ai/accumulatePoint/signDayList',
    ...login,
    trim: ['month'],
    body: MaybeBody({ month: Optional(Month()) }),
    reply: Reply({ month: StringType(), today: StringType(), list: ArrayOf(Day()) }),
  },
  /** Signs today (China time): once a day, enforced by the database. */
  signDay: { path: '/ai/accumulatePoint/signDay', ...login, body: NoBody, reply: Reply({ model: SignResult }) },
  /** The ways to earn points, with what the user has earned by each. */
  obtainMethod: { path: '/ai/accumulatePoint/obtainMethod', ...login, body: NoBody, reply: Reply({ list: ArrayOf(ObtainMethod) }) },
  /** The points ledger, newest first, with the balance. */
  listPaged: {
    path: '/ai/accumulatePoint/listPaged',
    ...login,
    body: MaybeBody({ userId: OwnUser(), ...Paging }),
    reply: Reply({ list: ArrayOf(PointEntry), total: Integer(), balance: Integer() }),
  },
  getSignRule: { path: '/ai/pub/config/getSignRule', ...rule, reply: Reply({ model: SignRule }) },
  getPointEarningRule: { path: '/ai/pub/config/getPointEarningRule', ...rule, reply: Reply({ list: ArrayOf(EarningRule) }) },
  getPointConsumptionRule: { path: '/ai/pub/config/getPointConsumptionRule', ...rule, reply: Reply({ list: ArrayOf(ConsumptionRule) }) },
  /** Opens the user's quota of a kind with its free allotment; opening it again changes nothing. */
  residueCreate: {
    path: '/ai/residueDegree/create',
    ...login,
    body: Body({ kind: Kind(), userId: OwnUser() }),
    reply: Reply({ model: Residue }),
  },
  /** The user's quota of one kind, or of every kind. */
  getResidue: {
    path: '/ai/residueDegree/getResidue',
    ...login,
    body: MaybeBody({ kind: Optional(Kind()), userId: OwnUser() }),
    reply: Reply({ list: ArrayOf(Residue) }),
  },
  /**
   * Changes a quota atomically: a negative delta spends it, a positive one buys it with points at the kind's
   * rate (a whole number of exchange steps). Nothing changes when either balance would fall below zero.
   */
  updateResidue: {
    path: '/ai/residueDegree/updateResidue',
    ...login,
    trim: ['reference'],
    body: Body({
      kind: Kind(),
      delta: Integer({ minimum: -RESIDUE_DELTA_MAX, maximum: RESIDUE_DELTA_MAX, not: { const: 0 } }),
      /** What the spend was for (an AI tool's job id). */
      reference: Optional(StringType({ maxLength: 64 })),
      userId: OwnUser(),
    }),
    reply: Reply({ model: Residue, points: Integer() }),
  },
});

/** Points, sign-in and quota refusals, `points.<reason>` (their msg: server.json `points`). */
export const pointsRefusals = defineRefusals('points', {
  alreadySigned: { code: POINTS_CODES.alreadySigned },
  residueShort: { code: POINTS_CODES.residueShort },
  pointsShort: { code: POINTS_CODES.pointsShort },
  noExchange: { code: POINTS_CODES.noExchange },
  exchangeStep: { code: POINTS_CODES.exchangeStep },
  unknownKind: { code: POINTS_CODES.unknownKind },
  refundUnknown: { code: E.notFound },
  refundDone: { code: E.invalid },
  notYours: { code: E.forbidden, status: 403 },
});
