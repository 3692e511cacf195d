// errorElement of the routes: a page that throws while rendering or loading its chunk lands here.
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from './ErrorFallback';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  return <ErrorFallback />;
}
