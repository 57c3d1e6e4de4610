import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/**
 * The router state the browser hydrates from, in the form React Router reads from
 * `window.__staticRouterHydrationData` (errors tagged so it can rebuild them).
 */
export function hydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => {
          if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
          if (error instanceof Error) return [id, { message: error.message, __type: 'Error' }];
          return [id, error];
        }),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
