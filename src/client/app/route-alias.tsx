import { Navigate, useLocation } from 'react-router';

/**
 * A second address of a page (the spec links /buy and /coin besides /buy-vino and /investors):
 * replaces the history entry with the page's own address, keeping the query (e.g. ?amount=).
 */
export default function RouteAlias({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
