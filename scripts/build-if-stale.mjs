// Builds when dist/ is missing or older than its sources: used by `npm start` and `npm run perf`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(ROOT, 'dist', '.build-stamp');
const sources = [
  'src',
  'server',
  'shared',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.server.config.ts',
  'vite-plugins',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Runs `npm run build` when a source is newer than the last build; exits the process if the build fails. */
export function buildIfStale() {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...sources.map((name) => newest(join(ROOT, name))));
  if (changed <= built) return;
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}
