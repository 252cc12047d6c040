import { CHART_FONT_FAMILY, chartSurfaceColors, measureTextWidth, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ChartTooltip } from '../viz-kit-react/index.js';
import { cellPathsByColor } from './cell-paths.js';
import type { CalendarBlock, CalendarCellView, CalHeatmapChartProps, MetricCalendar } from './transform-props.js';

const LABEL_HEIGHT = 18;
const LABEL_FONT_SIZE = 11;

/** Dark or light text, whichever reads better on an `rgb(r, g, b)` or `#rrggbb` cell colour. */
function textOn(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  const rgb = hex ? [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) : (/^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(color)?.slice(1, 4).map(Number) ?? [255, 255, 255]);
  const [r, g, b] = rgb as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#17232d' : '#ffffff';
}

interface Hover {
  cell: CalendarCellView;
  metric: string;
  x: number;
  y: number;
}

/**
 * `cal_heatmap`: per metric an optional title, its colour steps, and its calendar blocks flowing in
 * rows that wrap to the chart's width (the chart scrolls when they do not fit), each block titled
 * with its period and holding one square cell per subdomain period, shaded by its value's step
 * (periods without a value stay blank). Each block draws its cells as one path per colour, so
 * thousands of cells stay light, and finds the hovered cell by arithmetic on its grid; hovering
 * a cell tells its time and value.
 */
