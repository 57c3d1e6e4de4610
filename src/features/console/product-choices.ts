import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { productConsoleCalls } from '../../../shared/calls/console-products';
import { productCalls } from '../../../shared/calls/product';
import { useApi } from '../../engine/portal-context';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { useCall } from '../../engine/use-call';
import { kindCall, type ListAnswer } from './console-kind';

/** The largest page the calls give: more than the catalogue's 8–12 products. */
const PAGE = 50;

export type Choice = { value: string; label: string };

/**
 * The products a form may name: with `catalogue` the published ones first (a solution may use any), then those the
 * editor writes (a release may belong only to one of these), the unpublished marked so; then any chosen one neither
 * lists (a product the editor no longer sees), by id.
 */
export function useProductChoices(chosen: readonly string[], { catalogue }: { catalogue: boolean }): Choice[] {
  const { t } = useTranslation('console');
  const api = useApi();
  const token = useAtomValue(userInfoAtom)?.token;
  const loaded = useCall(
    () =>
      Promise.all([
        catalogue ? api.call(productCalls.listPaged, { pageSize: PAGE }, { silent: true }) : { list: [] },
        token ? kindCall<ListAnswer>(api, productConsoleCalls.list, { pageSize: PAGE }, token) : { list: [] },
      ]),
    [api, token, catalogue],
  );
  const [shown, own] = loaded.state.status === 'done' ? loaded.state.value : [{ list: [] }, { list: [] }];
  const choices: Choice[] = shown.list.map((product) => ({ value: String(product.id), label: product.name }));
  for (const item of own.list) {
    if (choices.some((choice) => choice.value === String(item.id))) continue;
    choices.push({
      value: String(item.id),
      label: item.state === 'published' ? item.title : t('productChoice.notShown', { name: item.title }),
    });
  }
  for (const id of chosen) {
    if (id && !choices.some((choice) => choice.value === id)) choices.push({ value: id, label: t('productChoice.byId', { id }) });
  }
  return [{ value: '', label: t('productChoice.choose') }, ...choices];
}
