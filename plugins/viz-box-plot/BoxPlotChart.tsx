import {
  AXIS_TICK_FONT_SIZE as TICK_FONT_SIZE,
  AXIS_TITLE_FONT_SIZE as TITLE_FONT_SIZE,
  CHART_FONT_FAMILY,
  getNumberFormatter,
  truncateText,
  xyPalette,
  type ChartRenderProps,
} from '@core/plugin-api/index.js';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { boxPlotLayout } from './box-plot-layout.js';
import { ChartTooltip } from '../viz-kit-react/index.js';
import { boxFilters, boxPlotCrossFilter, selectedGroups } from './cross-filter.js';
import { CANVAS_THRESHOLD, drawOutliers, OUTLIER_RADIUS, type OutlierMark } from './draw-outliers.js';
import type { Box, BoxPlotChartProps } from './transform-props.js';

/**
 * `box_plot`: per box, a whisker from its lower to its upper end with caps, the box from the first
 * to the third quartile, the median as a bold line and the mean as a dot, and the outliers beyond
 * the whiskers (on a canvas past {@link CANVAS_THRESHOLD} of them). Names along the x-axis are laid
 * out as `x_ticks_layout` asks, never overlapping; the value axis has thinned ticks and gridlines.
 * The tooltip lists the box's statistics. Clicking a box cross-filters on its group (again clears;
 * Ctrl/⌘/Shift-click adds); right-click opens the context menu with its filters.
 */
