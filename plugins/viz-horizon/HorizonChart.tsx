import { CHART_FONT_FAMILY, getNumberFormatter, getTimeFormatter, measureTextWidth, xyPalette, type ChartRenderProps } from '@core/plugin-api/index.js';
import { scaleUtc } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ChartTooltip } from '../viz-kit-react/index.js';
import { drawHorizon } from './draw-horizon.js';
import type { HorizonChartProps } from './transform-props.js';

const AXIS_HEIGHT = 22;
const GAP = 1;
const FONT_SIZE = 11;

/**
 * `horizon`: one row of `series_height` pixels per series, its values folded into colour bands
 * drawn on a canvas (warm above zero, cool below, darker for larger values), the series name over
 * the row's left end. Rows scroll when they outgrow the box; a time axis with thinned, formatted
 * ticks runs along the bottom. Hovering shows a guide line and the series' value for the period.
 */
export default function HorizonChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<HorizonChartProps>) {
  const palette = xyPalette(colorMode);
  const { series, times, seriesHeight } = chartProps;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ row: number; index: number; x: number; y: number } | null>(null);
  const plotHeight = Math.max(0, height - AXIS_HEIGHT);
  const contentHeight = series.length * (seriesHeight + GAP);
  const scrollbar = contentHeight > plotHeight ? 12 : 0;
  const plotWidth = Math.max(0, width - scrollbar);
  const format = getNumberFormatter(chartProps.contribution ? '.1%' : 'SMART_NUMBER');
  const formatTime = getTimeFormatter('smart_date');

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (canvas && ctx) {
      const ratio = globalThis.devicePixelRatio || 1;
      canvas.width = Math.round(plotWidth * ratio);
      canvas.height = Math.round(contentHeight * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawHorizon(ctx, series, times.length, plotWidth, seriesHeight, GAP);
    }
    onRendered?.();
  }, [series, times, plotWidth, contentHeight, seriesHeight, onRendered, colorMode]);

  const ticks = useMemo(() => {
    if (times.length === 0 || plotWidth <= 0) return [];
    const step = plotWidth / times.length;
    const scale = scaleUtc([times[0]!, times[times.length - 1]!], [step / 2, plotWidth - step / 2]);
    let count = Math.max(2, Math.floor(plotWidth / 90));
    for (;;) {
      const values = scale.ticks(count);
      const tickFormat = scale.tickFormat(count);
      const labelled = values.map((value) => ({ x: scale(value), label: tickFormat(value) }));
      const fits = labelled.every((tick, i) => i === 0 || tick.x - labelled[i - 1]!.x > (measureTextWidth(tick.label, FONT_SIZE) + measureTextWidth(labelled[i - 1]!.label, FONT_SIZE)) / 2 + 8);
      if (fits || count <= 2) return labelled.filter((tick) => tick.x - measureTextWidth(tick.label, FONT_SIZE) / 2 >= 0 && tick.x + measureTextWidth(tick.label, FONT_SIZE) / 2 <= plotWidth);
      count = Math.floor(count / 2);
    }
  }, [times, plotWidth]);

  const handleMove = (event: MouseEvent) => {
    const scroller = scrollRef.current;
    const bounds = scroller?.getBoundingClientRect();
    const x = event.clientX - (bounds?.left ?? 0);
    const y = event.clientY - (bounds?.top ?? 0);
    const row = Math.floor((y + (scroller?.scrollTop ?? 0)) / (seriesHeight + GAP));
    const index = Math.floor((x / Math.max(1, plotWidth)) * times.length);
    setHover(row >= 0 && row < series.length && index >= 0 && index < times.length && x <= plotWidth ? { row, index, x, y } : null);
  };

  if (series.length === 0 || times.length === 0) {
    return (
      <div data-part="horizon-chart" style={{ width, height, display: 'flex', alignItems: 'center', justifyContent: 'center', fontFamily: CHART_FONT_FAMILY, color: palette.mutedText, fontSize: 14 }}>
        <span data-part="empty">No data</span>
      </div>
    );
  }
  const hovered = hover ? series[hover.row] : undefined;
  const step = plotWidth / times.length;
  const labelSize = Math.min(FONT_SIZE, Math.max(8, seriesHeight - 4));
  return (
    <div data-part="horizon-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }} onMouseLeave={() => setHover(null)}>
      <div ref={scrollRef} data-part="rows" style={{ position: 'absolute', left: 0, top: 0, width, height: plotHeight, overflowY: 'auto', overflowX: 'hidden' }} onMouseMove={handleMove}>
        <div style={{ position: 'relative', width: plotWidth, height: contentHeight }}>
          <canvas ref={canvasRef} data-part="horizon-canvas" style={{ position: 'absolute', left: 0, top: 0, width: plotWidth, height: contentHeight }} />
          {seriesHeight >= 8
            ? series.map((s, row) => (
                <div
                  key={s.key}
                  data-part="series-label"
                  title={s.name}
                  style={{
                    position: 'absolute',
                    left: 4,
                    top: row * (seriesHeight + GAP) + Math.max(0, (seriesHeight - labelSize - 4) / 2),
                    maxWidth: Math.max(0, plotWidth * 0.4),
                    padding: '0 4px',
                    fontSize: labelSize,
                    lineHeight: `${labelSize + 4}px`,
                    background: colorMode === 'dark' ? 'rgba(20, 28, 36, 0.7)' : 'rgba(255, 255, 255, 0.7)',
                    borderRadius: 2,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    pointerEvents: 'none',
                  }}
                >
                  {s.name}
                </div>
              ))
            : null}
          {hover ? (
            <div data-part="hover-line" style={{ position: 'absolute', left: (hover.index + 0.5) * step, top: 0, width: 1, height: contentHeight, background: palette.text, opacity: 0.6, pointerEvents: 'none' }} />
          ) : null}
        </div>
      </div>
      <svg data-part="time-axis" width={width} height={AXIS_HEIGHT} style={{ position: 'absolute', left: 0, top: plotHeight, display: 'block' }} fontSize={FONT_SIZE} fill={palette.text}>
        <line x1={0} x2={plotWidth} y1={0.5} y2={0.5} stroke={palette.axis} />
        {ticks.map((tick) => (
          <g key={tick.x}>
            <line x1={tick.x} x2={tick.x} y1={0} y2={4} stroke={palette.axis} />
            <text x={tick.x} y={6} dy="0.71em" textAnchor="middle">
              {tick.label}
            </text>
          </g>
        ))}
      </svg>
      {hovered && hover ? (
        <ChartTooltip
          x={hover.x}
          y={hover.y}
          width={width}
          height={height}
          surface={palette}
          title={formatTime(times[hover.index]!)}
          rows={[
            {
              color: hovered.values[hover.index]! < 0 ? '#4575b4' : '#f46d43',
              name: hovered.name,
              value: Number.isFinite(hovered.raw[hover.index]!) ? format(hovered.raw[hover.index]!) : 'N/A',
              ...(chartProps.colorScale === 'change' && Number.isFinite(hovered.values[hover.index]!) ? { extra: `(${hovered.values[hover.index]! >= 0 ? '+' : ''}${format(hovered.values[hover.index]!)})` } : {}),
            },
          ]}
        />
      ) : null}
    </div>
  );
}
