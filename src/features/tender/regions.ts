import type { Region, RegionNode } from '../../../shared/calls/tender';

// The region tree of customerRegion (provinces and their cities), as the search filter reads it.

export interface RegionChoice {
  province: Region;
  /** Absent when the code names a province. */
  city?: Region;
}

const named = (node: RegionNode): Region => ({ code: node.code, name: node.name });

/** The province (and city) a code names in the tree; undefined for a code the tree does not hold. */
export function findRegion(tree: readonly RegionNode[], code: string | undefined): RegionChoice | undefined {
  if (!code) return undefined;
  for (const province of tree) {
    if (province.code === code) return { province: named(province) };
    const city = province.children.find((node) => node.code === code);
    if (city) return { province: named(province), city: named(city) };
  }
  return undefined;
}

/** The province's own node (for its list of cities). */
export const provinceNode = (tree: readonly RegionNode[], code: string | undefined) => tree.find((node) => node.code === code);

/** 'province city' for a city, the province's name for a province. */
export function regionLabel(choice: RegionChoice | undefined, separator = ' '): string {
  if (!choice) return '';
  return choice.city && choice.city.name !== choice.province.name
    ? `${choice.province.name}${separator}${choice.city.name}`
    : choice.province.name;
}