export default function BoxPlotChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<BoxPlotChartProps>) {
  const palette = xyPalette(colorMode);
  const { boxes, groupby } = chartProps;
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<{ index: number; x: number; y: number } | null>(null);
  const format = getNumberFormatter(chartProps.numberFormat);
  const selected = useMemo(() => selectedGroups(filterState, boxes), [filterState, boxes]);
  const interactive = Boolean(setDataMask) && groupby.length > 0;

  const layout = useMemo(
    () =>
      boxPlotLayout(
        width,
        height,
        boxes.map((box) => box.key),
        chartProps.extent,
        chartProps.numberFormat,
        chartProps.xTicksLayout,
        { x: chartProps.xAxisTitle !== '', y: chartProps.yAxisTitle !== '' },
      ),
    [width, height, boxes, chartProps.extent, chartProps.numberFormat, chartProps.xTicksLayout, chartProps.xAxisTitle, chartProps.yAxisTitle],
  );
  const { plot, bandWidth, y } = layout;
  const boxWidth = Math.max(2, Math.min(bandWidth * 0.6, 64));
  const opacityOf = (box: Box) => (selected.size > 0 && !selected.has(box.group) ? 0.3 : 1);
  const centre = (index: number) => plot.left + (index + 0.5) * bandWidth;

  const outliers = useMemo(
    () =>
      boxes.flatMap((box, index) => {
        const x = plot.left + (index + 0.5) * bandWidth;
        const opacity = selected.size > 0 && !selected.has(box.group) ? 0.25 : 0.75;
        return box.stats.outliers.map((value): OutlierMark => ({ x, y: plot.top + y(value), color: box.color, opacity }));
      }),
    [boxes, plot.left, plot.top, bandWidth, y, selected],
  );
  const onCanvas = outliers.length > CANVAS_THRESHOLD;

  useEffect(() => {
    if (onCanvas && canvasRef.current) drawOutliers(canvasRef.current, width, height, outliers);
    onRendered?.();
  }, [onCanvas, outliers, width, height, onRendered, chartProps, colorMode]);

  const indexAt = (event: MouseEvent) => {
    const bounds = containerRef.current?.getBoundingClientRect();
    const x = event.clientX - (bounds?.left ?? 0);
    const yPos = event.clientY - (bounds?.top ?? 0);
    const index = Math.floor((x - plot.left) / bandWidth);
    return { index: index >= 0 && index < boxes.length && yPos >= plot.top && yPos <= plot.top + plot.height ? index : -1, x, y: yPos };
  };

  const handleClick = (event: MouseEvent) => {
    const { index } = indexAt(event);
    if (!interactive || !setDataMask || index < 0) return;
    const box = boxes[index]!;
    const next = new Set(selected);
    if (next.has(box.group)) next.delete(box.group);
    else if (event.ctrlKey || event.metaKey || event.shiftKey) next.add(box.group);
    else {
      next.clear();
      next.add(box.group);
    }
    setDataMask(boxPlotCrossFilter(groupby, boxes.filter((b) => next.has(b.group))));
  };

  const handleContextMenu = (event: MouseEvent) => {
    if (!onContextMenu) return;
    event.preventDefault();
    const { index } = indexAt(event);
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: index >= 0 ? boxFilters(groupby, boxes[index]!) : [] });
  };

  const hovered = hover ? boxes[hover.index] : undefined;
  const angle = layout.xLabels.angle;
  return (
    <div ref={containerRef} data-part="box-plot-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Box plot of ${[...new Set(boxes.map((box) => box.metric))].join(', ')}`}
        style={{ position: 'absolute', left: 0, top: 0, display: 'block', cursor: interactive ? 'pointer' : 'default' }}
        onMouseMove={(event) => {
          const at = indexAt(event);
          setHover(at.index >= 0 ? at : null);
        }}
        onMouseLeave={() => setHover(null)}
        onClick={handleClick}
        onContextMenu={handleContextMenu}
      >
        {boxes.length > 0 ? (
          <>
            <g data-part="y-axis" fontSize={TICK_FONT_SIZE} fill={palette.text}>
              {layout.yTicks.map((tick) => (
                <g key={tick.label}>
                  <line x1={plot.left} x2={plot.left + plot.width} y1={plot.top + tick.position} y2={plot.top + tick.position} stroke={palette.grid} />
                  <text x={plot.left - 8} y={plot.top + tick.position} dy="0.35em" textAnchor="end">
                    {tick.label}
                  </text>
                </g>
              ))}
            </g>
            {hover ? <rect data-part="hover-band" x={plot.left + hover.index * bandWidth} y={plot.top} width={bandWidth} height={plot.height} fill={palette.hoverBand} pointerEvents="none" /> : null}
            {boxes.map((box, index) => {
              const x = centre(index);
              const { min, q1, median, q3, max, mean } = box.stats;
              const cap = boxWidth / 2;
              return (
                <g key={box.key} data-part="box" data-key={box.key} opacity={opacityOf(box)} stroke={box.color} strokeWidth={1.5}>
                  <line x1={x} x2={x} y1={plot.top + y(max)} y2={plot.top + y(q3)} />
                  <line x1={x} x2={x} y1={plot.top + y(q1)} y2={plot.top + y(min)} />
                  <line x1={x - cap / 2} x2={x + cap / 2} y1={plot.top + y(max)} y2={plot.top + y(max)} />
                  <line x1={x - cap / 2} x2={x + cap / 2} y1={plot.top + y(min)} y2={plot.top + y(min)} />
                  <rect
                    data-part="quartiles"
                    x={x - boxWidth / 2}
                    y={plot.top + y(q3)}
                    width={boxWidth}
                    height={Math.max(1, y(q1) - y(q3))}
                    fill={box.color}
                    fillOpacity={hovered === box ? 0.55 : 0.35}
                    rx={1.5}
                  />
                  <line data-part="median" x1={x - boxWidth / 2} x2={x + boxWidth / 2} y1={plot.top + y(median)} y2={plot.top + y(median)} strokeWidth={2.5} />
                  <circle data-part="mean" cx={x} cy={plot.top + y(mean)} r={2.5} fill={palette.background} strokeWidth={1.25} />
                </g>
              );
            })}
            {!onCanvas ? (
              <g data-part="outliers">
                {outliers.map((mark, i) => (
                  <circle key={i} data-part="outlier" cx={mark.x} cy={mark.y} r={OUTLIER_RADIUS} fill={mark.color} fillOpacity={mark.opacity} />
                ))}
              </g>
            ) : null}
            <g data-part="x-axis" fontSize={TICK_FONT_SIZE} fill={palette.text}>
              <line x1={plot.left} x2={plot.left + plot.width} y1={plot.top + plot.height + 0.5} y2={plot.top + plot.height + 0.5} stroke={palette.axis} />
              {layout.xLabels.labels.map(({ index, text, row }) => {
                const x = centre(index);
                const labelY = plot.top + plot.height + 6 + row * (TICK_FONT_SIZE + 4);
                return angle > 0 ? (
                  <text key={index} transform={`translate(${x},${labelY}) rotate(${-angle})`} dy={angle === 90 ? '0.35em' : '0.71em'} textAnchor="end">
                    {text}
                  </text>
                ) : (
                  <text key={index} x={x} y={labelY} dy="0.71em" textAnchor="middle">
                    {text}
                  </text>
                );
              })}
            </g>
            {chartProps.xAxisTitle ? (
              <text data-part="x-title" x={plot.left + plot.width / 2} y={plot.top + plot.height + layout.xLabels.height + TITLE_FONT_SIZE + 4} textAnchor="middle" fontSize={TITLE_FONT_SIZE} fontWeight={500} fill={palette.mutedText}>
                {truncateText(chartProps.xAxisTitle, plot.width, TITLE_FONT_SIZE)}
              </text>
            ) : null}
            {chartProps.yAxisTitle ? (
              <text data-part="y-title" transform={`translate(${TITLE_FONT_SIZE + 2},${plot.top + plot.height / 2}) rotate(-90)`} textAnchor="middle" fontSize={TITLE_FONT_SIZE} fontWeight={500} fill={palette.mutedText}>
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
      {onCanvas ? <canvas ref={canvasRef} data-part="outlier-canvas" style={{ position: 'absolute', left: 0, top: 0, width, height, pointerEvents: 'none' }} /> : null}
      {hovered && hover ? (
        <ChartTooltip
          x={hover.x}
          y={hover.y}
          width={width}
          height={height}
          surface={palette}
          title={hovered.key}
          rows={[
            { color: hovered.color, name: 'Max', value: format(hovered.stats.max) },
            { name: '3rd quartile', value: format(hovered.stats.q3) },
            { name: 'Mean', value: format(hovered.stats.mean) },
            { name: 'Median', value: format(hovered.stats.median) },
            { name: '1st quartile', value: format(hovered.stats.q1) },
            { name: 'Min', value: format(hovered.stats.min) },
            { name: 'Observations', value: format(hovered.stats.count) },
            ...(hovered.stats.outliers.length > 0 ? [{ name: 'Outliers', value: format(hovered.stats.outliers.length) }] : []),
          ]}
        />
      ) : null}
    </div>
  );
}
