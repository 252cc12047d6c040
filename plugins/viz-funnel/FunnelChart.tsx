import { CHART_FONT_FAMILY, legendLayout, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { funnelPalette } from './chart-palette.js';
import { ChartLegend, ChartTooltip, type TooltipLine } from '../viz-kit-react/index.js';
import { funnelCrossFilter, selectedStepKeys, stepFilters } from './cross-filter.js';
import { LABEL_FONT_SIZE, funnelLayout } from './funnel-layout.js';
import { readableTextColor } from './readable-text-color.js';
import { formatPercent, funnelLabel, labelParts, stepPercents } from './step-label.js';
import type { FunnelChartProps, FunnelStep } from './transform-props.js';

/** Below this size the legend is left out, so the funnel keeps the room. */
const MIN_PLOT = 80;

interface Hover {
  key: string;
  /** Pointer position in the chart's box; null when the hover comes from the legend. */
  x: number | null;
  y: number | null;
}

/**
 * `funnel`: one trapezoid per step, top to bottom in query order, as wide as its value; labels on
 * the steps or, when they do not fit, in a column beside the funnel; a legend whose entries hide
 * and show steps (percentages follow the visible steps); a tooltip with the step's name, value
 * and percentage. Clicking a step cross-filters on its dimension values (again clears it;
 * Ctrl/⌘/Shift-click adds to the selection); right-click opens the context menu with its filters.
 */
export default function FunnelChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<FunnelChartProps>) {
  const palette = funnelPalette(colorMode);
  const { steps, groupby } = chartProps;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [hover, setHover] = useState<Hover | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const visible = useMemo(() => steps.filter((step) => !hidden.has(step.key)), [steps, hidden]);
  const percents = useMemo(() => stepPercents(visible.map((step) => step.value), chartProps.percentCalculationType), [visible, chartProps.percentCalculationType]);
  const selected = useMemo(() => selectedStepKeys(filterState, steps), [filterState, steps]);
  const interactive = Boolean(setDataMask) && groupby.length > 0;

  const roomForLegend = width >= MIN_PLOT * 2 && height >= MIN_PLOT * 1.5;
  const layout = legendLayout(chartProps.legendOrientation, width, height, chartProps.showLegend && roomForLegend && steps.length > 1 ? steps.map((step) => step.key) : []);
  const labelOf = (step: FunnelStep, index: number) => funnelLabel(chartProps.labelType, step.key, step.formattedValue, formatPercent(percents[index] ?? 0));
  const geometry = funnelLayout(
    visible.map((step) => step.value),
    chartProps.showLabels ? visible.map(labelOf) : null,
    layout.plot,
  );

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode, hidden]);

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const handleClick = (event: MouseEvent, step: FunnelStep) => {
    if (!interactive || !setDataMask) return;
    const next = new Set(selected);
    if (next.has(step.key)) next.delete(step.key);
    else if (event.ctrlKey || event.metaKey || event.shiftKey) next.add(step.key);
    else {
      next.clear();
      next.add(step.key);
    }
    setDataMask(funnelCrossFilter(groupby, steps.filter((s) => next.has(s.key))));
  };

  const handleContextMenu = (event: MouseEvent, step: FunnelStep | null) => {
    if (!onContextMenu) return;
    event.preventDefault();
    event.stopPropagation();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: step ? stepFilters(groupby, step) : [] });
  };

  const toggle = (key: string) => {
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
    setHover(null);
  };

  const opacityOf = (key: string) => {
    if (selected.size > 0) return selected.has(key) ? 1 : 0.3;
    if (hover && hover.key !== key) return 0.6;
    return 1;
  };

  const hoveredIndex = hover ? visible.findIndex((step) => step.key === hover.key) : -1;
  const hoveredStep = visible[hoveredIndex];
  let tooltip = null;
  if (chartProps.showTooltip && hoveredStep && hover && hover.x !== null && hover.y !== null) {
    const parts = labelParts(chartProps.tooltipLabelType);
    const lines: TooltipLine[] = [];
    if (parts.name) lines.push({ text: hoveredStep.key, color: hoveredStep.color, bold: true });
    if (parts.value) lines.push({ text: `${chartProps.metricLabel || 'Value'}: ${hoveredStep.formattedValue}`, color: parts.name ? undefined : hoveredStep.color });
    if (parts.percent) lines.push({ text: formatPercent(percents[hoveredIndex] ?? 0), muted: parts.name || parts.value });
    tooltip = <ChartTooltip lines={lines} x={hover.x} y={hover.y} width={width} height={height} surface={palette} />;
  }

  return (
    <div
      ref={containerRef}
      data-part="funnel-chart"
      onContextMenu={(event) => handleContextMenu(event, null)}
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}
    >
      <svg width={width} height={height} role="img" aria-label={`Funnel chart of ${chartProps.metricLabel}`} style={{ display: 'block' }}>
        {geometry.steps.map((shape, index) => {
          const step = visible[index]!;
          return (
            <path
              key={step.key}
              data-part="step"
              data-key={step.key}
              aria-label={`${step.key}: ${step.formattedValue}`}
              d={shape.path}
              fill={step.color}
              fillOpacity={opacityOf(step.key)}
              stroke={hover?.key === step.key && selected.size === 0 ? palette.text : 'none'}
              strokeOpacity={0.5}
              style={{ cursor: interactive ? 'pointer' : 'default', transition: 'fill-opacity 120ms' }}
              onMouseMove={(event) => setHover({ key: step.key, ...pointer(event) })}
              onMouseLeave={() => setHover(null)}
              onClick={(event) => handleClick(event, step)}
              onContextMenu={(event) => handleContextMenu(event, step)}
            />
          );
        })}
        {geometry.labels.map((label) => {
          const step = visible[label.index]!;
          const faded = opacityOf(step.key) < 1;
          return (
            <g key={step.key} data-part={label.inside ? 'inside-label' : 'outside-label'} pointerEvents="none">
              {label.line ? <line x1={label.line[0]} y1={label.line[1]} x2={label.line[2]} y2={label.line[3]} stroke={palette.leaderLine} strokeWidth={1} /> : null}
              <text
                x={label.x}
                y={label.y}
                dy="0.35em"
                textAnchor={label.inside ? 'middle' : 'start'}
                fontSize={LABEL_FONT_SIZE}
                fontWeight={label.inside ? 600 : 400}
                fill={label.inside ? readableTextColor(step.color) : palette.text}
                fillOpacity={faded ? 0.55 : 1}
              >
                {label.text}
              </text>
            </g>
          );
        })}
        {steps.length === 0 || visible.length === 0 ? (
          <text data-part="empty" x={layout.plot.left + layout.plot.width / 2} y={layout.plot.top + layout.plot.height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            {steps.length === 0 ? 'No data' : 'Every step is hidden'}
          </text>
        ) : null}
      </svg>
      {layout.legend ? (
        <ChartLegend
          box={layout.legend}
          orientation={chartProps.legendOrientation}
          items={steps.map((step) => ({ key: step.key, color: step.color, hidden: hidden.has(step.key) }))}
          palette={palette}
          onToggle={toggle}
          onHover={(key) => setHover(key ? { key, x: null, y: null } : null)}
        />
      ) : null}
      {tooltip}
    </div>
  );
}
