import { CHART_FONT_FAMILY, getNumberFormatter, legendLayout, measureTextWidth, truncateText, type ChartRenderProps } from '@core/plugin-api/index.js';
import { scaleLinear } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { AXIS_FONT_SIZE, LABEL_BAND, TITLE_FONT_SIZE, bulletRows, placeRowLabels } from './bullet-layout.js';
import { bulletPalette } from './chart-palette.js';
import { ChartLegend, ChartTooltip, type TooltipLine } from '../viz-kit-react/index.js';
import { bulletCrossFilter, bulletFilters, selectedBulletKeys } from './cross-filter.js';
import { readableTextColor } from './readable-text-color.js';
import type { Bullet, BulletChartProps, BulletMark } from './transform-props.js';

const PADDING = 8;
const AXIS_HEIGHT = 20;
/** The legend entry of the measure bars. */
const MEASURE = 'measure';

/** What the pointer is over: a bullet's bar, or a range, marker or line (by legend key). */
type Target = { kind: 'bullet'; bullet: Bullet } | { kind: 'mark'; key: string; title: string; mark: BulletMark };

interface Hover {
  target: Target;
  x: number;
  y: number;
}

const markName = (prefix: string, mark: BulletMark, index: number) => mark.label || `${prefix} ${index + 1}`;

/**
 * `bullet`: one bullet per group on a shared scale: shaded ranges behind (widest lightest), the
 * measure as a bar, triangles at the markers and lines across at the marker lines, the group's name
 * on the left and an axis under the last bullet. With `show_labels` the values and the names of
 * ranges, markers and lines are written on the chart (none overlapping); the legend's entries hide
 * and show each. Clicking a bar cross-filters on its group; right-click opens the context menu.
 */
