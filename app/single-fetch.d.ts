// Single fetch (the v3_singleFetch flag is on): loader data keeps its types through
// useLoaderData<typeof loader>() instead of being seen as JSON-serialised.
import '@remix-run/node';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}
