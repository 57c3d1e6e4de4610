import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { CONTENT_ROLES, type ContentRole } from '../shared/calls/console';
import { grantOperator, listOperators, revokeOperator } from '../server/modules/chat/public';
import { grantContentRole, listContentRoles, revokeContentRole } from '../server/modules/console/public';
import { textOption } from './cli-option';
import { loadTenants } from '../server/tenants/load-tenants';

// npm run operator -- [--role editor|admin] grant <phone> <tenant…> | revoke <phone> [tenant…] | list
// Gives an existing account the operator role of the service desk (/serviceDesk) for these tenants, or with
// --role a content role of the operator console (editor: edits these tenants' news; admin: also roles and the
// audit log), on the database the server uses (DATA_DIR or DATABASE_URL). The embedded database takes one
// process at a time: stop the server first, or use DATABASE_URL.

const USAGE = 'usage: npm run operator -- [--role editor|admin] grant <phone> <tenant…> | revoke <phone> [tenant…] | list';
const roleGiven = textOption('role');
if (roleGiven !== undefined && !CONTENT_ROLES.includes(roleGiven as ContentRole)) {
  console.error(USAGE);
  process.exit(2);
}
const role = roleGiven as ContentRole | undefined;
const args = process.argv.slice(2);
const roleAt = args.indexOf('--role');
if (roleAt >= 0) args.splice(roleAt, 2);
const [action, phone, ...tenantIds] = args;

function exit(message: string): never {
  console.error(message);
  process.exit(2);
}

if (action !== 'list' && (!phone || (action !== 'grant' && action !== 'revoke'))) exit(USAGE);
if (action === 'grant' && !tenantIds.length) exit(USAGE);
const known = new Set(loadTenants().tenants.map((tenant) => tenant.id));
const unknown = tenantIds.filter((id) => !known.has(id));
if (unknown.length) exit(`unknown tenant(s): ${unknown.join(', ')}; known: ${[...known].join(', ')}`);

const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let code = 0;
try {
  await migrate(db);
  if (action === 'list' && role) {
    for (const row of await listContentRoles(db)) console.log(`${row.phone ?? '-'}\t${row.realname}\t${row.tenant}\t${row.role}`);
  } else if (action === 'list') {
    for (const row of await listOperators(db)) console.log(`${row.phone ?? '-'}\t${row.realname}\t${row.tenants.join(' ')}`);
  } else {
    const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE phone = $1', [phone]);
    if (!user) {
      console.error(`no account with phone ${phone}: register it first`);
      code = 1;
    } else if (role && action === 'grant') {
      await grantContentRole(db, null, user.id, tenantIds, role);
      console.log(`${phone} is now ${role} of: ${tenantIds.join(', ')}`);
    } else if (role) {
      console.log(`${phone}: ${await revokeContentRole(db, null, user.id, tenantIds)} content role(s) taken away`);
    } else if (action === 'grant') {
      await grantOperator(db, user.id, tenantIds);
      console.log(`${phone} now answers the service desk of: ${tenantIds.join(', ')}`);
    } else {
      console.log(`${phone}: ${await revokeOperator(db, user.id, tenantIds)} tenant(s) taken away`);
    }
  }
} finally {
  await db.close();
}
process.exit(code);
