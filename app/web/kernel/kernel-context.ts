import { createContext, useContext } from 'react';
import type { WebKernel } from './create-web-kernel';

/** The web kernel, provided once by `App`. */
export const KernelContext = createContext<WebKernel | null>(null);

/** The kernel's registries; throws outside `App` (a wiring error, not a user error). */
export function useKernel(): WebKernel {
  const kernel = useContext(KernelContext);
  if (!kernel) throw new Error('Tessera: useKernel() outside the KernelContext provider');
  return kernel;
}
