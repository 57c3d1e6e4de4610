import { rmSync } from 'node:fs';

/** Removes the run's data folders (playwright.config.ts): the seeded template and the test server's copy. */
export default function removeDataFolders(): void {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_TEMPLATE_DIR]) if (dir) rmSync(dir, { recursive: true, force: true });
}
