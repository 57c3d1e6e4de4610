import { isLayoutName, type LayoutName } from '../../shared/layout-names';

export type HeaderKind = 'site' | 'home' | 'landing' | 'nav' | 'brand' | 'logo' | 'none';
export type FooterKind = 'site' | 'home' | 'landing' | 'brand' | 'account' | 'none';

/** A layout is a composition of chrome blocks, not a component of its own (DESIGN §4). */
export interface LayoutSpec {
  header: HeaderKind;
  footer: FooterKind;
  /** Floating service widget and the timed consult popup. */
  serviceWidget: boolean;
  breadcrumb: boolean;
  /** Header uses the compact 60 px height (the `header` layout). */
  compactHeader: boolean;
  /** Under 800 px the footer is hidden. */
  hideFooterOnMobile: boolean;
}

const base: LayoutSpec = {
  header: 'site',
  footer: 'site',
  serviceWidget: true,
  breadcrumb: true,
  compactHeader: false,
  hideFooterOnMobile: false,
};

// Inner pages of a brand carry the breadcrumb; its login entrance has none (a route without a parent has no trail).
const brand: LayoutSpec = {
  ...base,
  header: 'brand',
  footer: 'brand',
  serviceWidget: false,
  breadcrumb: true,
  hideFooterOnMobile: true,
};

export const LAYOUTS: Record<LayoutName, LayoutSpec> = {
  default: base,
  account: { ...base, header: 'logo', footer: 'account', serviceWidget: false, breadcrumb: false, hideFooterOnMobile: true },
  custom: { ...base, header: 'landing', footer: 'landing', breadcrumb: false },
  header: { ...base, header: 'nav', compactHeader: true, breadcrumb: false },
  home: { ...base, header: 'home', footer: 'home', breadcrumb: false },
  gezhouba: brand,
  jycic: brand,
  kunlun: brand,
  nantou: brand,
  neisheng: brand,
  qibao: brand,
  treasure: brand,
  udebank: brand,
  none: { ...base, header: 'none', footer: 'none', serviceWidget: false, breadcrumb: false },
};

/** SPEC §2: an unknown layout falls back to default. */
export function layoutNameOf(name: string | undefined): LayoutName {
  return isLayoutName(name) ? name : 'default';
}

export function layoutSpec(name: string | undefined): LayoutSpec {
  return LAYOUTS[layoutNameOf(name)];
}
