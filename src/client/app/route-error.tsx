/**
 * The router's errorElement: a failed lazy import or a render error in a page shows the spec's
 * error screen (inside the layout, so navigation still works). A 404 thrown by the router shows
 * the not-found page instead. Try Again reloads: a failed chunk (e.g. after a deploy) needs a fresh page.
 * Both screens are lazy: they are rarely needed, so they stay out of the initial chunk.
 */
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const ErrorScreen = lazy(() => import('./error-screen'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

export function RouteError() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <ErrorScreen error={error} onRetry={() => window.location.reload()} />
      )}
    </Suspense>
  );
}
