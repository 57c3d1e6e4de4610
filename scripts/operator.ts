import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { grantOperator, listOperators, revokeOperator } from '../server/modules/chat/public';
import { loadTenants } from '../server/tenants/load-tenants';

// npm run operator -- grant <phone> <tenant…> | revoke <phone> [tenant…] | list
// Gives an existing account the operator role of the service desk (/serviceDesk) for these tenants, on the
// database the server uses (DATA_DIR or DATABASE_URL). The embedded database takes one process at a time:
// stop the server first, or use DATABASE_URL.

const USAGE = 'usage: npm run operator -- grant <phone> <tenant…> | revoke <phone> [tenant…] | list';
const [action, phone, ...tenantIds] = process.argv.slice(2);

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
  if (action === 'list') {
    for (const row of await listOperators(db)) console.log(`${row.phone ?? '-'}\t${row.realname}\t${row.tenants.join(' ')}`);
  } else {
    const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE phone = $1', [phone]);
    if (!user) {
      console.error(`no account with phone ${phone}: register it first`);
      code = 1;
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
