import { CHART_FONT_FAMILY, chartSurfaceColors, getNumberFormatter, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { drawCanvasRibbons, ribbonAtPoint } from './canvas-ribbons.js';
import { ChartTooltip, type TooltipLine } from '../viz-kit-react/index.js';
import { LABEL_FONT_SIZE, layoutChord, type PlacedRibbon } from './chord-layout.js';
import type { ChordChartProps } from './transform-props.js';

/** Past this many ribbons they are drawn on a canvas. */
export const CANVAS_RIBBONS = 1500;
const RIBBON_OPACITY = 0.6;
const RIBBON_FADED = 0.08;
const RIBBON_HIGHLIGHT = 0.85;
const LABEL_GAP = 6;

type Hover = { kind: 'group'; index: number; x: number; y: number } | { kind: 'ribbon'; key: string; x: number; y: number };

/**
 * `chord`: d3's directed chord layout makes each value an arc of a ring sized by what flows out
 * of and into it, and each flow a ribbon from its source to an arrowhead at its target (SVG, or a
 * canvas past {@link CANVAS_RIBBONS}). Arc labels run outwards and leave out those that would
 * touch a larger neighbour's. Hovering an arc fades the ribbons it has no part in and tells its
 * totals; hovering a ribbon tells its flow and the flow back.
 */
export default function ChordChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<ChordChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const layout = useMemo(() => layoutChord(chartProps, width, height), [chartProps, width, height]);
  const format = getNumberFormatter(chartProps.numberFormat);
  const useCanvas = layout.ribbons.length > CANVAS_RIBBONS;
  const dpr = typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;

  const ribbonOpacity = useCallback(
    (ribbon: PlacedRibbon): number => {
      if (!hover) return RIBBON_OPACITY;
      if (hover.kind === 'ribbon') return hover.key === ribbon.key ? RIBBON_HIGHLIGHT : RIBBON_FADED;
      return ribbon.source === hover.index || ribbon.target === hover.index ? RIBBON_HIGHLIGHT : RIBBON_FADED;
    },
    [hover],
  );

  useLayoutEffect(() => {
    if (!useCanvas) return;
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.setTransform(dpr, 0, 0, dpr, 0, 0);
    context.clearRect(0, 0, width, height);
    context.setTransform(dpr, 0, 0, dpr, dpr * layout.cx, dpr * layout.cy);
    drawCanvasRibbons(context, layout.ribbons, ribbonOpacity);
  }, [useCanvas, layout, ribbonOpacity, dpr, width, height]);

  useLayoutEffect(() => {
    onRendered?.();
  }, [onRendered, layout, colorMode]);

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const onBackgroundMove = (event: MouseEvent) => {
    if (!useCanvas) return;
    const point = pointer(event);
    const ribbon = ribbonAtPoint(canvasRef.current, layout.ribbons, point.x - layout.cx, point.y - layout.cy);
    setHover(ribbon ? { kind: 'ribbon', key: ribbon.key, ...point } : null);
  };

  let tooltip = null;
  if (hover) {
    let lines: TooltipLine[] = [];
    if (hover.kind === 'group') {
      const node = chartProps.nodes[hover.index];
      if (node) {
        lines = [{ text: node.name, color: node.color, bold: true }];
        if (node.outgoing > 0) lines.push({ text: `${chartProps.metricLabel || 'Value'} out`, value: format(node.outgoing) });
        if (node.incoming > 0) lines.push({ text: `${chartProps.metricLabel || 'Value'} in`, value: format(node.incoming) });
      }
    } else {
      const ribbon = layout.ribbons.find((candidate) => candidate.key === hover.key);
      if (ribbon) {
        const from = chartProps.nodes[ribbon.source]!.name;
        const to = chartProps.nodes[ribbon.target]!.name;
        lines = [{ text: chartProps.metricLabel || 'Value', color: ribbon.color, bold: true }];
        if (ribbon.sourceValue > 0) lines.push({ text: `${from} → ${to}`, value: format(ribbon.sourceValue) });
        if (ribbon.target !== ribbon.source && ribbon.targetValue > 0) lines.push({ text: `${to} → ${from}`, value: format(ribbon.targetValue) });
      }
    }
    if (lines.length > 0) tooltip = <ChartTooltip x={hover.x} y={hover.y} width={width} height={height} lines={lines} surface={surface} />;
  }

  const empty = layout.groups.length === 0;
  return (
    <div ref={containerRef} data-part="chord-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: surface.text }}>
      {useCanvas ? (
        <canvas
          ref={canvasRef}
          data-part="ribbons-canvas"
          width={Math.round(width * dpr)}
          height={Math.round(height * dpr)}
          style={{ position: 'absolute', left: 0, top: 0, width, height, pointerEvents: 'none' }}
        />
      ) : null}
      <svg width={width} height={height} role="img" aria-label={`Chord diagram of ${chartProps.metricLabel}`} style={{ position: 'absolute', left: 0, top: 0, display: 'block' }}>
        <rect width={width} height={height} fill="transparent" onMouseMove={onBackgroundMove} onMouseLeave={() => setHover(null)} />
        <g transform={`translate(${layout.cx},${layout.cy})`}>
          {useCanvas
            ? null
            : layout.ribbons.map((ribbon) => (
                <path
                  key={ribbon.key}
                  data-part="ribbon"
                  data-source={chartProps.nodes[ribbon.source]!.name}
                  data-target={chartProps.nodes[ribbon.target]!.name}
                  d={ribbon.path}
                  fill={ribbon.color}
                  fillOpacity={ribbonOpacity(ribbon)}
                  stroke={surface.background}
                  strokeOpacity={0.4}
                  strokeWidth={0.5}
                  style={{ transition: 'fill-opacity 120ms' }}
                  onMouseMove={(event) => setHover({ kind: 'ribbon', key: ribbon.key, ...pointer(event) })}
                  onMouseLeave={() => setHover(null)}
                />
              ))}
          {layout.groups.map((group) => (
            <path
              key={group.index}
              data-part="group"
              data-name={group.name}
              d={group.path}
              fill={group.color}
              stroke={surface.background}
              strokeWidth={0.5}
              onMouseMove={(event) => setHover({ kind: 'group', index: group.index, ...pointer(event) })}
              onMouseLeave={() => setHover(null)}
            />
          ))}
          {layout.groups.map((group) => {
            if (group.label === null) return null;
            const angle = (group.startAngle + group.endAngle) / 2;
            const flip = angle > Math.PI;
            return (
              <text
                key={group.index}
                data-part="label"
                transform={`rotate(${(angle * 180) / Math.PI - 90}) translate(${layout.outerRadius + LABEL_GAP})${flip ? ' rotate(180)' : ''}`}
                dy="0.35em"
                textAnchor={flip ? 'end' : 'start'}
                fontSize={LABEL_FONT_SIZE}
                fill={surface.text}
                fillOpacity={hover?.kind === 'group' && hover.index !== group.index ? 0.6 : 1}
                pointerEvents="none"
              >
                {group.label}
              </text>
            );
          })}
        </g>
        {empty ? (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={surface.mutedText}>
            No data
          </text>
        ) : null}
      </svg>
      {tooltip}
    </div>
  );
}
