import { join } from 'node:path';
import { ROOT } from '../paths';

/** Hostile news items (stored XSS payloads) that the tests load beside the demo pack; never a real start. */
export const TEST_FIXTURE_PACK = join(ROOT, 'tests', 'fixtures', 'content-pack');
