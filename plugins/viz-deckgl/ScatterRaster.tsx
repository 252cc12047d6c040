import { WebMercatorViewport, type MapViewState } from '@deck.gl/core';
import { useLayoutEffect, useRef } from 'react';
import type { DeckLayerSpec } from './chart-props.js';
import { afterFrames, DECK_FRAME_MARKS, markNextFrame } from './frame-marks.js';
import { scatterColors } from './point-layers.js';
import { rasterizeScatter } from './point-raster.js';

/** A scatter layer's spec. */
export type ScatterSpec = Extract<DeckLayerSpec, { type: 'scatter' }>;

/** From this many points a scatter plot is first shown as a CPU picture: deck.gl needs seconds for its first frame of them. */
export const RASTER_MIN_POINTS = 200_000;

/** How long the picture waits for its frames before deck.gl's work starts anyway. */
const RASTER_FRAME_STALL_MS = 500;

/** The scatter layers worth a CPU picture while deck.gl builds its buffers. */
export const rasterLayersOf = (specs: readonly DeckLayerSpec[]): ScatterSpec[] => specs.filter((spec): spec is ScatterSpec => spec.type === 'scatter' && spec.points.length >= RASTER_MIN_POINTS);

interface ScatterRasterProps {
  width: number;
  height: number;
  viewState: MapViewState;
  layers: readonly ScatterSpec[];
  /** The cross-filtered values, as the WebGL layer fades the others. */
  selected: ReadonlySet<string> | null;
  /** deck.gl has drawn the points: the picture is hidden and not redrawn. */
  hidden: boolean;
  /** Called once the picture is on screen (two frames later), so deck.gl's work starts after it. */
  onPainted(): void;
}

/**
 * Large scatter plots drawn at once on a 2D canvas over the WebGL canvas (same viewport, colours
 * and pixel radii as deck.gl's layer), shown until deck.gl's frame of the points replaces it.
 */
export function ScatterRaster({ width, height, viewState, layers, selected, hidden, onPainted }: ScatterRasterProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const painted = useRef(onPainted);
  painted.current = onPainted;
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element || hidden || layers.length === 0) return undefined;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.max(1, Math.round(width * ratio));
    element.height = Math.max(1, Math.round(height * ratio));
    const context = element.getContext('2d');
    if (context) {
      const image = context.createImageData(element.width, element.height);
      const viewport = new WebMercatorViewport({ ...viewState, width, height });
      for (const spec of layers) rasterizeScatter(spec.points, scatterColors(spec.points, selected), { radiusUnits: spec.radiusUnits, minPixels: spec.minPixels, maxPixels: spec.maxPixels }, viewport, image, ratio);
      context.putImageData(image, 0, 0);
    }
    const mark = markNextFrame(DECK_FRAME_MARKS.raster);
    // Two frames: the picture is on screen. Frames held back (a hidden page) do not hold deck.gl back.
    const cancel = afterFrames(2, () => painted.current(), RASTER_FRAME_STALL_MS);
    return () => {
      cancelAnimationFrame(mark);
      cancel();
    };
  }, [width, height, viewState, layers, selected, hidden]);
  if (layers.length === 0) return null;
  return <canvas ref={canvas} data-testid="deck-raster" style={{ position: 'absolute', left: 0, top: 0, width, height, pointerEvents: 'none', display: hidden ? 'none' : 'block' }} />;
}
