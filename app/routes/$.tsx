// Any address no other route matches. The root ErrorBoundary turns the 404 into the spec's
// 404 page inside the site's frame, with HTTP status 404 (and the root's private cache policy).
export function loader() {
  throw new Response('Page not found', { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
