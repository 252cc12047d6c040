import { CHART_FONT_FAMILY, chartSurfaceColors, fitNameValue, type ChartRenderProps } from '@core/plugin-api/index.js';
import { color } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ChartTooltip, type TooltipContent } from '../viz-kit-react/index.js';
import { layoutIcicle, type IcicleCell } from './icicle-layout.js';
import type { PartitionChartProps } from './transform-props.js';

/** Space between the icicles of several metrics. */
const BAND_GAP = 6;
/** Width of the strip of the parent column kept on the left when zoomed in; clicking it zooms out. */
const PARENT_STRIP = 40;
/** Labels need a partition at least this tall (Superset's partition hides them below 12 px). */
const MIN_LABEL_HEIGHT = 13;
const LABEL_FONT_SIZE = 12;
const LABEL_INSET = 8;

interface Hover {
  band: number;
  id: string;
  x: number;
  y: number;
}

/** Dark or white text, whichever reads better on `background` (by its relative luminance). */
function readableTextColor(background: string): string {
  const rgb = color(background)?.rgb();
  if (!rgb) return '#17232d';
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b) > 0.4 ? '#17232d' : '#ffffff';
}

const labelOf = (cell: IcicleCell) => (cell.node.formattedValue ? `${cell.node.name}: ${cell.node.formattedValue}` : cell.node.name);

/**
 * `partition`: one icicle per metric, stacked, in SVG. The metric is the left column; each
 * column splits the partitions on its left by the next level (periods first for the time
 * series options), heights by weight (see `layoutIcicle`), colours from the shared scale by name.
 * Labels (name and value; the name alone, cut, where both do not fit) are hidden on partitions
 * too low for text.
 * Clicking a partition zooms into it (a leaf zooms into its parent), keeping a strip of the
 * parent on the left that zooms back out; the metric resets the view. The tooltip names the
 * partition's level and value, or with `rich_tooltip` every level from the metric down.
 */
export default function PartitionChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<PartitionChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const { roots } = chartProps;
  const [focus, setFocus] = useState<Record<number, string>>({});
  const [hover, setHover] = useState<Hover | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const layouts = useMemo(
    () =>
      roots.map((root) =>
        layoutIcicle(root, {
          logScale: chartProps.logScale,
          equalDateSize: chartProps.equalDateSize,
          partitionLimit: chartProps.partitionLimit,
          partitionThreshold: chartProps.partitionThreshold,
        }),
      ),
    [roots, chartProps.logScale, chartProps.equalDateSize, chartProps.partitionLimit, chartProps.partitionThreshold],
  );
  // A new result starts unzoomed.
  useEffect(() => setFocus({}), [roots]);

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode, focus]);

  const bandHeight = roots.length > 0 ? Math.max(0, (height - BAND_GAP * (roots.length - 1)) / roots.length) : height;

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const zoom = (band: number, cell: IcicleCell) => {
    const target = cell.children.length > 0 ? cell : cell.parent;
    if (!target) return;
    setFocus((current) => ({ ...current, [band]: target.node.id }));
    setHover(null);
  };

  let tooltip: TooltipContent | null = null;
  const hoveredCell = hover ? layouts[hover.band]?.cells.find((cell) => cell.node.id === hover.id) : undefined;
  if (hoveredCell) {
    if (chartProps.richTooltip) {
      const path: IcicleCell[] = [];
      for (let cell: IcicleCell | null = hoveredCell; cell; cell = cell.parent) path.unshift(cell);
      tooltip = {
        title: hoveredCell.node.name,
        lines: path.map((cell) => ({ text: `${cell.node.category}: ${labelOf(cell)}`, color: cell.node.color })),
      };
    } else {
      tooltip = { title: hoveredCell.node.category, lines: [{ text: labelOf(hoveredCell), color: hoveredCell.node.color }] };
    }
  }

  return (
    <div ref={containerRef} data-part="partition-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: surface.text }}>
      <svg width={width} height={height} role="img" aria-label="Partition chart" style={{ display: 'block' }}>
        {layouts.map((layout, band) => {
          const root = layout.cells[0];
          if (!root || bandHeight <= 0 || width <= 0) return null;
          const focused = layout.cells.find((cell) => cell.node.id === focus[band]) ?? root;
          const offset = focused.depth > 0 ? Math.min(PARENT_STRIP, width / 4) : 0;
          const columnWidth = (width - offset) / Math.max(1, layout.columns - focused.depth);
          const span = focused.y1 - focused.y0 || 1;
          const top = band * (bandHeight + BAND_GAP);
          return (
            <svg key={band} data-part="icicle" x={0} y={top} width={width} height={bandHeight} overflow="hidden">
              {layout.cells.map((cell) => {
                const x = offset + (cell.depth - focused.depth) * columnWidth;
                const y = ((cell.y0 - focused.y0) / span) * bandHeight;
                const h = ((cell.y1 - cell.y0) / span) * bandHeight;
                if (x + columnWidth <= 0 || y >= bandHeight || y + h <= 0 || h <= 0) return null;
                const visibleTop = Math.max(0, y);
                const visibleHeight = Math.min(bandHeight, y + h) - visibleTop;
                const labelRoom = Math.min(columnWidth, x + columnWidth) - LABEL_INSET * 2;
                const label = visibleHeight >= MIN_LABEL_HEIGHT ? fitNameValue(cell.node.name, cell.node.formattedValue, labelRoom, LABEL_FONT_SIZE, { minChars: 2 }) : null;
                const hovered = hover?.band === band && hover.id === cell.node.id;
                return (
                  <g
                    key={cell.node.id}
                    data-part="partition"
                    data-key={cell.node.id}
                    style={{ cursor: cell.children.length > 0 || cell.parent ? 'pointer' : 'default' }}
                    onMouseMove={(event) => setHover({ band, id: cell.node.id, ...pointer(event) })}
                    onMouseLeave={() => setHover(null)}
                    onClick={() => zoom(band, cell)}
                  >
                    <rect
                      x={x}
                      y={y}
                      width={Math.max(0, columnWidth - 1)}
                      height={Math.max(0, h - 1)}
                      fill={cell.node.color}
                      fillOpacity={hover && hover.band === band && !hovered ? 0.85 : 1}
                      stroke={hovered ? surface.text : 'none'}
                      strokeWidth={hovered ? 1.5 : 0}
                      aria-label={`${cell.node.category} ${labelOf(cell)}`}
                    />
                    {label ? (
                      <text
                        data-part="partition-label"
                        x={Math.max(x, 0) + LABEL_INSET}
                        y={visibleTop + visibleHeight / 2}
                        dy="0.35em"
                        fontSize={LABEL_FONT_SIZE}
                        fill={readableTextColor(cell.node.color)}
                        pointerEvents="none"
                      >
                        {label}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </svg>
          );
        })}
        {roots.length === 0 ? (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={surface.mutedText}>
            No data
          </text>
        ) : null}
      </svg>
      {tooltip && hover ? (
        <ChartTooltip x={hover.x} y={hover.y} width={width} height={height} maxWidth={320} title={tooltip.title} titleColor={tooltip.color} lines={tooltip.lines} surface={surface} />
      ) : null}
    </div>
  );
}
