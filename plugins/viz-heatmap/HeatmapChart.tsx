import { CHART_FONT_FAMILY, dimensionFilters, measureTextWidth, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { heatmapPalette, readableTextColor } from './chart-palette.js';
import { ColorLegend } from './ColorLegend.js';
import { CANVAS_THRESHOLD, cellGap, drawCells } from './draw-cells.js';
import { heatmapLayout, TICK_FONT_SIZE } from './heatmap-layout.js';
import { ChartTooltip } from '../viz-kit-react/index.js';
import type { HeatmapCell, HeatmapChartProps } from './transform-props.js';

const VALUE_FONT_SIZE = 11;

/**
 * `heatmap_v2`: one cell per (x, y) pair coloured on the linear scheme, drawn as SVG rectangles
 * or, past {@link CANVAS_THRESHOLD} cells, on a canvas (hit-testing is arithmetic on the grid, so a
 * 10,000-cell heatmap stays fast). Axis labels are thinned, or turned, so they never overlap; the
 * colour legend sits above the plot; a tooltip names the cell's categories, value and share.
 * Right-click opens the context menu with the cell's filters (drill to detail, drill by).
 */
export default function HeatmapChart({ width, height, chartProps, colorMode, onRendered, onContextMenu }: ChartRenderProps<HeatmapChartProps>) {
  const palette = heatmapPalette(colorMode);
  const { cells, xCategories, yCategories } = chartProps;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ cell: HeatmapCell; x: number; y: number } | null>(null);

  const layout = useMemo(
    () =>
      heatmapLayout({
        width,
        height,
        xLabels: xCategories.map((c) => c.label),
        yLabels: yCategories.map((c) => c.label),
        showLegend: chartProps.showLegend && cells.length > 0,
        xInterval: chartProps.xInterval,
        yInterval: chartProps.yInterval,
        leftMargin: chartProps.leftMargin,
        bottomMargin: chartProps.bottomMargin,
      }),
    [width, height, xCategories, yCategories, cells.length, chartProps.showLegend, chartProps.xInterval, chartProps.yInterval, chartProps.leftMargin, chartProps.bottomMargin],
  );
  const { plot, cellWidth, cellHeight } = layout;
  const onCanvas = cells.length > CANVAS_THRESHOLD;
  const gap = cellGap(cellWidth, cellHeight);
  const cellAt = useMemo(() => {
    const index = new Map<number, HeatmapCell>();
    for (const cell of cells) index.set(cell.x * yCategories.length + cell.y, cell);
    return index;
  }, [cells, yCategories.length]);

  useEffect(() => {
    if (onCanvas && canvasRef.current) drawCells(canvasRef.current, width, height, plot, cellWidth, cellHeight, cells);
    onRendered?.();
  }, [onCanvas, width, height, plot, cellWidth, cellHeight, cells, colorMode, onRendered, chartProps]);

  const locate = (event: MouseEvent): { cell: HeatmapCell | null; x: number; y: number } => {
    const box = containerRef.current?.getBoundingClientRect();
    const x = event.clientX - (box?.left ?? 0);
    const y = event.clientY - (box?.top ?? 0);
    const column = Math.floor((x - plot.left) / cellWidth);
    const row = Math.floor((y - plot.top) / cellHeight);
    const inside = column >= 0 && row >= 0 && column < xCategories.length && row < yCategories.length;
    return { cell: inside ? (cellAt.get(column * yCategories.length + row) ?? null) : null, x, y };
  };

  const handleMove = (event: MouseEvent) => {
    const { cell, x, y } = locate(event);
    setHover(cell ? { cell, x, y } : null);
  };

  const handleContextMenu = (event: MouseEvent) => {
    if (!onContextMenu) return;
    event.preventDefault();
    const { cell } = locate(event);
    const columns = [chartProps.xColumn, chartProps.yColumn].filter((column) => column !== null);
    const values = cell ? [xCategories[cell.x]!.value, yCategories[cell.y]!.value] : [];
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: cell ? dimensionFilters(columns, values, '==') : [] });
  };

  const valueLabels =
    chartProps.showValues && !onCanvas
      ? cells.filter((cell) => cellHeight >= VALUE_FONT_SIZE + 2 && measureTextWidth(cell.formattedValue, VALUE_FONT_SIZE) + 4 <= cellWidth)
      : [];

  return (
    <div
      ref={containerRef}
      data-part="heatmap-chart"
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}
    >
      {onCanvas ? <canvas ref={canvasRef} data-part="cell-canvas" style={{ position: 'absolute', left: 0, top: 0, width, height }} /> : null}
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Heatmap of ${chartProps.metricName} by ${chartProps.xName} and ${chartProps.yName}`}
        style={{ position: 'absolute', left: 0, top: 0, display: 'block' }}
        onMouseMove={handleMove}
        onMouseLeave={() => setHover(null)}
        onContextMenu={handleContextMenu}
      >
        {onCanvas
          ? null
          : cells.map((cell) => (
              <rect
                key={`${cell.x}|${cell.y}`}
                data-part="cell"
                data-x={xCategories[cell.x]!.label}
                data-y={yCategories[cell.y]!.label}
                x={plot.left + cell.x * cellWidth + gap / 2}
                y={plot.top + cell.y * cellHeight + gap / 2}
                width={Math.max(0.5, cellWidth - gap)}
                height={Math.max(0.5, cellHeight - gap)}
                fill={cell.color}
              />
            ))}
        {valueLabels.map((cell) => (
          <text
            key={`v${cell.x}|${cell.y}`}
            data-part="cell-value"
            x={plot.left + (cell.x + 0.5) * cellWidth}
            y={plot.top + (cell.y + 0.5) * cellHeight}
            dy="0.35em"
            textAnchor="middle"
            fontSize={VALUE_FONT_SIZE}
            fill={readableTextColor(cell.color)}
            pointerEvents="none"
          >
            {cell.formattedValue}
          </text>
        ))}
        {hover ? (
          <rect
            data-part="cell-highlight"
            x={plot.left + hover.cell.x * cellWidth}
            y={plot.top + hover.cell.y * cellHeight}
            width={cellWidth}
            height={cellHeight}
            fill="none"
            stroke={palette.highlight}
            strokeWidth={1.5}
            pointerEvents="none"
          />
        ) : null}
        <g data-part="y-axis" fontSize={TICK_FONT_SIZE} fill={palette.text}>
          {layout.yLabels.map((label) => (
            <text key={label.index} x={plot.left - 6} y={plot.top + (label.index + 0.5) * cellHeight} dy="0.35em" textAnchor="end">
              {label.text}
            </text>
          ))}
        </g>
        <g data-part="x-axis" fontSize={TICK_FONT_SIZE} fill={palette.text}>
          <line x1={plot.left} x2={plot.left + plot.width} y1={plot.top + plot.height + 0.5} y2={plot.top + plot.height + 0.5} stroke={palette.axis} />
          {layout.xLabels.map((label) => {
            const x = plot.left + (label.index + 0.5) * cellWidth;
            const y = plot.top + plot.height + 6;
            return layout.rotateX ? (
              <text key={label.index} transform={`translate(${x},${y}) rotate(-45)`} dy="0.71em" textAnchor="end">
                {label.text}
              </text>
            ) : (
              <text key={label.index} x={x} y={y} dy="0.71em" textAnchor="middle">
                {label.text}
              </text>
            );
          })}
        </g>
        {layout.legend ? <ColorLegend box={layout.legend} legend={chartProps.legend} palette={palette} /> : null}
        {cells.length === 0 ? (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            No data
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
          rows={[
            { name: chartProps.xName, value: xCategories[hover.cell.x]!.label, color: hover.cell.color },
            { name: chartProps.yName, value: yCategories[hover.cell.y]!.label },
            { name: chartProps.metricName, value: hover.cell.formattedValue },
            ...(hover.cell.percentage ? [{ name: 'Share', value: hover.cell.percentage }] : []),
          ]}
        />
      ) : null}
    </div>
  );
}
