/** The API's paths; everything else the server answers is the web app (static files and its routes). */
export const isApiPath = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/auth/') || url === '/refresh_token';
