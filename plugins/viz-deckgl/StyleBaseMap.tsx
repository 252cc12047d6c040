import { useEffect, useRef } from 'react';
import type { StyleMap, StyleMapView } from './style-map.js';

/** Where a style base map is: loading, drawn, or given up (with why). */
export type StyleStatus = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; reason: string };

interface StyleBaseMapProps {
  url: string;
  view: StyleMapView;
  width: number;
  height: number;
  onStatus(status: StyleStatus): void;
}

/**
 * A MapLibre style drawn under the deck.gl canvas, following its camera. MapLibre is loaded on
 * first use (style-map.ts); a failure to load it, the style or its tiles is reported, and the
 * chart then draws the offline base map instead.
 */
export function StyleBaseMap({ url, view, width, height, onStatus }: StyleBaseMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<StyleMap | null>(null);
  const latest = useRef({ view, onStatus });
  latest.current = { view, onStatus };

  useEffect(() => {
    let live = true;
    latest.current.onStatus({ status: 'loading' });
    const failed = (error: unknown) => live && latest.current.onStatus({ status: 'failed', reason: `MapLibre could not be loaded or started: ${error instanceof Error ? error.message : String(error)}` });
    import('./style-map.js')
      .then(async ({ loadMapLibre, openStyleMap }) => {
        const maplibre = await loadMapLibre();
        if (!live || !box.current) return;
        map.current = openStyleMap(maplibre, box.current, url, latest.current.view, {
          onReady: () => live && latest.current.onStatus({ status: 'ready' }),
          onFailed: (reason) => live && latest.current.onStatus({ status: 'failed', reason }),
        });
      })
      .catch(failed);
    return () => {
      live = false;
      map.current?.remove();
      map.current = null;
    };
  }, [url]);

  useEffect(() => map.current?.setView(view), [view]);
  useEffect(() => map.current?.resize(), [width, height]);

  // No z-index: MapLibre's attribution (z-index 2 in its stylesheet) stays above the deck.gl canvas.
  return <div ref={box} data-testid="deck-style-map" style={{ position: 'absolute', inset: 0 }} />;
}
