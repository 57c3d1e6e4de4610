import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ApiModule } from './api-module';

// The area modules are found, not listed: a new folder under server/modules with its <area>-module.ts is
// registered without an edit anywhere else.

interface ModuleFile {
  default: ApiModule;
}

const MODULE_FILE = /^\.\.\/modules\/([^/]+)\/\1-module\.ts$/;

/** Vite (the server bundle, vitest) writes the module imports in when it builds this file. */
function bundledModules(): Record<string, ModuleFile> | undefined {
  try {
    return import.meta.glob<ModuleFile>('../modules/*/*-module.ts', { eager: true });
  } catch {
    // Run by tsx (`npm run dev`, scripts), which has no import.meta.glob: the folders are read instead.
    return undefined;
  }
}

async function modulesOnDisk(): Promise<Record<string, ModuleFile>> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'modules');
  const areas = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, `${entry.name}-module.ts`)))
    .map((entry) => entry.name);
  const files = await Promise.all(
    areas.map(async (area) => {
      const file = (await import(pathToFileURL(join(root, area, `${area}-module.ts`)).href)) as ModuleFile;
      return [`../modules/${area}/${area}-module.ts`, file] as const;
    }),
  );
  return Object.fromEntries(files);
}

/** Every area module, in registration order. */
export async function apiModules(): Promise<ApiModule[]> {
  const files = bundledModules() ?? (await modulesOnDisk());
  const modules = Object.entries(files).map(([path, file]) => {
    if (!MODULE_FILE.test(path)) throw new Error(`${path}: a module file is named after its folder, <area>/<area>-module.ts`);
    return file.default;
  });
  const orders = modules.map((module) => module.order);
  if (new Set(orders).size !== orders.length) throw new Error(`Two area modules share an order: ${orders.join(', ')}`);
  return modules.sort((a, b) => a.order - b.order);
}
