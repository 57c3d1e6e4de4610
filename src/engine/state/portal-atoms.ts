import { atom } from 'jotai';
import type { ServiceSettingModel } from '../../../shared/calls/crm';

/** SPEC §3 session user info. */
export interface UserInfo {
  token: string;
  realname: string;
  avatarUrl: string;
  /** The organisations the user belongs to (absent: not known, as none), and the one the session acts for. */
  orgs?: { id: string; name: string }[];
  currentOrgId?: string | null;
}

export const userInfoAtom = atom<UserInfo | null>(null);
/** The stored token has been checked; the login link shows only after this (SPEC §4). */
export const sessionCheckedAtom = atom(false);
/** The page has mounted in the browser (client state `rendered`). */
export const renderedAtom = atom(false);
export const guestIdAtom = atom<string | null>(null);
/** The secret that proves guestIdAtom is this browser's own when it opens the chat. */
export const guestTokenAtom = atom<string | null>(null);
/** This guest has opened the chat before: the chat connects on load, so the unread badge follows it. */
export const guestChattedAtom = atom(false);
/** Why no guest could be created (the server's msg: a daily cap); the chat dialog says it. */
export const guestRefusalAtom = atom('');
export const serviceSettingAtom = atom<ServiceSettingModel | null>(null);
/** The customer-service panel is open (client state `showOCS`). */
export const showOcsAtom = atom(false);
export const unreadCountAtom = atom(0);
export const onlineAtom = atom(true);

/** The article being read, for the reading trace (SPEC §3 articleData); startTime in ms. */
export interface ArticleData {
  id: number | string;
  artAuthorStaffId: string | null;
  type: string;
  title: string;
  startTime: number;
}
export const articleDataAtom = atom<ArticleData | null>(null);
