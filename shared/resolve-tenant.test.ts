// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAIN_TENANT_ID, normaliseHost, resolveTenant } from './resolve-tenant';
import type { TenantHostIndexEntry } from './tenant-types';

const TENANTS: TenantHostIndexEntry[] = [
  { id: 'erp', hostnames: ['erp.example.com'] },
  { id: 'main', hostnames: ['www.example.com', 'example.com'] },
  { id: 'kunlun', hostnames: ['kunlun.example.com', 'login.kunlun-group.cn'] },
  { id: 'udebank', hostnames: ['udebank.example.com'] },
];

interface Case {
  kind: string;
  host: string | undefined | null;
  stored?: string | null;
  expected: string;
}

const CASES: Case[] = [
  // exact hostname
  { kind: 'exact hostname', host: 'erp.example.com', expected: 'erp' },
  { kind: 'exact hostname, upper case', host: 'ERP.Example.COM', expected: 'erp' },
  { kind: 'exact hostname with port', host: 'kunlun.example.com:8443', expected: 'kunlun' },
  { kind: 'second hostname of a tenant', host: 'login.kunlun-group.cn', expected: 'kunlun' },
  { kind: 'exact hostname with surrounding spaces', host: '  udebank.example.com  ', expected: 'udebank' },
  // <id>.localhost
  { kind: '<id>.localhost', host: 'udebank.localhost', expected: 'udebank' },
  { kind: '<id>.localhost:port', host: 'kunlun.localhost:5173', expected: 'kunlun' },
  { kind: '<ID>.LOCALHOST:port, upper case', host: 'ERP.LOCALHOST:3000', expected: 'erp' },
  { kind: 'unknown id under .localhost', host: 'nobody.localhost:3000', expected: MAIN_TENANT_ID },
  { kind: 'bare localhost', host: 'localhost:3000', expected: MAIN_TENANT_ID },
  // stored custom-login domain
  { kind: 'stored custom domain when host matches nothing', host: 'portal.unknown.org', stored: 'kunlun.example.com', expected: 'kunlun' },
  { kind: 'stored custom domain with port and case', host: 'portal.unknown.org', stored: 'Kunlun.Example.com:443', expected: 'kunlun' },
  {
    kind: 'stored custom domain ignored when host matches exactly',
    host: 'erp.example.com',
    stored: 'kunlun.example.com',
    expected: 'erp',
  },
  {
    kind: 'stored custom domain ignored when host is <id>.localhost',
    host: 'udebank.localhost:3000',
    stored: 'kunlun.example.com',
    expected: 'udebank',
  },
  {
    kind: 'stored custom domain that matches nothing',
    host: 'portal.unknown.org',
    stored: 'nothing.example.net',
    expected: MAIN_TENANT_ID,
  },
  { kind: 'stored custom domain is not an id', host: 'portal.unknown.org', stored: 'kunlun', expected: MAIN_TENANT_ID },
  { kind: 'stored custom domain when host is empty', host: '', stored: 'udebank.example.com', expected: 'udebank' },
  // fallback to main
  { kind: 'unknown host', host: 'somewhere.else.com', expected: MAIN_TENANT_ID },
  { kind: 'empty host', host: '', expected: MAIN_TENANT_ID },
  { kind: 'undefined host', host: undefined, expected: MAIN_TENANT_ID },
  { kind: 'null host and null stored domain', host: null, stored: null, expected: MAIN_TENANT_ID },
  { kind: 'IPv6 loopback with port', host: '[::1]:3000', expected: MAIN_TENANT_ID },
  { kind: 'IPv4 loopback with port', host: '127.0.0.1:3000', expected: MAIN_TENANT_ID },
  { kind: 'a host that only ends with a known hostname', host: 'evil-erp.example.com', expected: MAIN_TENANT_ID },
];

describe('resolveTenant', () => {
  it.each(CASES)('$kind: $host → $expected', ({ host, stored, expected }) => {
    expect(resolveTenant(host, TENANTS, stored)?.id).toBe(expected);
  });

  it('resolves an IPv6 host to a tenant that lists it', () => {
    const tenants = [...TENANTS, { id: 'ipv6', hostnames: ['[::1]'] }];
    expect(resolveTenant('[::1]:3000', tenants)?.id).toBe('ipv6');
    expect(resolveTenant('[::1]', tenants)?.id).toBe('ipv6');
  });

  it('falls back to the first tenant when no tenant has the main id', () => {
    const tenants = TENANTS.filter((t) => t.id !== MAIN_TENANT_ID);
    expect(resolveTenant('unknown.example.org', tenants)?.id).toBe('erp');
  });

  it('returns undefined when there are no tenants at all', () => {
    expect(resolveTenant('erp.example.com', [])).toBeUndefined();
  });

  it('returns the very manifest object it was given', () => {
    expect(resolveTenant('erp.example.com', TENANTS)).toBe(TENANTS[0]);
  });
});

describe('normaliseHost', () => {
  it.each([
    ['ERP.Example.com:8080', 'erp.example.com'],
    ['example.com', 'example.com'],
    ['[::1]:3000', '[::1]'],
    ['[2001:DB8::1]', '[2001:db8::1]'],
    ['', ''],
    [undefined, ''],
    [null, ''],
  ] as const)('%s → %s', (host, expected) => {
    expect(normaliseHost(host)).toBe(expected);
  });
});
