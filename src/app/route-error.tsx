import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ApiFailure } from '../lib/api/api-client';
import { ErrorView, type ErrorKind } from '../features/errors/error-view';

function kindOf(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound';
  // The service is away for a moment (the database restarts, the server sheds load): worth a reload, not a report.
  if (error instanceof ApiFailure && error.status === 503) return 'unavailable';
  return 'serverError';
}

/** Error boundary of the router: a thrown 404 shows the not-found page, a 503 the unavailable page, anything else the 500 page. */
export function RouteError() {
  const error = useRouteError();
  const kind = kindOf(error);
  if (kind === 'serverError' && typeof console !== 'undefined') console.error(error);
  return <ErrorView kind={kind} standalone />;
}