export default function CalHeatmapChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<CalHeatmapChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const emptyCell = colorMode === 'dark' ? 'rgba(200, 220, 235, 0.08)' : 'rgba(16, 42, 60, 0.06)';
  // The darkest steps of a sequential scheme melt into a dark paper: in dark mode valued cells get a faint outline.
  const valueOutline = colorMode === 'dark' ? 'rgba(200, 220, 235, 0.35)' : undefined;
  const outerRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const { calendars, cellSize, cellPadding } = chartProps;
  const pitch = cellSize + cellPadding;

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode]);

  const track = (event: MouseEvent<Element>, cell: CalendarCellView, metric: string) => {
    const bounds = outerRef.current?.getBoundingClientRect();
    setHover({ cell, metric, x: event.clientX - (bounds?.left ?? 0), y: event.clientY - (bounds?.top ?? 0) });
  };

  const block = (calendar: MetricCalendar, item: CalendarBlock) => {
    const blockWidth = Math.max(item.cols * pitch - cellPadding, measureTextWidth(item.label, LABEL_FONT_SIZE, 600));
    const cellAt = new Map(item.cells.map((cell) => [cell.col * item.rows + cell.row, cell]));
    const hovered = hover && item.cells.includes(hover.cell) ? hover.cell : null;
    const locate = (event: MouseEvent<SVGSVGElement>) => {
      const bounds = event.currentTarget.getBoundingClientRect();
      const x = event.clientX - bounds.left;
      const y = event.clientY - bounds.top - LABEL_HEIGHT;
      const col = Math.floor(x / pitch);
      const row = Math.floor(y / pitch);
      const inCell = x - col * pitch <= cellSize && y - row * pitch <= cellSize;
      return inCell && x >= 0 && y >= 0 && row < item.rows ? (cellAt.get(col * item.rows + row) ?? null) : null;
    };
    return (
      <svg
        key={item.label}
        data-part="calendar-block"
        data-label={item.label}
        width={blockWidth}
        height={LABEL_HEIGHT + item.rows * pitch}
        style={{ display: 'block', overflow: 'visible' }}
        onMouseMove={(event) => {
          const cell = locate(event);
          if (cell) track(event, cell, calendar.name);
          else setHover(null);
        }}
        onMouseLeave={() => setHover(null)}
      >
        <text x={0} y={12} fontSize={LABEL_FONT_SIZE} fontWeight={600} fill={surface.mutedText}>
          {item.label}
        </text>
        {cellPathsByColor(item.cells, pitch, cellSize, chartProps.cellRadius, LABEL_HEIGHT, emptyCell).map(({ color, d }) => (
          <path key={color} data-part="cells" data-color={color} d={d} fill={color} stroke={color === emptyCell ? undefined : valueOutline} strokeWidth={valueOutline ? 0.75 : undefined} />
        ))}
        {chartProps.showValues && cellSize >= 11
          ? item.cells.map((cell) =>
              cell.color !== null && measureTextWidth(cell.formattedValue, 9) + 2 <= cellSize ? (
                <text key={cell.time} data-part="cell-value" x={cell.col * pitch + cellSize / 2} y={LABEL_HEIGHT + cell.row * pitch + cellSize / 2} dy="0.35em" textAnchor="middle" fontSize={9} fill={textOn(cell.color)} pointerEvents="none">
                  {cell.formattedValue}
                </text>
              ) : null,
            )
          : null}
        {hovered ? (
          <rect data-part="cell-highlight" x={hovered.col * pitch - 0.5} y={LABEL_HEIGHT + hovered.row * pitch - 0.5} width={cellSize + 1} height={cellSize + 1} rx={chartProps.cellRadius} fill="none" stroke={surface.text} strokeWidth={1.5} pointerEvents="none" />
        ) : null}
      </svg>
    );
  };

  let tooltip = null;
  if (hover) {
    tooltip = (
      <ChartTooltip
        x={hover.x}
        y={hover.y}
        width={width}
        height={height}
        surface={surface}
        title={hover.cell.formattedTime}
        lines={[hover.cell.value === null ? { text: 'No value' } : { text: hover.metric, value: hover.cell.formattedValue }]}
      />
    );
  }

  return (
    <div ref={outerRef} data-part="cal-heatmap-chart" style={{ position: 'relative', width, height, fontFamily: CHART_FONT_FAMILY, color: surface.text }}>
      <div style={{ width, height, overflow: 'auto', boxSizing: 'border-box', padding: '6px 8px' }}>
        {calendars.length === 0 ? (
          <div data-part="empty" style={{ height: height - 12, display: 'flex', alignItems: 'center', justifyContent: 'center', color: surface.mutedText, fontSize: 14 }}>
            No data
          </div>
        ) : (
          calendars.map((calendar) => (
            <section key={calendar.name} data-part="calendar" style={{ marginBottom: 14 }}>
              {chartProps.showMetricName || (chartProps.showLegend && calendar.legend.length > 0) ? (
                <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 6 }}>
                  {chartProps.showMetricName ? (
                    <div data-part="metric-name" style={{ fontSize: 13, fontWeight: 600 }}>
                      {calendar.name}
                    </div>
                  ) : (
                    <span />
                  )}
                  {chartProps.showLegend && calendar.legend.length > 0 ? (
                    <div data-part="legend" style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: LABEL_FONT_SIZE, color: surface.mutedText }}>
                      <span>{calendar.minLabel}</span>
                      <span style={{ display: 'flex', gap: 2 }}>
                        {calendar.legend.map((step) => (
                          <span key={step.label} data-part="legend-step" title={step.label} style={{ width: 10, height: 10, borderRadius: 2, background: step.color, boxSizing: 'border-box', border: valueOutline ? `1px solid ${valueOutline}` : undefined }} />
                        ))}
                      </span>
                      <span>{calendar.maxLabel}</span>
                    </div>
                  ) : null}
                </div>
              ) : null}
              {calendar.skipped > 0 ? (
                <div data-part="skipped" style={{ fontSize: LABEL_FONT_SIZE, color: surface.mutedText, marginBottom: 4 }}>
                  The {calendar.skipped} earliest periods are not shown; narrow the time range to see them.
                </div>
              ) : null}
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: `10px ${Math.max(12, cellSize)}px` }}>{calendar.blocks.map((item) => block(calendar, item))}</div>
            </section>
          ))
        )}
      </div>
      {tooltip}
    </div>
  );
}
