/**
 * A route's key among those open to personal access tokens (decision 0057): a HEAD is
 * answered by its GET route.
 */
export const tokenRouteKey = (method: string, url: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${url}`;
