import {
  AXIS_TICK_FONT_SIZE as TICK_FONT_SIZE,
  AXIS_TITLE_FONT_SIZE as TITLE_FONT_SIZE,
  CHART_FONT_FAMILY,
  getNumberFormatter,
  legendLayout,
  truncateText,
  xyPalette,
  type ChartRenderProps,
} from '@core/plugin-api/index.js';
import { quadtree, type Quadtree } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { bubbleLayout } from './bubble-layout.js';
import { ChartLegend, ChartTooltip } from '../viz-kit-react/index.js';
import { bubbleCrossFilter, bubbleFilters, selectedEntities } from './cross-filter.js';
import { CANVAS_THRESHOLD, drawBubbles, type BubbleMark } from './draw-bubbles.js';
import type { Bubble, BubbleChartProps } from './transform-props.js';

interface PlacedBubble extends BubbleMark {
  bubble: Bubble;
}

/**
 * `bubble_v2`: each entity a circle placed by its x and y metrics (linear or logarithmic axes with
 * thinned ticks and gridlines) and sized by the third, largest drawn first; past
 * {@link CANVAS_THRESHOLD} bubbles they are painted on a canvas and found under the pointer with a
 * quadtree. A legend of dimension values hides and shows them; the tooltip names the entity and
 * its three values. Clicking a bubble cross-filters on its entity (again clears; Ctrl/⌘/Shift-click
 * adds); right-click opens the context menu with its filters.
 */
