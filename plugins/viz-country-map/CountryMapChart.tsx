import {
  CHART_FONT_FAMILY,
  COUNTRY_MAPS,
  dimensionFilters,
  isCountryMapKey,
  loadCountryBoundaries,
  mapPalette,
  truncateText,
  type ChartRenderProps,
  type GeoBoundaries,
  type MapShape,
} from '@core/plugin-api/index.js';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ChartTooltip, ColorRampLegend } from '../viz-kit-react/index.js';
import type { CountryMapChartProps, CountryMapEntry } from './transform-props.js';

/** Height kept free at the bottom for the colour legend. */
const LEGEND_ROOM = 34;

/** The transform that fits a region's bounds in the middle 80% of the box. */
function zoomTo(shape: MapShape, width: number, height: number): string {
  const [[x0, y0], [x1, y1]] = shape.bounds;
  const scale = Math.min(8, 0.8 / Math.max((x1 - x0) / width, (y1 - y0) / height, 1e-6));
  const tx = width / 2 - (scale * (x0 + x1)) / 2;
  const ty = height / 2 - (scale * (y0 + y1)) / 2;
  return `translate(${tx.toFixed(2)}px, ${ty.toFixed(2)}px) scale(${scale.toFixed(4)})`;
}

/**
 * `country_map`: a country's first-level regions (the US states, France's departments with the
 * overseas ones in insets), drawn from boundaries shipped with the app, shaded by the metric on
 * the linear scheme. Hovering a region shows its name and value; a click zooms in on it, as in
 * Superset, and a second click zooms back out; a right-click opens the context menu with its
 * filter.
 */
export default function CountryMapChart({ width, height, chartProps, colorMode, onRendered, onContextMenu }: ChartRenderProps<CountryMapChartProps>) {
  const palette = mapPalette(colorMode);
  const containerRef = useRef<HTMLDivElement>(null);
  const { country } = chartProps;
  const known = isCountryMapKey(country);
  const [loaded, setLoaded] = useState<{ country: string; boundaries: GeoBoundaries } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hover, setHover] = useState<{ shape: MapShape; x: number; y: number } | null>(null);
  const [zoomed, setZoomed] = useState<string | null>(null);

  useEffect(() => {
    if (!isCountryMapKey(country)) return undefined;
    let live = true;
    setError(null);
    loadCountryBoundaries(country).then(
      (boundaries) => live && setLoaded({ country, boundaries }),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [country]);

  const boundaries = loaded && loaded.country === country ? loaded.boundaries : null;
  const legendRoom = chartProps.legend && height > 160 ? LEGEND_ROOM : 0;
  const layout = useMemo(() => boundaries?.layout(width, height - legendRoom) ?? null, [boundaries, width, height, legendRoom]);
  const entryOf = useMemo(() => new Map<string, CountryMapEntry>(chartProps.entries.map((entry) => [entry.code, entry])), [chartProps.entries]);
  const zoomShape = zoomed && layout ? layout.shapes.find((shape) => shape.id === zoomed) : undefined;

  useEffect(() => {
    if (layout || error || !known) onRendered?.();
  }, [layout, error, known, onRendered, chartProps, colorMode]);

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const entryAt = (shape: MapShape) => (shape.id === null ? undefined : entryOf.get(shape.id));

  const handleContextMenu = (event: MouseEvent, shape: MapShape) => {
    if (!onContextMenu) return;
    event.preventDefault();
    const entry = entryAt(shape);
    const columns = chartProps.entityColumn !== null ? [chartProps.entityColumn] : [];
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: entry && columns.length > 0 ? dimensionFilters(columns, [entry.value], '==') : [] });
  };

  const message = !known
    ? `No boundaries for "${country}": the country map draws ${Object.values(COUNTRY_MAPS)
        .map((c) => c.label)
        .join(' and ')}.`
    : error
      ? `The map could not be drawn: ${error}`
      : layout && chartProps.entries.length === 0
        ? 'No data'
        : null;
  const fillOf = (shape: MapShape) => entryAt(shape)?.color ?? palette.noData;

  return (
    <div
      ref={containerRef}
      data-part="country-map-chart"
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}
    >
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Map of ${known ? COUNTRY_MAPS[country].label : country} by ${chartProps.metricName}`}
        style={{ position: 'absolute', left: 0, top: 0, display: 'block' }}
        onMouseLeave={() => setHover(null)}
      >
        <g
          data-part="regions"
          data-zoomed={zoomed ?? undefined}
          stroke={palette.border}
          strokeWidth={0.6}
          strokeLinejoin="round"
          style={{ transform: zoomShape ? zoomTo(zoomShape, width, height - legendRoom) : 'none', transformOrigin: '0 0', transition: 'transform 450ms ease' }}
        >
          {layout?.frames.map((frame) => (
            <g key={frame.label} data-part="inset">
              <rect x={frame.x} y={frame.y} width={frame.width} height={frame.height} rx={3} fill="none" stroke={palette.divider} vectorEffect="non-scaling-stroke" />
              {frame.height >= 48 ? (
                <text x={frame.x + 4} y={frame.y + frame.height - 5} fontSize={10} fill={palette.mutedText} stroke="none" pointerEvents="none">
                  {truncateText(frame.label, frame.width - 8, 10)}
                </text>
              ) : null}
            </g>
          ))}
          {layout?.shapes.map((shape, i) => (
            <path
              key={shape.id ?? `unnamed-${i}`}
              data-part="region"
              data-id={shape.id ?? undefined}
              d={shape.path}
              fill={fillOf(shape)}
              vectorEffect="non-scaling-stroke"
              style={{ cursor: 'pointer' }}
              onMouseMove={(event) => setHover({ shape, ...pointer(event) })}
              onClick={() => setZoomed((current) => (current === shape.id ? null : shape.id))}
              onContextMenu={(event) => handleContextMenu(event, shape)}
            />
          ))}
          {hover ? <path data-part="region-highlight" d={hover.shape.path} fill="none" stroke={palette.highlight} strokeWidth={1.2} vectorEffect="non-scaling-stroke" pointerEvents="none" /> : null}
        </g>
        {layout && chartProps.legend && legendRoom > 0 ? <ColorRampLegend x={10} y={height - 8} width={width} ramp={chartProps.legend} surface={palette} /> : null}
        {message ? (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            {message}
          </text>
        ) : null}
      </svg>
      {hover ? (
        <ChartTooltip
          x={hover.x}
          y={hover.y}
          width={width}
          height={height}
          surface={palette}
          title={hover.shape.name}
          titleColor={fillOf(hover.shape)}
          rows={[{ name: chartProps.metricName, value: entryAt(hover.shape)?.formattedMetric ?? 'No data' }]}
        />
      ) : null}
    </div>
  );
}
