import { createContext, useContext } from 'react';

const NonceContext = createContext<string>('');

/** Gives the document's CSP nonce to the scripts that root renders. */
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce on the server; empty in the browser, which hides it anyway. */
export function useNonce(): string {
  return useContext(NonceContext);
}
