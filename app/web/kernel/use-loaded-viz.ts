import { useEffect, useState } from 'react';
import type { VizDescriptor } from '@core/registry/index.js';
import { useKernel } from './kernel-context';

/** A viz type as a screen reads it: loaded, still loading, or failed to load. */
export interface LoadedViz {
  /** The full descriptor once loaded (schemas, `buildQuery`, `transformProps`); undefined until then. */
  viz: VizDescriptor | undefined;
  loading: boolean;
  /** Why it could not load (its chunk could not be fetched, or it is invalid). */
  error: Error | null;
}

/**
 * The loaded descriptor of a registered viz type (found with `vizTypes.resolve` or `get`): viz
 * types load with their first chart (see `VizRegistry.load`), so a screen drawing one renders once
 * more when it has loaded. A viz type already loaded is answered at once.
 *
 * @example
 * ```tsx
 * const { viz, loading, error } = useLoadedViz(vizTypes.resolve(chart.viz_type, chart.form_data));
 * if (viz) viz.buildQuery(formData);
 * ```
 */
export function useLoadedViz(registered: VizDescriptor | undefined): LoadedViz {
  const { vizTypes } = useKernel();
  const key = registered?.key;
  const [failed, setFailed] = useState<{ key: string; error: Error } | null>(null);
  const [, setLoadedKey] = useState<string | null>(null);
  const loaded = key !== undefined && vizTypes.isLoaded(key);
  useEffect(() => {
    if (key === undefined || vizTypes.isLoaded(key)) return undefined;
    let current = true;
    vizTypes.load(key).then(
      () => current && setLoadedKey(key),
      (error: unknown) => current && setFailed({ key, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [key, vizTypes]);
  if (key === undefined) return { viz: undefined, loading: false, error: null };
  if (loaded) return { viz: vizTypes.get(key), loading: false, error: null };
  if (failed?.key === key) return { viz: undefined, loading: false, error: failed.error };
  return { viz: undefined, loading: true, error: null };
}
