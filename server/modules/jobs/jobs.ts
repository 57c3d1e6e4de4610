import type { CallBody } from '../../../shared/calls/define-call';
import type { JobCity, JobItem, jobCalls } from '../../../shared/calls/jobs';
import { fail } from '../../services/failure';
import type { Queryable } from '../../db/database';
import { fetchPage, iso, type Count, type Paged } from '../../services/paging';
import { sanitizeBody } from '../../services/sanitize';

// Open positions (SPEC §7 job/getJobCity, job/listPaged), by city: the published ones (shown_jobs).

/** Every city with its number of open positions, most first. */
export async function jobCities(db: Queryable): Promise<JobCity[]> {
  const rows = await db.query<{ code: string; name: string; count: Count }>(
    `SELECT c.code, c.name, count(j.id) AS count FROM job_cities c LEFT JOIN shown_jobs j ON j.city_code = c.code
     GROUP BY c.code, c.name ORDER BY count(j.id) DESC, c.code`,
  );
  return rows.map((row) => ({ code: row.code, name: row.name, count: Number(row.count) }));
}

interface JobRow {
  id: number;
  title: string;
  city_code: string;
  city_name: string;
  department: string;
  category: string;
  salary: string;
  experience: string;
  education: string;
  headcount: number;
  description: string;
  release_time: Date;
}

const toItem = (row: JobRow): JobItem => ({
  id: row.id,
  title: row.title,
  city: { code: row.city_code, name: row.city_name },
  department: row.department,
  category: row.category,
  salary: row.salary,
  experience: row.experience,
  education: row.education,
  headcount: row.headcount,
  description: sanitizeBody(row.description),
  releaseTime: iso(row.release_time),
});

/** Positions of a city or of all, newest first; an unknown city is 40400. */
export async function listJobs(db: Queryable, query: NonNullable<CallBody<typeof jobCalls.listPaged>>): Promise<Paged<JobItem>> {
  if (query.cityCode !== undefined) {
    const [city] = await db.query('SELECT 1 FROM job_cities WHERE code = $1', [query.cityCode]);
    if (!city) throw fail('jobCityNotFound');
  }
  const where = '($1::text IS NULL OR j.city_code = $1)';
  return fetchPage(
    db,
    `SELECT j.id, j.title, j.city_code, c.name AS city_name, j.department, j.category, j.salary, j.experience, j.education,
       j.headcount, j.description, j.release_time, count(*) OVER () AS total
     FROM shown_jobs j JOIN job_cities c ON c.code = j.city_code WHERE ${where} ORDER BY j.release_time DESC, j.id DESC`,
    `SELECT count(*) AS total FROM shown_jobs j WHERE ${where}`,
    [query.cityCode ?? null],
    query,
    toItem,
  );
}
