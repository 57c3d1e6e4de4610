import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { PHONE_PATTERN } from './account-models';
import { defineCalls } from './define-call';
import { PARTY_TYPES } from './enums';
import {
  ArrayOf,
  Body,
  DateTime,
  Enum,
  FileReply,
  Integer,
  Model,
  Nullable,
  Optional,
  Paging,
  Reply,
  StringType,
  type Static,
} from './schema';

// Demo bookings (SPEC §2 booking dialog, §3, §5, §7 reservation): visitors book, the tenants'
// operators list and export them at /serviceDesk.

export { PHONE_PATTERN };

/** SPEC §5 maximum lengths of the booking fields. */
export const BOOKING_MAX = { phone: 11, userName: 30, userIdentity: 30, position: 30 } as const;

/** The project roles a visitor may give (SPEC §6 project-party categories; ALL is only a filter value). */
export const BOOKING_IDENTITIES = PARTY_TYPES.filter((type) => type !== 'ALL') as Exclude<(typeof PARTY_TYPES)[number], 'ALL'>[];
export type BookingIdentity = (typeof BOOKING_IDENTITIES)[number];

/** Free-trial channels (SPEC §2): the ad channel of the route the booking came from. */
export const BOOKING_CHANNELS = ['uet', 'baidu'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];
/** The channel of a booking that names none: SPEC §2's channel of every route but erp, treasure and jizhibao. */
export const DEFAULT_BOOKING_CHANNEL: BookingChannel = 'baidu';

/** Longest source page (the path and query of the address the dialog was opened on). */
export const SOURCE_PAGE_MAX = 500;
/** Most rows one CSV export holds. */
export const BOOKING_EXPORT_MAX = 5000;

/** What a visitor id may look like (the portal makes UUIDs; anything else in storage is not sent). */
export const VISITOR_ID_PATTERN = '^[A-Za-z0-9-]{1,64}$';

const Uuid = () => StringType({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });
/** A day in China time. */
const Day = () => StringType({ format: 'date', maxLength: 10 });

export const BookingBody = Body({
  // Phone and userName are checked by the handler, so that a missing or malformed one answers SPEC §5's own msg.
  phone: Optional(StringType({ maxLength: BOOKING_MAX.phone })),
  userName: Optional(StringType({ maxLength: BOOKING_MAX.userName })),
  userIdentity: Optional(Enum(BOOKING_IDENTITIES, { type: 'string', maxLength: BOOKING_MAX.userIdentity })),
  position: Optional(StringType({ maxLength: BOOKING_MAX.position })),
  // Not in SPEC §3's payload, so optional: a client built from the SPEC books with phone and userName alone.
  /** The page the dialog was opened on; without it, the Referer's path when that is a page of this site. */
  sourcePage: Optional(StringType({ minLength: 1, maxLength: SOURCE_PAGE_MAX, pattern: '^/' })),
  /** Without it, DEFAULT_BOOKING_CHANNEL. */
  channel: Optional(Enum(BOOKING_CHANNELS, { type: 'string' })),
  visitorId: Optional(StringType({ pattern: VISITOR_ID_PATTERN })),
  guestId: Optional(Uuid()),
});
export type BookingBody = Static<typeof BookingBody>;

/** What the operators' list and export narrow by; every field is optional. */
const deskFilter = {
  /** One of the operator's tenants (HTTP 403 for any other); all of them when absent. */
  tenantId: Optional(StringType({ maxLength: 64 })),
  /** First and last day, inclusive, in China time. */
  from: Optional(Day()),
  to: Optional(Day()),
  /** The bookings of one chat guest (the conversation view). */
  guestId: Optional(Uuid()),
};
export const DeskFilter = Body(deskFilter);
export type DeskFilter = Static<typeof DeskFilter>;

export const Booking = Model({
  id: Integer(),
  tenantId: StringType(),
  createdAt: DateTime(),
  phone: StringType(),
  userName: StringType(),
  userIdentity: Nullable(StringType()),
  position: Nullable(StringType()),
  sourcePage: StringType(),
  channel: StringType(),
  visitorId: Nullable(StringType()),
  guestId: Nullable(StringType()),
});
export type Booking = Static<typeof Booking>;

const FILTER_TRIM = ['tenantId', 'from', 'to', 'guestId'] as const;

export const bookingCalls = defineCalls('booking', {
  /**
   * SPEC §7 demo booking. No login needed; a bearer session, when sent, is stored with it. Capped per phone a
   * day and per address an hour; refused on a tenant whose manifest turns `features.booking` off.
   */
  reservation: {
    path: '/crm/sales/open/sem/reservation',
    trim: ['phone', 'userName', 'userIdentity', 'position', 'sourcePage', 'visitorId', 'guestId'],
    dropEmpty: true,
    body: BookingBody,
    reply: Reply({}),
  },
  /** The operator's tenants' bookings, newest first (HTTP 403 for anyone who is not an operator). */
  deskList: {
    path: '/crm/sales/desk/reservation/listPaged',
    login: true,
    role: 'operator',
    trim: FILTER_TRIM,
    dropEmpty: true,
    body: Body({ ...deskFilter, ...Paging }),
    reply: Reply({ list: ArrayOf(Booking), total: Integer() }),
  },
  /** The same filter as a CSV file (UTF-8 with BOM), at most BOOKING_EXPORT_MAX rows, newest first. */
  deskExport: {
    path: '/crm/sales/desk/reservation/export',
    login: true,
    role: 'operator',
    trim: FILTER_TRIM,
    dropEmpty: true,
    body: DeskFilter,
    reply: FileReply,
    produces: 'file',
  },
});

/** Demo booking refusals, `booking.<reason>` (their msg: server.json `booking`). */
export const bookingRefusals = defineRefusals('booking', {
  phoneRequired: { code: E.invalid },
  phoneFormat: { code: E.invalid },
  userNameRequired: { code: E.invalid },
  off: { code: E.forbidden },
  phoneLimit: { code: E.tooMany },
  addressLimit: { code: E.tooMany },
  tenantLimit: { code: E.tooMany },
  rangeInvalid: { code: E.invalid },
});
