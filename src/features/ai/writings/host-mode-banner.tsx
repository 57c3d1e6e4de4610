import type { AiMode } from '../../../../shared/calls/ai-tools';
import { useApi } from '../../../engine/portal-context';
import { ModeBanner } from '../shared/mode-banner';
import { loadTools } from '../shared/tools-api';
import { useCall } from '../../../engine/use-call';

/**
 * The mode banner of a writing page: the mode a draft or a saved writing ran in when known, else the host's
 * mode now (the catalogue row, public and cached). Nothing while neither is known.
 */
export function HostModeBanner({ mode }: { mode?: AiMode | null }) {
  const api = useApi();
  const { state } = useCall(() => loadTools(api), [api]);
  const host = state.status === 'done' ? state.value : null;
  const shown = mode ?? host?.mode;
  return shown ? <ModeBanner mode={shown} model={host?.model ?? null} /> : null;
}
