import { useCurrentRoute } from '../../engine/use-current-route';
import { ErrorView, type ErrorKind } from './error-view';

const KIND_BY_ROUTE: Record<string, ErrorKind> = { router: 'notFound', '500': 'serverError', domainError: 'domainError' };

export default function ErrorPage() {
  const { row } = useCurrentRoute();
  return <ErrorView kind={KIND_BY_ROUTE[row?.name ?? ''] ?? 'notFound'} />;
}
