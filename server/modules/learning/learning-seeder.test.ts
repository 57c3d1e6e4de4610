import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startsPastEnd } from './learning-routes';
import { CLIPS_DIR } from './video-rows';
import { testDatabase } from '../../test-support/test-app';
import { learningSeeder, readLearningSeed } from './learning-seeder';

const seed = readLearningSeed();
const count = async (table: string) => {
  const db = await testDatabase();
  return Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
};

describe('the learning seed', () => {
  it('holds at least 40 courses in at least 8 categories, each with lessons', () => {
    const courses = seed.categories.flatMap((cat) => cat.videos);
    expect(seed.categories.length).toBeGreaterThanOrEqual(8);
    expect(courses.length).toBeGreaterThanOrEqual(40);
    expect(new Set(courses.map((course) => course.id)).size).toBe(courses.length);
    expect(courses.every((course) => course.lessons.length > 0 && course.title && course.memo)).toBe(true);
  });

  it('ships small clips and covers whose stated durations are real', () => {
    let bytes = 0;
    for (const clip of seed.clips) {
      bytes += statSync(join(CLIPS_DIR, clip.file)).size + statSync(join(CLIPS_DIR, clip.file.replace(/\.mp4$/, '.jpg'))).size;
      expect(clip.duration).toBeGreaterThan(0);
    }
    expect(bytes).toBeLessThan(600 * 1024);
  });

  it('adds nothing when it runs again', async () => {
    const db = await testDatabase();
    const before = [await count('video_categories'), await count('videos'), await count('video_lessons')];
    expect(before[1]).toBe(seed.categories.flatMap((cat) => cat.videos).length);
    await db.transaction((tx) => learningSeeder.run(tx, { tenants: [], now: new Date() }));
    expect([await count('video_categories'), await count('videos'), await count('video_lessons')]).toEqual(before);
  });
});

describe('startsPastEnd', () => {
  it.each([
    [undefined, false],
    ['bytes=0-', false],
    ['bytes=99-', false],
    ['bytes=100-', true],
    ['bytes=150-200', true],
    ['bytes=-10', false],
    ['items=200-', false],
  ])('%s of a 100-byte file → %s', (range, past) => expect(startsPastEnd(range, 100)).toBe(past));
});
