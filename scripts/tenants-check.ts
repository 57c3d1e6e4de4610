import { formatManifestError, loadTenants } from '../server/tenants/load-tenants';

const { tenants, errors } = loadTenants();
for (const error of errors) console.error(formatManifestError(error));
console.log(`${tenants.length} tenant manifest(s) valid, ${errors.length} error(s).`);
process.exit(errors.length ? 1 : 0);
