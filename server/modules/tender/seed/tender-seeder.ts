import { sanitizeBody } from '../../../services/sanitize';
import type { Seeder } from '../../../db/seed';
import { readTenderData } from './tender-data';
import { tenderGenerator, type GeneratedProject } from './tender-generator';
import { insertProjects } from './tender-rows';

// Demo tenders (server/db/seed-data/tenders/, see its README): projects of every kind, province and stage
// over the last year, dated back from the day the seed runs. They are added once, to a database that has
// none of them; the generator is deterministic, so every fresh database gets the same demo.

/** Starts the demo's project keys; the bench's grown tenders use another prefix. */
export const DEMO_KEY_PREFIX = 'E';
/** A demo project's key: the prefix, a city's code, the year and the project's number (tender-generator.ts). */
export const DEMO_TENDER_KEY_PATTERN = `^${DEMO_KEY_PREFIX}[0-9]{6}[0-9]{4}[0-9]{6}$`;

/** The demo projects: the pinned ones first, then the planned count. */
export function demoProjects(now: Date): GeneratedProject[] {
  const data = readTenderData();
  const generator = tenderGenerator(data, { now, seed: data.plan.randomSeed, firstId: 1, keyPrefix: DEMO_KEY_PREFIX });
  return [
    ...data.plan.pinned.map((pinned) => generator.project(pinned)),
    ...Array.from({ length: data.plan.projects }, () => generator.project()),
  ];
}

export const tenderSeeder: Seeder = {
  name: 'tenders',
  async run(tx, { now }) {
    const [seeded] = await tx.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM tenders WHERE project_key LIKE $1) AS found', [
      `${DEMO_KEY_PREFIX}%`,
    ]);
    if (seeded?.found) return;
    await insertProjects(tx, demoProjects(now), sanitizeBody);
  },
};

/** The names of the demo's organisations (what `content:remove -- --demo` removes); they do not depend on the day. */
export const demoOrganisationNames = (): string[] => [
  ...new Set(demoProjects(new Date()).flatMap((project) => project.orgs.map((org) => org.name))),
];
