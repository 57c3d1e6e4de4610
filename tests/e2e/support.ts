import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { loadTenants } from '../../server/tenants/load-tenants';
import type { TenantManifest } from '../../shared/tenant-types';
import type { Theme } from '../../shared/theme-types';

export const PORT = Number(process.env.E2E_PORT);

export function tenantUrl(id: string, path = '/'): string {
  return id === 'main' ? `http://localhost:${PORT}${path}` : `http://${id}.localhost:${PORT}${path}`;
}

/** The tenants as the server serves them: each manifest merged over the files it extends. */
export function manifests(): TenantManifest[] {
  return loadTenants().tenants;
}

export function theme(name: string): Theme {
  return JSON.parse(readFileSync(join('themes', `${name}.json`), 'utf8')) as Theme;
}

/** '#1664ff' → 'rgb(22, 100, 255)', as computed styles report colours. */
export function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** Collects uncaught errors and console errors (hydration mismatches among them). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Opens a page and waits until React has hydrated it. */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}
