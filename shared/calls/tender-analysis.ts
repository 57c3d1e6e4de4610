import { defineCalls } from './define-call';
import { ArrayOf, BooleanType, Body, Id, Integer, Model, Nullable, Reply, StringType, type Static } from './schema';
import { Amount, TenderListItem, TradeCategoryField } from './tender';

// The tender analysis calls: an organisation's page analysis and a project's winning bids and similar projects.
// Apart from shared/calls/tender.ts, whose rows the entry's digest banner loads: these load only with their pages.

/** Another organisation and how many notices it shares with the one analysed. */
export const OrgPartner = Model({ id: Integer(), name: StringType(), count: Integer() });
export type OrgPartner = Static<typeof OrgPartner>;

/** One year (China time) of an organisation's notices: tenders it published, bids it made, wins, and the yuan it won. */
export const OrgYear = Model({
  year: Integer(),
  published: Integer(),
  bids: Integer(),
  wins: Integer(),
  awarded: Integer({ minimum: 0 }),
});
export type OrgYear = Static<typeof OrgYear>;

/** An organisation's page analysis (tender_parties): every notice it takes part in, by year, region and trade. */
export const OrgStats = Model({
  /** Oldest first. */
  years: ArrayOf(OrgYear),
  /** Provinces of its notices, most first. */
  regions: ArrayOf(Model({ code: StringType(), name: StringType(), count: Integer() })),
  /** Trade categories of its notices, most first. */
  trades: ArrayOf(Model({ code: TradeCategoryField(), count: Integer() })),
  /** Buyers of the notices it won. */
  buyers: ArrayOf(OrgPartner),
  /** Winners of the notices it published. */
  winners: ArrayOf(OrgPartner),
  /** Other bidders and winners of the notices it bid on or won. */
  competitors: ArrayOf(OrgPartner),
});
export type OrgStats = Static<typeof OrgStats>;

/** A bidder of a project with its offer where published; the winner marked. */
export const TenderBid = Model({
  id: Integer(),
  name: StringType(),
  amount: Nullable(Amount()),
  rank: Nullable(Integer()),
  winner: BooleanType(),
});
export type TenderBid = Static<typeof TenderBid>;

/** A project's winning-bid view: its bidders, budget, winning amount, and the discount when both are known. */
export const TenderBidResult = Model({
  /** Winners first, then by rank and offer. */
  bids: ArrayOf(TenderBid),
  budget: Nullable(Amount()),
  winningAmount: Nullable(Amount()),
  /** (budget − winning amount) / budget in hundredths of a percent (712 is 7.12 %); null unless both are known. */
  discountBasisPoints: Nullable(Integer()),
});
export type TenderBidResult = Static<typeof TenderBidResult>;

export const tenderAnalysisCalls = defineCalls('tender', {
  /** An organisation's analysis: its notices by year, region and trade, its frequent buyers, winners and competitors. */
  orgStats: { path: '/ai/pub/bid/orgStats', body: Body({ orgId: Id() }), reply: Reply({ model: OrgStats }) },
  /** A notice's project: its winning-bid view and five similar projects (same trade and province, close amount, like title). */
  related: {
    path: '/ai/pub/bid/related',
    body: Body({ id: Id() }),
    reply: Reply({ result: TenderBidResult, similar: ArrayOf(TenderListItem) }),
  },
});
