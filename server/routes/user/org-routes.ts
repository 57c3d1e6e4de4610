import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_PATHS,
  type OrgCodeLoginRequest,
  type OrgPasswordLoginRequest,
  type OrgSendCodeRequest,
} from '../../../shared/account-contract';
import { ok } from '../../http/envelope';
import { accountError } from '../../services/accounts/account-errors';
import { consumeCode } from '../../services/accounts/codes';
import { checkPassword } from '../../services/accounts/login-guard';
import { findOrgByCode, isMember, type OrgRow } from '../../services/accounts/organisations';
import { findUserByAccount, findUserByPhone } from '../../services/accounts/users';
import {
  accountPost,
  checkOptionalIcode,
  codeRateLimit,
  completeLogin,
  loginRateLimit,
  sendAccountCode,
} from './account-flow';
import { bodySchema, fields, icodeFields } from './user-schemas';

const pwdLoginSchema = bodySchema(
  { orgCode: fields.orgCode, account: fields.account, password: fields.password, ...icodeFields },
  ['orgCode', 'account', 'password'],
);
const sendSchema = bodySchema({ orgCode: fields.orgCode, phone: fields.phone, ...icodeFields }, ['orgCode', 'phone']);
const codeLoginSchema = bodySchema({ orgCode: fields.orgCode, phone: fields.phone, vcode: fields.vcode }, [
  'orgCode',
  'phone',
  'vcode',
]);

/** Organisation members log in on their branded entrance; the session then carries the organisation. */
export default async function orgRoutes(app: FastifyInstance) {
  const post = accountPost(app);
  const { limits } = app.accounts;

  async function orgOf(code: string): Promise<OrgRow> {
    const org = await findOrgByCode(app.db, code);
    if (!org) throw accountError('orgUnknown');
    return org;
  }

  post<OrgPasswordLoginRequest>(ACCOUNT_PATHS.orgPwdLogin, { schema: pwdLoginSchema, config: loginRateLimit(app) }, async (request) => {
    const { orgCode, account } = request.body;
    const org = await orgOf(orgCode);
    const user = await checkPassword(app.db, limits, await findUserByAccount(app.db, account), account, request.body);
    if (!(await isMember(app.db, user.id, org.id))) throw accountError('notMember');
    return completeLogin(app, user, org.id);
  });

  post<OrgSendCodeRequest>(ACCOUNT_PATHS.orgVcodeSend, { schema: sendSchema, config: codeRateLimit(app) }, async (request) => {
    const { orgCode, phone } = request.body;
    const org = await orgOf(orgCode);
    await checkOptionalIcode(app, request.body);
    const user = await findUserByPhone(app.db, phone);
    if (!user) throw accountError('noAccount');
    if (!(await isMember(app.db, user.id, org.id))) throw accountError('notMember');
    await sendAccountCode(app, { channel: 'sms', to: phone }, 'org');
    return ok({});
  });

  post<OrgCodeLoginRequest>(ACCOUNT_PATHS.orgVcodeLogin, { schema: codeLoginSchema, config: loginRateLimit(app) }, async (request) => {
    const { orgCode, phone, vcode } = request.body;
    const org = await orgOf(orgCode);
    const user = await findUserByPhone(app.db, phone);
    if (!user) throw accountError('noAccount');
    if (!(await isMember(app.db, user.id, org.id))) throw accountError('notMember');
    await consumeCode(app.db, limits, phone, ['org'], vcode);
    return completeLogin(app, user, org.id);
  });
}
