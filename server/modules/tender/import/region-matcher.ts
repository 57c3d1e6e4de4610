import type { Queryable } from '../../../db/database';
import type { Ruled } from './normalise';
import { regionRules } from './rules';

// Region from address text to the seeded division codes (rules: ./rules/regions.json): the longest name or short
// form of a province found in the text, then of a city under it, then of a district under that city.

export interface RegionCodes {
  provinceCode: string;
  cityCode: string | null;
  districtCode: string | null;
}

interface Division {
  code: string;
  parent: string | null;
  /** Its full name and its short forms, longest first. */
  names: string[];
}

export interface RegionMatcher {
  match(text: string): Ruled<RegionCodes> | null;
}

/** A division's name and the forms it goes by without its ending (two characters at least). */
export function namesOf(name: string): string[] {
  const forms = new Set([name]);
  for (const suffix of regionRules.suffixes) {
    if (name.endsWith(suffix) && name.length - suffix.length >= 2) forms.add(name.slice(0, -suffix.length));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

/** The longest match in `text` among `divisions`: the division and the length of the name found. */
function longest(divisions: readonly Division[], text: string): Division | null {
  let best: Division | null = null;
  let bestLength = 0;
  for (const division of divisions) {
    const found = division.names.find((name) => text.includes(name));
    if (found && found.length > bestLength) {
      best = division;
      bestLength = found.length;
    }
  }
  return best;
}

export function regionMatcher(rows: readonly { code: string; name: string; parent_code: string | null; level: number }[]): RegionMatcher {
  const byLevel: Division[][] = [[], [], []];
  const children = new Map<string, Division[]>();
  for (const row of rows) {
    const division = { code: row.code, parent: row.parent_code, names: namesOf(row.name) };
    byLevel[row.level - 1]!.push(division);
    if (row.parent_code) children.set(row.parent_code, [...(children.get(row.parent_code) ?? []), division]);
  }
  const confidence = regionRules.confidence;
  const under = (code: string) => children.get(code) ?? [];
  return {
    match(text) {
      const province = longest(byLevel[0]!, text);
      if (province) {
        const cities = under(province.code);
        const named = longest(cities, text.replace(province.names[0]!, ''));
        // A municipality has one city of its own name: the province's name names it.
        const city = named ?? (cities.length === 1 ? cities[0]! : null);
        const district = city ? longest(under(city.code), text) : null;
        const rule = ['province', named ? 'city' : city ? 'city(only one)' : null, district ? 'district' : null].filter(Boolean).join('+');
        return {
          value: { provinceCode: province.code, cityCode: city?.code ?? null, districtCode: district?.code ?? null },
          rule: `region ${rule}`,
          confidence: named || district ? confidence.named : city ? confidence.inferredCity : confidence.provinceOnly,
        };
      }
      // No province named: a city's name alone says it, when only one city has that name.
      const cities = byLevel[1]!.filter((division) => division.names.some((name) => text.includes(name)));
      const city = cities.length ? longest(cities, text) : null;
      if (!city?.parent) return null;
      const district = longest(under(city.code), text);
      return {
        value: { provinceCode: city.parent, cityCode: city.code, districtCode: district?.code ?? null },
        rule: `region city${district ? '+district' : ''}`,
        confidence: confidence.cityOnly,
      };
    },
  };
}

/** The matcher over the regions the database holds. */
export async function loadRegionMatcher(db: Queryable): Promise<RegionMatcher> {
  return regionMatcher(await db.query('SELECT code, name, parent_code, level FROM regions ORDER BY code'));
}
