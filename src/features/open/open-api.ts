import type { CallReply } from '../../../shared/calls/define-call';
import { openCalls } from '../../../shared/calls/open';
import { loadCall, notFound, type ContentArgs } from '../../engine/content/load-content';

export type ApiGroupsReply = CallReply<typeof openCalls.apiGroups>;
export type ApiGroupReply = CallReply<typeof openCalls.apiGroup>;

/** The same rule the call checks: a group id from the URL that cannot name a group is a 404 page, not a call. */
const GROUP_ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

export function loadApiGroups(args: ContentArgs): Promise<ApiGroupsReply> {
  return loadCall(args, openCalls.apiGroups, {});
}

export function loadApiGroup(args: ContentArgs, id: string | undefined): Promise<ApiGroupReply> {
  if (!id || !GROUP_ID.test(id)) notFound();
  return loadCall(args, openCalls.apiGroup, { id });
}
