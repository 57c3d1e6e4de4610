import { parentOf } from './region-seeder';
import type { Random } from '../../../db/seeders/seeded-random';
import type { Places } from './tender-data';

// Where a demo tender is: a province, one of its cities and often one of that city's districts, as the
// national code list (regions.json) has them, drawn with the provinces' weights.

interface Region {
  code: string;
  name: string;
}

export interface Place {
  province: Region;
  city: Region;
  district: Region | null;
}

interface CityNode extends Region {
  districts: Region[];
}

interface ProvinceNode extends Region {
  cities: CityNode[];
}

/** The placeholders that name a place: an organisation named with one belongs to the province. */
export const PLACE_NAMES = new Set(['province', 'provinceShort', 'city', 'cityShort', 'district', 'place']);

export interface PlacePicker {
  /** A place anywhere, or in one of `cities` (codes) when given. */
  pick(random: Random, cities?: readonly string[]): Place;
  /** A place in this city, a district drawn as usual. */
  inCity(random: Random, cityCode: string): Place;
  /** The value of a place placeholder ({province}, {cityShort} …) for this place. */
  name(place: Place, placeholder: string): string | undefined;
}

const strip = (name: string, suffixes: readonly string[]) => {
  const suffix = suffixes.find((candidate) => name.endsWith(candidate) && name.length > candidate.length + 1);
  return suffix ? name.slice(0, -suffix.length) : name;
};

export function placePicker(regions: readonly [string, string][], places: Places): PlacePicker {
  const provinces = new Map<string, ProvinceNode>();
  const cities = new Map<string, CityNode>();
  for (const [code, name] of regions) {
    const parent = parentOf(code);
    if (!parent) provinces.set(code, { code, name, cities: [] });
    else if (provinces.has(parent)) {
      const city = { code, name, districts: [] };
      cities.set(code, city);
      provinces.get(parent)!.cities.push(city);
    } else cities.get(parent)?.districts.push({ code, name });
  }
  // A city-level entry that is no city is only ever named through one of its districts.
  const pseudo = new Set(places.pseudoCities);
  const usable = (city: CityNode) => !pseudo.has(city.name) || city.districts.length > 0;
  const provinceList = [...provinces.values()];
  const weightOf = (code: string) => places.provinceWeights[code] ?? 1;
  const cityWeight = (city: CityNode) => (city.code.endsWith('0100') ? places.capitalWeight : 1);

  const inCity = (random: Random, city: CityNode): Place => {
    const province = provinces.get(parentOf(city.code)!)!;
    const needsDistrict = pseudo.has(city.name);
    const district = city.districts.length && (needsDistrict || random.chance(places.districtShare)) ? random.pick(city.districts) : null;
    return { province: { code: province.code, name: province.name }, city: { code: city.code, name: city.name }, district };
  };

  const cityName = (place: Place) => (pseudo.has(place.city.name) && place.district ? place.district.name : place.city.name);

  return {
    pick(random, only) {
      if (only?.length) {
        const city = random.weighted(
          only.map((code) => cities.get(code)!),
          (candidate) => weightOf(parentOf(candidate.code)!),
        );
        return inCity(random, city);
      }
      const province = random.weighted(provinceList, (candidate) => weightOf(candidate.code));
      return inCity(random, random.weighted(province.cities.filter(usable), cityWeight));
    },
    inCity(random, code) {
      const city = cities.get(code);
      if (!city) throw new Error(`tender seed data: unknown city ${code}`);
      return inCity(random, city);
    },
    name(place, placeholder) {
      switch (placeholder) {
        case 'province':
          return place.province.name;
        case 'provinceShort':
          return strip(place.province.name, places.provinceSuffixes);
        case 'city':
          return cityName(place);
        case 'cityShort':
          return strip(cityName(place), places.citySuffixes);
        case 'district':
          return place.district?.name ?? cityName(place);
        case 'place':
          // A municipality's city carries the province's name: said once.
          return [...new Set([place.province.name, cityName(place), place.district?.name ?? ''])].join('');
        default:
          return undefined;
      }
    },
  };
}
