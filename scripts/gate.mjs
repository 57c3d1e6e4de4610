// `npm test`: every check and test, in stages that keep both cores busy, with the time of each at the end.
//
// 1. static: the type checks, lint (with the formatter's check) and the production build, side by side.
// 2. unit: the browser's unit tests.
// 3. server: the server's tests on PGlite. When PostgreSQL is installed (CI installs it) only the files about the
//    embedded database run here: the whole server project runs on PostgreSQL in stage 5, the deployment's
//    database, and the end-to-end suite runs on the embedded one, npm start's.
// 4. e2e: Playwright in Chromium against the built portal on PGlite.
// 5. postgres: scripts/test-with-postgres.sh (server tests, a start-up, nginx in front of two processes).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** Server test files that exercise the embedded database itself, run on PGlite even when PostgreSQL is there. */
const PGLITE_FILES = ['server/db/', 'tests/server/database-outage.test.ts'];

function postgresInstalled() {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/bin/initdb`));
}

function run(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 }));
  });
}

const withPostgres = postgresInstalled();
const serverOnPglite = withPostgres ? ['vitest', 'run', '--project', 'server', ...PGLITE_FILES] : ['vitest', 'run', '--project', 'server'];
const stages = [
  [
    'static',
    () => [run('typecheck', 'npm', ['run', 'typecheck']), run('lint', 'npm', ['run', 'lint']), run('build', 'npm', ['run', 'build'])],
  ],
  ['unit', () => [run('unit', 'npx', ['vitest', 'run', '--project', 'unit'])]],
  ['server', () => [run(withPostgres ? 'server, embedded-database files' : 'server', 'npx', serverOnPglite)]],
  ['e2e', () => [run('e2e', 'npx', ['playwright', 'test'])]],
  ['postgres', () => [run('postgres', 'bash', ['scripts/test-with-postgres.sh'])]],
];

const results = [];
const began = Date.now();
let passed = true;
for (const [stage, start] of stages) {
  const outcomes = await Promise.all(start());
  results.push(...outcomes.map((outcome) => ({ ...outcome, stage })));
  passed = outcomes.every((outcome) => outcome.ok);
  if (!passed) break;
}

console.log('\nstage     step                              seconds');
for (const { stage, name, ok, seconds } of results) {
  console.log(`${stage.padEnd(9)} ${name.padEnd(33)} ${seconds.toFixed(0).padStart(7)}${ok ? '' : '  FAILED'}`);
}
console.log(`total ${((Date.now() - began) / 1000).toFixed(0)} s${passed ? '' : ', stopped at the first failed stage'}`);
process.exit(passed ? 0 : 1);
