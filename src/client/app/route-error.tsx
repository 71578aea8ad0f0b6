/**
 * The router's errorElement: a failed lazy import or a render error in a page shows the spec's
 * error screen (inside the layout, so navigation still works). A 404 thrown by the router shows
 * the not-found page instead. Try Again reloads: a failed chunk (e.g. after a deploy) needs a fresh page.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from '../features/not-found/not-found-page';
import { ErrorScreen } from './error-screen';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorScreen error={error} onRetry={() => window.location.reload()} />;
}
