// What the rest of the server may use of this module; everything else in its folder is its own.

export { awardInvitePoints } from './invite-points';
export { consumptionRule, consumptionRules } from './point-rules';
export { refund, spend, type Spent } from './residue';
