// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMES, type LayoutName } from '../../shared/layout-names';
import { LAYOUTS, layoutNameOf, layoutSpec } from './layout-registry';

const BRAND_LAYOUTS: LayoutName[] = ['kunlun', 'nantou', 'qibao', 'treasure', 'udebank', 'jycic', 'neisheng', 'gezhouba'];

describe('layout registry', () => {
  it('has exactly the 14 layouts of SPEC §2', () => {
    expect(LAYOUT_NAMES).toHaveLength(14);
    expect(Object.keys(LAYOUTS).sort()).toEqual([...LAYOUT_NAMES].sort());
  });

  it.each(LAYOUT_NAMES)('%s has a complete spec and resolves to itself', (name) => {
    const spec = layoutSpec(name);
    expect(spec).toBe(LAYOUTS[name]);
    expect(layoutNameOf(name)).toBe(name);
    expect(Object.keys(spec).sort()).toEqual(
      ['breadcrumb', 'compactHeader', 'footer', 'header', 'hideFooterOnMobile', 'serviceWidget'].sort(),
    );
  });

  it.each([undefined, '', 'Default', 'HOME', 'unknown', 'brand', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'the unknown name %j falls back to default',
    (name) => {
      expect(layoutSpec(name)).toBe(LAYOUTS.default);
      expect(layoutNameOf(name)).toBe('default');
    },
  );

  it('only the header layout has the compact 60 px header', () => {
    const compact = LAYOUT_NAMES.filter((name) => layoutSpec(name).compactHeader);
    expect(compact).toEqual(['header']);
    expect(layoutSpec('header').header).toBe('nav');
  });

  it.each(BRAND_LAYOUTS)('brand layout %s uses the brand header and footer, a breadcrumb, and hides the footer on mobile', (name) => {
    const spec = layoutSpec(name);
    expect(spec.header).toBe('brand');
    expect(spec.breadcrumb).toBe(true);
    expect(spec.footer).toBe('brand');
    expect(spec.hideFooterOnMobile).toBe(true);
    expect(spec.compactHeader).toBe(false);
  });

  it('account hides its footer under 800 px; default, home and custom do not', () => {
    expect(layoutSpec('account').hideFooterOnMobile).toBe(true);
    expect(layoutSpec('account').header).toBe('logo');
    for (const name of ['default', 'home', 'custom'] as const) expect(layoutSpec(name).hideFooterOnMobile).toBe(false);
  });

  it.each([
    ['default', 'site', 'site', true, true],
    ['home', 'home', 'home', true, false],
    ['custom', 'landing', 'landing', true, false],
    ['none', 'none', 'none', false, false],
  ] as const)('%s: header %s, footer %s, service widget %s, breadcrumb %s', (name, header, footer, widget, crumb) => {
    const spec = layoutSpec(name);
    expect(spec.header).toBe(header);
    expect(spec.footer).toBe(footer);
    expect(spec.serviceWidget).toBe(widget);
    expect(spec.breadcrumb).toBe(crumb);
  });
});
