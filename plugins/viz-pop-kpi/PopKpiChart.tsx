import { CHART_FONT_FAMILY, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { popKpiPalette, type PopKpiPalette } from './chart-palette.js';
import { ChartTooltip } from '../viz-kit-react/index.js';
import { ARROW_SHARE, HEADER_FONT_WEIGHT, boxPadding, kpiLayout } from './kpi-layout.js';
import type { PopKpiChartProps } from './transform-props.js';

interface Chip {
  key: 'previous' | 'difference' | 'percent';
  symbol: string;
  text: string;
  tooltip: string;
  colored: boolean;
}

interface Hover {
  chip: Chip;
  x: number;
  y: number;
}

/** The colour of a change: good or bad by the scheme, neutral when not coloured or flat. */
function changeColors(props: PopKpiChartProps, palette: PopKpiPalette): { text: string; chip: string } {
  const direction = props.comparison?.direction ?? 'flat';
  if (!props.colorChange || direction === 'flat') return { text: palette.chipText, chip: palette.chip };
  const good = (direction === 'up') === (props.colorScheme !== 'Red');
  return good ? { text: palette.good, chip: palette.goodChip } : { text: palette.bad, chip: palette.badChip };
}

/**
 * `pop_kpi`: the metric written large with an arrow for the direction of its change, and under it
 * three chips, the previous period's value (#), the difference (△) and the percentage change (%),
 * coloured green or red when asked; hovering a chip says what it holds. The chips stack when a
 * row does not fit; without a time shift only the number shows. Right-click opens the context menu
 * (drill to detail of every row).
 */
export default function PopKpiChart({ width, height, chartProps, colorMode, onRendered, onContextMenu }: ChartRenderProps<PopKpiChartProps>) {
  const palette = popKpiPalette(colorMode);
  const [hover, setHover] = useState<Hover | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const { comparison } = chartProps;
  const hasData = chartProps.value !== null;
  const colors = changeColors(chartProps, palette);
  const arrow = hasData && comparison && comparison.direction !== 'flat' ? (comparison.direction === 'up' ? '↑' : '↓') : '';

  const chips: Chip[] = comparison
    ? [
        { key: 'previous', symbol: '#', text: comparison.formattedPreviousValue, tooltip: `Data for ${comparison.period}`, colored: false },
        { key: 'difference', symbol: '△', text: comparison.formattedDifference, tooltip: 'Value difference between the time periods', colored: true },
        { key: 'percent', symbol: '%', text: comparison.formattedPercentChange, tooltip: 'Percentage difference between the time periods', colored: true },
      ]
    : [];
  const note = hasData && !comparison ? 'No comparison period chosen' : '';
  const header = hasData ? chartProps.formattedValue : 'No data';
  const layout = kpiLayout({
    header,
    arrow: Boolean(arrow),
    chips: hasData ? chips.map((chip) => chip.text) : [],
    note,
    metricName: chartProps.showMetricName && hasData ? chartProps.metricName : '',
    headerFontSize: hasData ? chartProps.headerFontSize : chartProps.headerFontSize / 2,
    subheaderFontSize: chartProps.subheaderFontSize,
    width,
    height,
  });

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode]);

  const handleContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (!onContextMenu || !hasData) return;
    event.preventDefault();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: [] });
  };
  const local = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const size = layout.chipSize;
  return (
    <div
      ref={containerRef}
      data-part="pop-kpi"
      onContextMenu={handleContextMenu}
      style={{
        position: 'relative',
        width,
        height,
        boxSizing: 'border-box',
        padding: boxPadding(width, height),
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        fontFamily: CHART_FONT_FAMILY,
        color: palette.text,
      }}
    >
      {layout.nameSize > 0 ? (
        <div data-part="metric-name" style={{ fontSize: layout.nameSize, lineHeight: 1.5, color: palette.mutedText, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}>
          {chartProps.metricName}
        </div>
      ) : null}
      <div style={{ display: 'flex', alignItems: 'center', maxWidth: '100%', lineHeight: 1.15 }}>
        <span
          data-part="value"
          title={header}
          style={{
            fontSize: layout.headerSize,
            fontWeight: hasData ? HEADER_FONT_WEIGHT : 400,
            color: hasData ? palette.text : palette.mutedText,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {header}
        </span>
        {arrow ? (
          <span data-part="arrow" aria-label={comparison?.direction === 'up' ? 'Up' : 'Down'} style={{ fontSize: layout.headerSize * ARROW_SHARE, fontWeight: 700, marginLeft: layout.headerSize * 0.12, color: chartProps.colorChange ? colors.text : palette.mutedText }}>
            {arrow}
          </span>
        ) : null}
      </div>
      {hasData && chips.length > 0 ? (
        <div
          data-part="comparison"
          style={{
            display: 'flex',
            flexDirection: layout.stacked ? 'column' : 'row',
            alignItems: layout.stacked ? 'flex-start' : 'center',
            justifyContent: 'center',
            gap: layout.stacked ? size * 0.35 : size * 1.2,
            marginTop: size * 0.45,
            maxWidth: '100%',
          }}
        >
          {chips.map((chip) => (
            <div
              key={chip.key}
              data-part="chip"
              data-key={chip.key}
              onMouseMove={(event) => setHover({ chip, ...local(event) })}
              onMouseLeave={() => setHover(null)}
              style={{ display: 'flex', alignItems: 'center', gap: size * 0.4, fontSize: size, lineHeight: 1.3, whiteSpace: 'nowrap', cursor: 'default' }}
            >
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  minWidth: size * 1.7,
                  padding: `${size * 0.12}px ${size * 0.3}px`,
                  boxSizing: 'border-box',
                  borderRadius: size * 0.4,
                  background: chip.colored ? colors.chip : palette.chip,
                  color: chip.colored ? colors.text : palette.chipText,
                  fontWeight: 700,
                }}
              >
                {chip.symbol}
              </span>
              <span data-part="chip-value" style={{ color: chip.colored && chartProps.colorChange ? colors.text : palette.text, fontVariantNumeric: 'tabular-nums' }}>
                {chip.text}
              </span>
            </div>
          ))}
        </div>
      ) : null}
      {note ? (
        <div data-part="note" style={{ marginTop: size * 0.4, fontSize: size * 0.8, color: palette.mutedText, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}>
          {note}
        </div>
      ) : null}
      {hover ? (
        <ChartTooltip lines={[{ text: hover.chip.tooltip, bold: true }, { text: hover.chip.text }]} x={hover.x} y={hover.y} width={width} height={height} surface={palette} />
      ) : null}
    </div>
  );
}