export default function BubbleChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<BubbleChartProps>) {
  const palette = xyPalette(colorMode);
  const { bubbles, legend } = chartProps;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [hover, setHover] = useState<{ mark: PlacedBubble; x: number; y: number } | null>(null);
  const [hoverKey, setHoverKey] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const selected = useMemo(() => selectedEntities(filterState, bubbles), [filterState, bubbles]);
  const interactive = Boolean(setDataMask) && chartProps.entityColumn !== null;
  const formatX = getNumberFormatter(chartProps.xFormat);
  const formatY = getNumberFormatter(chartProps.yFormat);
  const formatSize = getNumberFormatter(chartProps.sizeFormat);

  const visible = useMemo(() => bubbles.filter((b) => !hidden.has(b.series ?? b.entity)), [bubbles, hidden]);
  const outer = legendLayout(chartProps.legendOrientation, width, height, chartProps.showLegend && legend.length > 1 ? legend.map((l) => l.key) : [], {
    minWidth: 160,
    minHeight: 120,
  });
  const layout = useMemo(
    () =>
      bubbleLayout(
        outer.plot,
        visible,
        { log: chartProps.logX, includeZero: false, format: chartProps.xFormat },
        { log: chartProps.logY, includeZero: !chartProps.truncateY, format: chartProps.yFormat },
        { x: chartProps.xAxisTitle !== '', y: chartProps.yAxisTitle !== '' },
      ),
    [outer.plot.left, outer.plot.top, outer.plot.width, outer.plot.height, visible, chartProps],
  );
  const { plot } = layout;

  const marks = useMemo(() => {
    const fadeOf = (b: Bubble) => (selected.size > 0 ? (selected.has(b.entity) ? 1 : 0.2) : hoverKey && hoverKey !== (b.series ?? b.entity) ? 0.25 : 1);
    return layout.placed
      .map((b): PlacedBubble => ({ bubble: b, x: plot.left + layout.x(b.x), y: plot.top + layout.y(b.y), r: b.diameter / 2, color: b.color, opacity: chartProps.opacity * fadeOf(b) }))
      .sort((a, b) => b.r - a.r);
  }, [layout, plot.left, plot.top, selected, hoverKey, chartProps.opacity]);
  // The pointer's quadtree is built on the first pointer event over new marks, not before the first paint.
  const finderRef = useRef<{ marks: PlacedBubble[]; tree: Quadtree<PlacedBubble> } | null>(null);
  const finder = (): Quadtree<PlacedBubble> => {
    if (finderRef.current?.marks !== marks) finderRef.current = { marks, tree: quadtree<PlacedBubble>().x((m) => m.x).y((m) => m.y).addAll(marks) };
    return finderRef.current.tree;
  };
  const largest = marks[0]?.r ?? 0;
  const onCanvas = marks.length > CANVAS_THRESHOLD;

  useEffect(() => {
    if (onCanvas && canvasRef.current) drawBubbles(canvasRef.current, width, height, marks, palette.background);
    onRendered?.();
  }, [onCanvas, marks, width, height, palette.background, onRendered, chartProps, colorMode]);

  const locate = (event: MouseEvent) => {
    const bounds = containerRef.current?.getBoundingClientRect();
    const x = event.clientX - (bounds?.left ?? 0);
    const y = event.clientY - (bounds?.top ?? 0);
    const nearest = finder().find(x, y, largest + 2);
    const hit = nearest && Math.hypot(nearest.x - x, nearest.y - y) <= Math.max(nearest.r, 3) + 1 ? nearest : null;
    return { mark: hit, x, y };
  };

  const handleClick = (event: MouseEvent) => {
    const { mark } = locate(event);
    if (!interactive || !setDataMask || !mark) return;
    const name = mark.bubble.entity;
    const next = new Set(selected);
    if (next.has(name)) next.delete(name);
    else if (event.ctrlKey || event.metaKey || event.shiftKey) next.add(name);
    else {
      next.clear();
      next.add(name);
    }
    setDataMask(bubbleCrossFilter(chartProps.entityColumn, bubbles.filter((b) => next.has(b.entity))));
  };

  const handleContextMenu = (event: MouseEvent) => {
    if (!onContextMenu) return;
    event.preventDefault();
    const { mark } = locate(event);
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: mark ? bubbleFilters(chartProps.entityColumn, chartProps.seriesColumn, mark.bubble) : [] });
  };

  const toggle = (key: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const empty = bubbles.length === 0;
  return (
    <div ref={containerRef} data-part="bubble-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}>
      <svg width={width} height={height} role="img" aria-label={`Bubble chart of ${chartProps.yName} against ${chartProps.xName}`} style={{ position: 'absolute', left: 0, top: 0, display: 'block' }}>
        {!empty ? (
          <>
            <g data-part="y-axis" fontSize={TICK_FONT_SIZE} fill={palette.text}>
              {layout.yTicks.map((tick) => (
                <g key={`${tick.position}`}>
                  <line x1={plot.left} x2={plot.left + plot.width} y1={plot.top + tick.position} y2={plot.top + tick.position} stroke={palette.grid} strokeDasharray="4 3" />
                  <text x={plot.left - 8} y={plot.top + tick.position} dy="0.35em" textAnchor="end">
                    {tick.label}
                  </text>
                </g>
              ))}
            </g>
            <g data-part="x-axis" fontSize={TICK_FONT_SIZE} fill={palette.text}>
              <line x1={plot.left} x2={plot.left + plot.width} y1={plot.top + plot.height + 0.5} y2={plot.top + plot.height + 0.5} stroke={palette.axis} />
              {layout.xTicks.map((tick) => (
                <g key={`${tick.position}`}>
                  <line x1={plot.left + tick.position} x2={plot.left + tick.position} y1={plot.top} y2={plot.top + plot.height} stroke={palette.grid} strokeDasharray="4 3" />
                  <text x={plot.left + tick.position} y={plot.top + plot.height + 6} dy="0.71em" textAnchor="middle">
                    {tick.label}
                  </text>
                </g>
              ))}
            </g>
            {!onCanvas ? (
              <g data-part="bubbles" stroke={palette.background} strokeWidth={0.75}>
                {marks.map((mark, i) => (
                  <circle key={i} data-part="bubble" data-entity={mark.bubble.entity} cx={mark.x} cy={mark.y} r={mark.r} fill={mark.color} fillOpacity={mark.opacity} strokeOpacity={mark.opacity} />
                ))}
              </g>
            ) : null}
            {hover ? <circle data-part="bubble-highlight" cx={hover.mark.x} cy={hover.mark.y} r={hover.mark.r + 1.5} fill="none" stroke={palette.text} strokeWidth={1.5} pointerEvents="none" /> : null}
            {chartProps.xAxisTitle ? (
              <text data-part="x-title" x={plot.left + plot.width / 2} y={plot.top + plot.height + TICK_FONT_SIZE + 10 + TITLE_FONT_SIZE + 2} textAnchor="middle" fontSize={TITLE_FONT_SIZE} fontWeight={500} fill={palette.mutedText}>
                {truncateText(chartProps.xAxisTitle, plot.width, TITLE_FONT_SIZE)}
              </text>
            ) : null}
            {chartProps.yAxisTitle ? (
              <text data-part="y-title" transform={`translate(${outer.plot.left + TITLE_FONT_SIZE + 2},${plot.top + plot.height / 2}) rotate(-90)`} textAnchor="middle" fontSize={TITLE_FONT_SIZE} fontWeight={500} fill={palette.mutedText}>
                {truncateText(chartProps.yAxisTitle, plot.height, TITLE_FONT_SIZE)}
              </text>
            ) : null}
          </>
        ) : (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            No data
          </text>
        )}
      </svg>
      {onCanvas ? <canvas ref={canvasRef} data-part="bubble-canvas" style={{ position: 'absolute', left: 0, top: 0, width, height, pointerEvents: 'none' }} /> : null}
      <div
        data-part="hit-area"
        style={{ position: 'absolute', left: plot.left, top: plot.top, width: plot.width, height: plot.height, cursor: hover && interactive ? 'pointer' : 'default' }}
        onMouseMove={(event) => {
          const { mark, x, y } = locate(event);
          setHover(mark ? { mark, x, y } : null);
        }}
        onMouseLeave={() => setHover(null)}
        onClick={handleClick}
        onContextMenu={handleContextMenu}
      />
      {outer.legend && !empty ? (
        <ChartLegend
          box={outer.legend}
          orientation={chartProps.legendOrientation}
          items={legend.map((l) => ({ key: l.key, color: l.color, hidden: hidden.has(l.key) }))}
          palette={palette}
          onToggle={toggle}
          onHover={setHoverKey}
        />
      ) : null}
      {hover ? (
        <ChartTooltip
          x={hover.x}
          y={hover.y}
          width={width}
          height={height}
          surface={palette}
          title={hover.mark.bubble.series !== null ? `${hover.mark.bubble.entity} · ${hover.mark.bubble.series}` : hover.mark.bubble.entity}
          rows={[
            { color: hover.mark.bubble.color, name: chartProps.xName, value: formatX(hover.mark.bubble.x) },
            { name: chartProps.yName, value: formatY(hover.mark.bubble.y) },
            { name: chartProps.sizeName, value: formatSize(hover.mark.bubble.size) },
          ]}
        />
      ) : null}
    </div>
  );
}
