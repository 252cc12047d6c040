import {
  CHART_FONT_FAMILY,
  clearCrossFilter,
  dimensionFilters,
  loadWorldBoundaries,
  mapPalette,
  worldRegionId,
  type ChartRenderProps,
  type GeoBoundaries,
  type MapShape,
  type WorldCodes,
} from '@core/plugin-api/index.js';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ChartTooltip, ColorRampLegend } from '../viz-kit-react/index.js';
import { selectedLabels, worldMapCrossFilter } from './cross-filter.js';
import type { WorldMapChartProps, WorldMapEntry } from './transform-props.js';

/** Height kept free at the bottom for the colour legend. */
const LEGEND_ROOM = 34;

interface World {
  boundaries: GeoBoundaries;
  codes: WorldCodes;
}

/**
 * `world_map`: the world's countries (Natural Earth, drawn from the boundaries shipped with the
 * app, so it needs no network) shaded by the metric or coloured per country, with optional
 * bubbles sized by area over each country's mainland. Hovering a country shows its values; a click
 * cross-filters on it (a second click clears); a right-click opens the context menu with its
 * filter.
 */
export default function WorldMapChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<WorldMapChartProps>) {
  const palette = mapPalette(colorMode);
  const containerRef = useRef<HTMLDivElement>(null);
  const [world, setWorld] = useState<World | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hover, setHover] = useState<{ shape: MapShape; x: number; y: number } | null>(null);

  useEffect(() => {
    let live = true;
    loadWorldBoundaries().then(
      (loaded) => live && setWorld(loaded),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  const legendRoom = chartProps.legend && height > 160 ? LEGEND_ROOM : 0;
  const layout = useMemo(() => world?.boundaries.layout(width, height - legendRoom) ?? null, [world, width, height, legendRoom]);
  const entryOf = useMemo(() => {
    const byRegion = new Map<string, WorldMapEntry>();
    if (!world) return byRegion;
    for (const entry of chartProps.entries) {
      const id = worldRegionId(entry.value, chartProps.countryFieldType, world.codes);
      if (id !== null && !byRegion.has(id)) byRegion.set(id, entry);
    }
    return byRegion;
  }, [world, chartProps.entries, chartProps.countryFieldType]);
  const selected = selectedLabels(filterState);

  const bubbles = useMemo(() => {
    if (!layout || !chartProps.showBubbles) return [];
    const sized = layout.shapes.flatMap((shape) => {
      const entry = shape.id === null ? undefined : entryOf.get(shape.id);
      const size = entry ? (entry.secondary ?? entry.metric) : null;
      return entry && size !== null && size > 0 ? [{ shape, entry, size }] : [];
    });
    const largest = Math.max(0, ...sized.map((b) => b.size));
    return sized
      .map((b) => ({ ...b, radius: largest > 0 ? Math.sqrt(b.size / largest) * chartProps.maxBubbleSize : 0 }))
      .sort((a, b) => b.radius - a.radius);
  }, [layout, chartProps.showBubbles, chartProps.maxBubbleSize, entryOf]);

  useEffect(() => {
    if (layout || error) onRendered?.();
  }, [layout, error, onRendered, chartProps, colorMode]);

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const entryAt = (shape: MapShape) => (shape.id === null ? undefined : entryOf.get(shape.id));

  const handleClick = (shape: MapShape) => {
    const entry = entryAt(shape);
    if (!setDataMask || !entry) return;
    const only = selected.size === 1 && selected.has(entry.label);
    setDataMask(only ? clearCrossFilter() : worldMapCrossFilter(chartProps.entityColumn, [entry], [shape.name]));
  };

  const handleContextMenu = (event: MouseEvent, shape: MapShape) => {
    if (!onContextMenu) return;
    event.preventDefault();
    const entry = entryAt(shape);
    const columns = chartProps.entityColumn !== null ? [chartProps.entityColumn] : [];
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: entry && columns.length > 0 ? dimensionFilters(columns, [entry.value], '==') : [] });
  };

  const fillOf = (shape: MapShape) => entryAt(shape)?.color || palette.noData;
  const dimmed = (shape: MapShape) => selected.size > 0 && !selected.has(entryAt(shape)?.label ?? '');
  const hovered = hover ? entryAt(hover.shape) : undefined;

  return (
    <div
      ref={containerRef}
      data-part="world-map-chart"
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}
    >
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`World map of ${chartProps.metricName}`}
        style={{ position: 'absolute', left: 0, top: 0, display: 'block' }}
        onMouseLeave={() => setHover(null)}
      >
        <g data-part="countries" stroke={palette.border} strokeWidth={0.5} strokeLinejoin="round">
          {layout?.shapes.map((shape, i) => (
            <path
              key={shape.id ?? `unnamed-${i}`}
              data-part="region"
              data-id={shape.id ?? undefined}
              data-has-value={entryAt(shape) ? 'true' : 'false'}
              d={shape.path}
              fill={fillOf(shape)}
              opacity={dimmed(shape) ? 0.35 : 1}
              style={{ cursor: entryAt(shape) && setDataMask ? 'pointer' : 'default' }}
              onMouseMove={(event) => setHover({ shape, ...pointer(event) })}
              onClick={() => handleClick(shape)}
              onContextMenu={(event) => handleContextMenu(event, shape)}
            />
          ))}
        </g>
        {hover ? <path data-part="region-highlight" d={hover.shape.path} fill="none" stroke={palette.highlight} strokeWidth={1.2} pointerEvents="none" /> : null}
        <g data-part="bubbles">
          {bubbles.map(({ shape, radius, entry }) => (
            <circle
              key={shape.id ?? ''}
              data-part="bubble"
              data-id={shape.id ?? undefined}
              cx={shape.centroid[0]}
              cy={shape.centroid[1]}
              r={radius}
              fill={chartProps.bubbleColor}
              fillOpacity={selected.size > 0 && !selected.has(entry.label) ? 0.2 : 0.55}
              stroke={chartProps.bubbleColor}
              strokeWidth={1}
              style={{ cursor: setDataMask ? 'pointer' : 'default' }}
              onMouseMove={(event) => setHover({ shape, ...pointer(event) })}
              onClick={() => handleClick(shape)}
              onContextMenu={(event) => handleContextMenu(event, shape)}
            />
          ))}
        </g>
        {layout && chartProps.legend && legendRoom > 0 ? <ColorRampLegend x={10} y={height - 8} width={width} ramp={chartProps.legend} surface={palette} /> : null}
        {error || (layout && chartProps.entries.length === 0) ? (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            {error ? `The world map could not be drawn: ${error}` : 'No data'}
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
          rows={
            hovered
              ? [
                  { name: chartProps.metricName, value: hovered.formattedMetric },
                  ...(chartProps.showBubbles && chartProps.secondaryName !== chartProps.metricName ? [{ name: chartProps.secondaryName, value: hovered.formattedSecondary }] : []),
                ]
              : []
          }
          lines={hovered ? [] : [{ text: 'No data', muted: true }]}
        />
      ) : null}
    </div>
  );
}