export default function BulletChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<BulletChartProps>) {
  const palette = bulletPalette(colorMode);
  const { bullets, groupby, ranges, markers, markerLines } = chartProps;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [hover, setHover] = useState<Hover | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const selected = useMemo(() => selectedBulletKeys(filterState, bullets), [filterState, bullets]);
  const interactive = Boolean(setDataMask) && groupby.length > 0;
  const format = getNumberFormatter(chartProps.numberFormat);

  const legendItems = [
    { key: MEASURE, label: chartProps.metricLabel, color: bullets[0]?.color ?? palette.marker },
    ...ranges.map((mark, i) => ({ key: `range:${i}`, label: markName('Range', mark, i), color: palette.ranges[i % palette.ranges.length]! })),
    ...markers.map((mark, i) => ({ key: `marker:${i}`, label: markName('Marker', mark, i), color: palette.marker })),
    ...markerLines.map((mark, i) => ({ key: `line:${i}`, label: markName('Marker line', mark, i), color: palette.marker })),
  ];
  const layout = legendLayout('top', width, height, chartProps.showLegend && bullets.length > 0 && height >= 120 ? legendItems.map((item) => item.label) : []);
  const plot = layout.plot;

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode, hidden]);

  const labelBand = chartProps.showLabels && (ranges.some((r) => r.label) || markers.length > 0 || markerLines.length > 0) ? LABEL_BAND : 0;
  const top = plot.top + PADDING + labelBand;
  const bottom = plot.top + plot.height - AXIS_HEIGHT;
  const rows = bulletRows(bullets.length, Math.max(0, bottom - top));
  const subtitles = rows.subtitles && groupby.length > 0;
  const titleWidth = Math.min(
    Math.max(0, ...bullets.map((b) => measureTextWidth(b.key, TITLE_FONT_SIZE, 600)), subtitles ? measureTextWidth(chartProps.metricLabel, AXIS_FONT_SIZE) : 0) + 12,
    plot.width * 0.3,
  );
  const valueRoom = chartProps.showLabels ? Math.max(0, ...bullets.map((b) => measureTextWidth(b.formattedValue, AXIS_FONT_SIZE))) + 8 : 0;
  const x0 = plot.left + PADDING + titleWidth;
  const x1 = Math.max(x0 + 1, plot.left + plot.width - PADDING - Math.min(valueRoom, plot.width * 0.15) - 6);
  const scale = scaleLinear().domain(chartProps.domain).range([x0, x1]);
  const zero = scale(Math.max(chartProps.domain[0], Math.min(chartProps.domain[1], 0)));

  // Ticks as many as fit without their labels touching.
  let ticks = scale.ticks(Math.max(2, Math.floor((x1 - x0) / 70)));
  while (ticks.length > 2) {
    const labels = ticks.map((t) => ({ x: scale(t), w: measureTextWidth(format(t), AXIS_FONT_SIZE) }));
    if (labels.every((l, i) => i === 0 || l.x - l.w / 2 > labels[i - 1]!.x + labels[i - 1]!.w / 2 + 6)) break;
    ticks = scale.ticks(Math.max(1, Math.floor(ticks.length / 2)));
  }

  const local = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const hoverOn = (target: Target) => ({
    onMouseMove: (event: MouseEvent) => setHover({ target, ...local(event) }),
    onMouseLeave: () => setHover(null),
  });
  const handleClick = (event: MouseEvent, bullet: Bullet) => {
    if (!interactive || !setDataMask) return;
    const next = new Set(selected);
    if (next.has(bullet.key)) next.delete(bullet.key);
    else if (event.ctrlKey || event.metaKey || event.shiftKey) next.add(bullet.key);
    else {
      next.clear();
      next.add(bullet.key);
    }
    setDataMask(bulletCrossFilter(groupby, bullets.filter((b) => next.has(b.key))));
  };
  const handleContextMenu = (event: MouseEvent, bullet: Bullet | null) => {
    if (!onContextMenu) return;
    event.preventDefault();
    event.stopPropagation();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: bullet ? bulletFilters(groupby, bullet) : [] });
  };
  const toggle = (key: string) => {
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  const opacityOf = (bullet: Bullet) => (selected.size > 0 && !selected.has(bullet.key) ? 0.3 : 1);

  const bandLabels = labelBand
    ? placeRowLabels(
        [
          ...markerLines.flatMap((mark, i) => (hidden.has(`line:${i}`) || !mark.label ? [] : [{ key: `line:${i}`, text: mark.label, x: scale(mark.value) }])),
          ...markers.flatMap((mark, i) => (hidden.has(`marker:${i}`) || !mark.label ? [] : [{ key: `marker:${i}`, text: mark.label, x: scale(mark.value) }])),
          ...ranges.flatMap((mark, i) => {
            if (hidden.has(`range:${i}`) || !mark.label) return [];
            const inner = ranges.slice(i + 1).find((_, j) => !hidden.has(`range:${i + 1 + j}`));
            return [{ key: `range:${i}`, text: mark.label, x: (scale(mark.value) + (inner ? scale(inner.value) : zero)) / 2 }];
          }),
        ],
        x0,
        x1,
      )
    : [];

  // Where marker lines and markers stand, so a value label can keep clear of them.
  const markXs = [
    ...markerLines.flatMap((mark, i) => (hidden.has(`line:${i}`) ? [] : [scale(mark.value)])),
    ...markers.flatMap((mark, i) => (hidden.has(`marker:${i}`) ? [] : [scale(mark.value)])),
  ];
  /** A bar's value: after its end, or inside it when a line or marker stands there and the bar has room. */
  const valueLabel = (bullet: Bullet, start: number, end: number, y: number, size: number) => {
    const textWidth = measureTextWidth(bullet.formattedValue, AXIS_FONT_SIZE);
    const blocked = markXs.some((x) => x > end - 2 && x < end + textWidth + 10);
    const inside = blocked && end - start > textWidth + 8 && size >= AXIS_FONT_SIZE;
    return (
      <text
        data-part="value-label"
        x={inside ? end - 4 : end + 4}
        y={y}
        dy="0.35em"
        textAnchor={inside ? 'end' : 'start'}
        fontSize={AXIS_FONT_SIZE}
        fontWeight={inside ? 600 : 400}
        fill={inside ? readableTextColor(bullet.color) : palette.text}
        pointerEvents="none"
      >
        {bullet.formattedValue}
      </text>
    );
  };

  let tooltip = null;
  if (hover) {
    const { target } = hover;
    const lines: TooltipLine[] =
      target.kind === 'bullet'
        ? [
            { text: target.bullet.key, color: target.bullet.color, bold: true },
            ...(groupby.length > 0 ? [{ text: `${chartProps.metricLabel}: ${target.bullet.formattedValue}` }] : [{ text: target.bullet.formattedValue }]),
          ]
        : [{ text: target.title, bold: true }, { text: target.mark.formattedValue }];
    tooltip = <ChartTooltip lines={lines} x={hover.x} y={hover.y} width={width} height={height} surface={palette} />;
  }

  return (
    <div
      ref={containerRef}
      data-part="bullet-chart"
      onContextMenu={(event) => handleContextMenu(event, null)}
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}
    >
      <svg width={width} height={height} role="img" aria-label={`Bullet chart of ${chartProps.metricLabel}`} style={{ display: 'block' }}>
        {bullets.map((bullet, index) => {
          const rowTop = top + index * rows.rowHeight;
          const y = rowTop + (rows.rowHeight - rows.bulletHeight) / 2;
          const h = rows.bulletHeight;
          const measureHeight = Math.max(2, h * 0.4);
          const xValue = scale(bullet.value);
          return (
            <g key={bullet.key} data-part="bullet" data-key={bullet.key} opacity={opacityOf(bullet)}>
              <text x={x0 - 8} y={y + h / 2 - (subtitles ? 6 : 0)} dy="0.35em" textAnchor="end" fontSize={TITLE_FONT_SIZE} fontWeight={600} fill={palette.text}>
                {truncateText(bullet.key, titleWidth - 8, TITLE_FONT_SIZE, { fontWeight: 600, minChars: 0 })}
              </text>
              {subtitles ? (
                <text x={x0 - 8} y={y + h / 2 + 8} dy="0.35em" textAnchor="end" fontSize={AXIS_FONT_SIZE} fill={palette.mutedText}>
                  {truncateText(chartProps.metricLabel, titleWidth - 8, AXIS_FONT_SIZE, { minChars: 0 })}
                </text>
              ) : null}
              {ranges.map((mark, i) =>
                hidden.has(`range:${i}`) ? null : (
                  <rect
                    key={`range:${i}`}
                    data-part="range"
                    x={Math.min(zero, scale(mark.value))}
                    y={y}
                    width={Math.abs(scale(mark.value) - zero)}
                    height={h}
                    fill={palette.ranges[i % palette.ranges.length]}
                    {...hoverOn({ kind: 'mark', key: `range:${i}`, title: markName('Range', mark, i), mark })}
                  />
                ),
              )}
              {hidden.has(MEASURE) ? null : (
                <rect
                  data-part="measure"
                  data-key={bullet.key}
                  x={Math.min(zero, xValue)}
                  y={y + (h - measureHeight) / 2}
                  width={Math.max(1, Math.abs(xValue - zero))}
                  height={measureHeight}
                  fill={bullet.color}
                  style={{ cursor: interactive ? 'pointer' : 'default' }}
                  onClick={(event) => handleClick(event, bullet)}
                  onContextMenu={(event) => handleContextMenu(event, bullet)}
                  {...hoverOn({ kind: 'bullet', bullet })}
                />
              )}
              {markerLines.map((mark, i) =>
                hidden.has(`line:${i}`) ? null : (
                  <rect
                    key={`line:${i}`}
                    data-part="marker-line"
                    x={scale(mark.value) - 1}
                    y={y + h * 0.12}
                    width={2}
                    height={h * 0.76}
                    fill={palette.marker}
                    {...hoverOn({ kind: 'mark', key: `line:${i}`, title: markName('Marker line', mark, i), mark })}
                  />
                ),
              )}
              {markers.map((mark, i) => {
                if (hidden.has(`marker:${i}`)) return null;
                const size = Math.max(4, measureHeight * 0.9);
                const mx = scale(mark.value);
                const my = y + h / 2 + measureHeight / 2;
                return (
                  <path
                    key={`marker:${i}`}
                    data-part="marker"
                    d={`M${mx},${my - size * 0.2}L${mx + size * 0.6},${my + size * 0.8}L${mx - size * 0.6},${my + size * 0.8}Z`}
                    fill={palette.marker}
                    {...hoverOn({ kind: 'mark', key: `marker:${i}`, title: markName('Marker', mark, i), mark })}
                  />
                );
              })}
              {chartProps.showLabels && !hidden.has(MEASURE) ? valueLabel(bullet, Math.min(xValue, zero), Math.max(xValue, zero), y + h / 2, measureHeight) : null}
            </g>
          );
        })}
        {bandLabels.map((label) => (
          <text key={label.key} data-part="mark-label" x={label.x} y={top - LABEL_BAND / 2} dy="0.35em" textAnchor="middle" fontSize={AXIS_FONT_SIZE} fill={palette.mutedText}>
            {label.text}
          </text>
        ))}
        {bullets.length > 0 ? (
          <g data-part="axis" transform={`translate(0,${top + bullets.length * rows.rowHeight - (rows.rowHeight - rows.bulletHeight) / 2 + 2})`}>
            {ticks.map((tick) => (
              <g key={tick} transform={`translate(${scale(tick)},0)`}>
                <line y2={4} stroke={palette.axis} />
                <text y={8} dy="0.71em" textAnchor="middle" fontSize={AXIS_FONT_SIZE} fill={palette.mutedText}>
                  {format(tick)}
                </text>
              </g>
            ))}
          </g>
        ) : (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            No data
          </text>
        )}
      </svg>
      {layout.legend ? (
        <ChartLegend
          box={layout.legend}
          orientation="top"
          items={legendItems.map((item) => ({ key: item.key, label: item.label, color: item.color, hidden: hidden.has(item.key) }))}
          palette={palette}
          onToggle={toggle}
        />
      ) : null}
      {tooltip}
    </div>
  );
}
