import { Navigate, useLocation, useParams } from 'react-router';

/** /redirect/<path>: goes to /<path> (keeps the query), replacing the history entry. */
export const RedirectPage = () => {
  const params = useParams();
  const location = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${location.search}`} replace />;
};
