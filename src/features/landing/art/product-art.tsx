import type { ProductId } from '../landing-products';
import { ErpArt } from './erp-art';
import { JizhibaoArt } from './jizhibao-art';
import { TreasureArt } from './treasure-art';

const ART = { erp: ErpArt, treasure: TreasureArt, jizhibao: JizhibaoArt } as const;

/** The illustration of a product, in the edition's version. */
export function ProductArt({ product, pro, label }: { product: ProductId; pro: boolean; label: string }) {
  const Art = ART[product];
  return <Art pro={pro} label={label} />;
}
