export type ProductId = 'erp' | 'treasure' | 'jizhibao';
export type Edition = 'standard' | 'pro';

export interface LandingProduct {
  id: ProductId;
  /** Six features: the grid holds 3 columns on desktop and 1 on mobile, so six fill both without a gap. */
  features: readonly string[];
  /** What the pro edition adds over the standard one. */
  pro: readonly string[];
}

export const PRODUCTS: Record<ProductId, LandingProduct> = {
  erp: {
    id: 'erp',
    features: ['bid', 'contract', 'cost', 'material', 'subcontract', 'cash'],
    pro: ['cockpit', 'orgs', 'finance', 'deploy'],
  },
  treasure: {
    id: 'treasure',
    features: ['measure', 'approve', 'disburse', 'wage', 'ledger', 'archive'],
    pro: ['bank', 'escrow', 'plan', 'screen'],
  },
  jizhibao: {
    id: 'jizhibao',
    features: ['boq', 'measure', 'change', 'report', 'docs', 'mobile'],
    pro: ['sections', 'flow', 'owner', 'analysis'],
  },
};

export const FIGURES = ['projects', 'amount', 'customers'] as const;
export const CUSTOMERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
export const QUOTES = ['first', 'second'] as const;

export interface LandingView {
  product: LandingProduct;
  edition: Edition;
  /** The route of the same product's other edition. */
  sibling: string;
}

const LANDING_ROUTES: Record<string, { product: ProductId; edition: Edition; sibling: string }> = {
  erp: { product: 'erp', edition: 'standard', sibling: 'erppro' },
  erppro: { product: 'erp', edition: 'pro', sibling: 'erp' },
  treasure: { product: 'treasure', edition: 'standard', sibling: 'treasurepro' },
  treasurepro: { product: 'treasure', edition: 'pro', sibling: 'treasure' },
  jizhibao: { product: 'jizhibao', edition: 'standard', sibling: 'jizhibaopro' },
  jizhibaopro: { product: 'jizhibao', edition: 'pro', sibling: 'jizhibao' },
};

/** The landing page a route name shows (SPEC §2's six landing routes); an unknown name shows the ERP page. */
export function landingView(routeName: string | undefined): LandingView & { route: string } {
  const route = routeName && routeName in LANDING_ROUTES ? routeName : 'erp';
  const { product, edition, sibling } = LANDING_ROUTES[route]!;
  return { route, product: PRODUCTS[product], edition, sibling };
}
