// Third-party scripts go in after the page is interactive, each once per page load. The CSP
// trusts them through 'strict-dynamic': they are added by our own bundle, which the document's
// nonce vouches for (the browser hides the nonce from scripts, so none is set on them here),
// and their vendor's host is in the policy only while the integration is switched on.

const loading = new Map<string, Promise<void>>();

/** Adds `<script async src>` once; resolves when it has run, rejects when it could not load. */
export function loadScriptOnce(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`${src} did not load`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
