/**
 * Whether this page load came with the landing page already drawn (the server sends
 * dist/landing.html for `/` only to a browser without a session cookie). Read once, as the
 * app's code first runs: the HTML has been parsed by then and nothing has rendered. On the
 * server side (the build's prerender) the landing page is what is being drawn.
 */
export const landingDrawn: boolean =
  typeof document === 'undefined' ||
  (window.location.pathname === '/' && document.getElementById('root')?.firstElementChild != null);
