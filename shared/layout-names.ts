// SPEC §2 layouts. tenants/schema.json enumerates the same names; a test keeps the two in step.
export const LAYOUT_NAMES = [
  'default',
  'account',
  'custom',
  'gezhouba',
  'header',
  'home',
  'jycic',
  'kunlun',
  'nantou',
  'neisheng',
  'none',
  'qibao',
  'treasure',
  'udebank',
] as const;

export type LayoutName = (typeof LAYOUT_NAMES)[number];

export function isLayoutName(name: unknown): name is LayoutName {
  return typeof name === 'string' && (LAYOUT_NAMES as readonly string[]).includes(name);
}
