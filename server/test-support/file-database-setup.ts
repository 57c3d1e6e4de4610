import { afterAll } from 'vitest';
import { releaseFileDatabase } from './test-database';

// A setup file runs again before every test file, so this hook belongs to each file. Registered before the
// file's own hooks, it runs after them ('stack' order): the file's apps are closed before its database is.
afterAll(releaseFileDatabase);
