import type { DeskTenant } from '../../../shared/calls/service-desk';

/** What every panel of the service desk gets: the tenants the operator serves and their session token. */
export interface DeskPanelProps {
  tenants: DeskTenant[];
  token: string;
}
