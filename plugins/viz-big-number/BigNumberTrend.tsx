import { CHART_FONT_FAMILY, getCurrencyFormatter, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { bigNumberPalette } from './chart-palette.js';
import { getInstantFormatter } from './format-instant.js';
import { HEADER_FONT_WEIGHT, HEADER_LINE_HEIGHT, SUBHEADER_LINE_HEIGHT, boxPadding, fitTextBlock } from './text-layout.js';
import type { BigNumberTrendProps } from './transform-props.js';
import { selectedTrendTime, trendCrossFilterMask, trendPointFilters } from './trend-filters.js';
import type { DefinedPoint } from './trend-geometry.js';
import { TrendChart } from './TrendChart.js';

/** Share of the box the number and its change line may take above a trend. */
const TEXT_SHARE_WITH_TREND = 0.55;
const ARROWS = { up: '▲', down: '▼', flat: '■' } as const;
/** Between the change and the period: an em space. */
const SEPARATOR = '\u2003';

/**
 * `big_number` (with trendline): the latest value at the top, then its change against the
 * compared period (green up, red down) and the period it is for, then the series as an area
 * trend filling the bottom of the box, with a hover tooltip. Without a trend the number is
 * centred. A click on the trend cross-filters the charts in scope to the nearest period (at the
 * chart's time grain), a click on the selected period clears it, and the selected period is
 * marked; with no `setDataMask` the trend is not clickable. Right-click opens the chart's context
 * menu: on the trend for the nearest period's rows, elsewhere for every row.
 */
export default function BigNumberTrend({
  width,
  height,
  chartProps,
  colorMode,
  onRendered,
  setDataMask,
  filterState,
  onContextMenu,
}: ChartRenderProps<BigNumberTrendProps>) {
  const palette = bigNumberPalette(colorMode);
  const padding = boxPadding(width, height);
  const innerWidth = Math.max(0, width - 2 * padding);
  const available = Math.max(0, height - 2 * padding);
  const hasData = chartProps.value !== null;
  const definedCount = useMemo(() => chartProps.trend.filter((p) => p.y !== null).length, [chartProps.trend]);
  const showTrend = hasData && chartProps.showTrendLine && definedCount >= 2;

  const arrow = chartProps.changeDirection ? ARROWS[chartProps.changeDirection] : '';
  const changeText = chartProps.formattedChange ? `${arrow} ${chartProps.formattedChange}` : '';
  const subheader = hasData
    ? [
        { text: changeText, fontWeight: 600 },
        { text: changeText && chartProps.formattedTimestamp ? SEPARATOR : '', fontWeight: 400 },
        { text: chartProps.formattedTimestamp, fontWeight: 400 },
      ]
    : [];
  const header = hasData ? chartProps.formattedValue : 'No data';
  const layout = fitTextBlock({
    header,
    subheader,
    headerFontSize: hasData ? chartProps.headerFontSize : chartProps.headerFontSize / 3,
    subheaderFontSize: chartProps.subheaderFontSize,
    chartHeight: height,
    maxWidth: innerWidth,
    maxHeight: showTrend ? available * TEXT_SHARE_WITH_TREND : available,
  });
  const gap = showTrend ? padding / 2 : 0;
  const trendHeight = showTrend ? Math.max(0, height - padding - layout.height - gap) : 0;

  const formatValue = useMemo(() => getCurrencyFormatter(chartProps.currencyFormat, chartProps.numberFormat), [chartProps.currencyFormat, chartProps.numberFormat]);
  const formatTime = useMemo(() => getInstantFormatter(chartProps.timeFormat), [chartProps.timeFormat]);

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode]);

  const handleContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (!onContextMenu || !hasData) return;
    event.preventDefault();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: [] });
  };
  const handlePointContextMenu = (point: DefinedPoint, event: MouseEvent<HTMLDivElement>) => {
    if (!onContextMenu) return;
    event.preventDefault();
    event.stopPropagation();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: trendPointFilters(chartProps, point.x) });
  };
  const selectedX = selectedTrendTime(filterState);
  const handlePointClick =
    setDataMask && chartProps.xAxisColumn !== null
      ? (point: DefinedPoint) => {
          const mask = trendCrossFilterMask(chartProps, point.x, formatTime(point.x), selectedX);
          if (mask) setDataMask(mask);
        }
      : undefined;

  const changeColor =
    chartProps.changeDirection === 'up' ? palette.up : chartProps.changeDirection === 'down' ? palette.down : palette.flat;
  const line = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' } as const;

  return (
    <div
      data-part="big-number-trend"
      onContextMenu={handleContextMenu}
      style={{
        position: 'relative',
        width,
        height,
        boxSizing: 'border-box',
        padding: `${padding}px ${padding}px ${showTrend ? 0 : padding}px`,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: showTrend ? 'flex-start' : 'center',
        fontFamily: CHART_FONT_FAMILY,
        color: palette.text,
      }}
    >
      <div
        data-part="header"
        title={header}
        style={{
          ...line,
          fontSize: layout.headerSize,
          lineHeight: HEADER_LINE_HEIGHT,
          fontWeight: hasData ? HEADER_FONT_WEIGHT : 400,
          color: hasData ? palette.text : palette.mutedText,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {header}
      </div>
      {hasData && (changeText || chartProps.formattedTimestamp) ? (
        <div data-part="subheader" style={{ ...line, fontSize: layout.subheaderSize, lineHeight: SUBHEADER_LINE_HEIGHT, color: palette.mutedText }}>
          {changeText ? (
            <span data-part="change" data-direction={chartProps.changeDirection ?? undefined} style={{ color: changeColor, fontWeight: 600 }}>
              <span aria-hidden="true">{arrow} </span>
              {chartProps.formattedChange}
            </span>
          ) : null}
          {changeText && chartProps.formattedTimestamp ? <span aria-hidden="true">{SEPARATOR}</span> : null}
          {chartProps.formattedTimestamp ? <span data-part="timestamp">{chartProps.formattedTimestamp}</span> : null}
        </div>
      ) : null}
      {showTrend && trendHeight > 0 ? (
        <div style={{ position: 'absolute', left: 0, bottom: 0 }}>
          <TrendChart
            width={width}
            height={trendHeight}
            points={chartProps.trend}
            startAtZero={chartProps.startYAxisAtZero}
            palette={palette}
            metricLabel={chartProps.metricLabel}
            formatValue={formatValue}
            formatTime={formatTime}
            overflowTop={height - trendHeight}
            selectedX={selectedX}
            onPointClick={handlePointClick}
            onPointContextMenu={onContextMenu ? handlePointContextMenu : undefined}
          />
        </div>
      ) : null}
    </div>
  );
}
