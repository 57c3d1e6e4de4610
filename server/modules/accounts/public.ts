// What the rest of the server may use of this module; everything else in its folder is its own.

export { accountSeeders } from './account-seeders';
export { type AccountLimits, DEFAULT_LIMITS } from './account-settings';
export { type IcodeChallenge, svgChallenge } from './icode';
export { type OAuthProviderConfig, readOAuthProviders } from './oauth';
export { DEFAULT_SCRYPT_N, hashPassword } from './passwords';
export { purgeExpired } from './purge';
export { type AuthUser, findSession, revokeUserSessions, startSession } from './sessions';
export { issueTicket, peekTicket, spendTicket } from './tickets';
export { newToken, sameDigest, sha256 } from './tokens';
export { findOrCreateByPhone, findUserById } from './users';
