import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorView } from '../features/errors/error-view';

/** Error boundary of the router: a thrown 404 shows the not-found page, anything else the 500 page. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
  if (status === 500 && typeof console !== 'undefined') console.error(error);
  return <ErrorView kind={status === 404 ? 'notFound' : 'serverError'} standalone />;
}
