import type { FastifyInstance } from 'fastify';
import { accountAuthCalls as calls } from '../../../shared/calls/account-auth';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { accountFailure } from './account-failure';
import { consumeCode } from './codes';
import { checkPassword } from './login-guard';
import { findOrgByCode, isMember, type OrgRow } from './organisations';
import { findUserByAccount, findUserByPhone } from './users';
import { checkOptionalIcode, completeLogin, sendAccountCode } from './account-flow';

/** Organisation members log in on their branded entrance; the session then carries the organisation. */
export default async function orgRoutes(app: FastifyInstance) {
  const { limits } = app.accounts;

  async function orgOf(code: string): Promise<OrgRow> {
    const org = await findOrgByCode(app.db, code);
    if (!org) throw accountFailure('orgUnknown');
    return org;
  }

  registerCall(app, calls.orgPwdLogin, async ({ body }) => {
    const org = await orgOf(body.orgCode);
    const user = await checkPassword(app.db, limits, await findUserByAccount(app.db, body.account), body.account, body);
    if (!(await isMember(app.db, user.id, org.id))) throw accountFailure('notMember');
    return completeLogin(app, user, org.id);
  });

  registerCall(app, calls.orgVcodeSend, async ({ body }) => {
    const org = await orgOf(body.orgCode);
    await checkOptionalIcode(app, body);
    const user = await findUserByPhone(app.db, body.phone);
    if (!user) throw accountFailure('noAccount');
    if (!(await isMember(app.db, user.id, org.id))) throw accountFailure('notMember');
    await sendAccountCode(app, { channel: 'sms', to: body.phone }, 'org');
    return ok({});
  });

  registerCall(app, calls.orgVcodeLogin, async ({ body: { orgCode, phone, vcode } }) => {
    const org = await orgOf(orgCode);
    const user = await findUserByPhone(app.db, phone);
    if (!user) throw accountFailure('noAccount');
    if (!(await isMember(app.db, user.id, org.id))) throw accountFailure('notMember');
    await consumeCode(app.db, limits, phone, ['org'], vcode);
    return completeLogin(app, user, org.id);
  });
}
