import { checkLines, loadTenants } from '../server/tenants/load-tenants';

const loaded = loadTenants();
const lines = checkLines(loaded);
// The errors on stderr, the count on stdout; the console's tenant gallery shows the same lines.
for (const line of lines.slice(0, -1)) console.error(line);
console.log(lines.at(-1));
process.exit(loaded.errors.length ? 1 : 0);
