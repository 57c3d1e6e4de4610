import { createContext, useContext } from 'react';
import type { PortalBootstrap } from '../../shared/ssr-contract';
import type { TenantManifest } from '../../shared/tenant-types';
import type { ApiClient } from '../lib/api/api-client';
import type { ToastStore } from '../lib/toast/toast-store';

export interface PortalContextValue {
  bootstrap: PortalBootstrap;
  tenant: TenantManifest;
  api: ApiClient;
  toasts: ToastStore;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal() needs the PortalContext provider from app/.');
  return value;
}

export const useTenant = () => usePortal().tenant;
export const useApi = () => usePortal().api;
export const useToasts = () => usePortal().toasts;
