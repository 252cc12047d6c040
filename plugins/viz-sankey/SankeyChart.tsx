import { CHART_FONT_FAMILY, chartSurfaceColors, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ChartTooltip, type TooltipLine } from '../viz-kit-react/index.js';
import { drawCanvasLinks, linkAtPoint } from './canvas-links.js';
import { LABEL_FONT_SIZE, layoutSankey, type PlacedLink } from './sankey-layout.js';
import type { SankeyChartProps } from './transform-props.js';
import { useRoam } from './use-roam.js';

/** Past this many flows the bands are drawn on a canvas. */
export const CANVAS_LINKS = 1500;
const LINK_OPACITY = 0.35;
const LINK_HIGHLIGHT = 0.65;
const LINK_FADED = 0.1;

type Hover = { kind: 'node'; name: string; x: number; y: number } | { kind: 'link'; index: number; x: number; y: number };

/**
 * `sankey_v2`: d3-sankey places nodes in stages and flows as bands (SVG, or a canvas past
 * {@link CANVAS_LINKS} flows), nodes in the shared label colours, each band in its source's colour.
 * Labels sit right of their node, cut to the room before the next stage, and give way to larger
 * nodes rather than overlap. Hovering a node highlights its flows and tells its total; hovering a
 * band tells its value and its share of both ends. The wheel zooms and a drag pans when `roam`
 * allows; a double-click resets the view.
 */
export default function SankeyChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<SankeyChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const layout = useMemo(() => layoutSankey(chartProps, width, height), [chartProps, width, height]);
  const roam = useRoam(containerRef, chartProps.roam, layout);
  const { k, x: tx, y: ty } = roam.transform;
  const useCanvas = layout.links.length > CANVAS_LINKS;
  const dpr = typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;

  const linkOpacity = useCallback(
    (link: PlacedLink): number => {
      if (!hover) return LINK_OPACITY;
      if (hover.kind === 'link') return hover.index === link.index ? LINK_HIGHLIGHT : LINK_FADED;
      return link.source === hover.name || link.target === hover.name ? LINK_HIGHLIGHT : LINK_FADED;
    },
    [hover],
  );

  // Before paint: the canvas bands show in the same frame as the nodes over them.
  useLayoutEffect(() => {
    if (!useCanvas) return;
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.setTransform(dpr, 0, 0, dpr, 0, 0);
    context.clearRect(0, 0, width, height);
    context.setTransform(dpr * k, 0, 0, dpr * k, dpr * tx, dpr * ty);
    drawCanvasLinks(context, layout.links, linkOpacity);
  }, [useCanvas, layout, linkOpacity, dpr, width, height, k, tx, ty]);

  useLayoutEffect(() => {
    onRendered?.();
  }, [onRendered, layout, colorMode]);

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const onBackgroundMove = (event: MouseEvent) => {
    if (!useCanvas || roam.panning) return;
    const point = pointer(event);
    const index = linkAtPoint(canvasRef.current, layout.links, (point.x - tx) / k, (point.y - ty) / k);
    setHover(index === null ? null : { kind: 'link', index, ...point });
  };

  let tooltip = null;
  if (hover && !roam.panning) {
    let lines: TooltipLine[] = [];
    if (hover.kind === 'node') {
      const node = layout.nodes.find((candidate) => candidate.name === hover.name);
      if (node) lines = [{ text: node.name, color: node.color, bold: true }, { text: chartProps.metricLabel || 'Value', value: node.formattedValue }];
    } else {
      const link = layout.links.find((candidate) => candidate.index === hover.index);
      if (link) {
        lines = [
          { text: `${link.source} → ${link.target}`, color: link.color, bold: true },
          { text: chartProps.metricLabel || 'Value', value: link.formattedValue },
          { text: `% (${link.source})`, value: link.sourceShare },
          { text: `% (${link.target})`, value: link.targetShare },
        ];
      }
    }
    if (lines.length > 0) tooltip = <ChartTooltip x={hover.x} y={hover.y} width={width} height={height} lines={lines} surface={surface} />;
  }

  const empty = layout.nodes.length === 0;
  const cursor = chartProps.roam === true || chartProps.roam === 'move' ? (roam.panning ? 'grabbing' : 'grab') : 'default';
  return (
    <div
      ref={containerRef}
      data-part="sankey-chart"
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: surface.text, cursor, touchAction: 'none' }}
      onPointerDown={roam.onPointerDown}
      onPointerMove={roam.onPointerMove}
      onPointerUp={roam.onPointerUp}
      onPointerCancel={roam.onPointerUp}
      onDoubleClick={roam.onDoubleClick}
    >
      {useCanvas ? (
        <canvas
          ref={canvasRef}
          data-part="links-canvas"
          width={Math.round(width * dpr)}
          height={Math.round(height * dpr)}
          style={{ position: 'absolute', left: 0, top: 0, width, height, pointerEvents: 'none' }}
        />
      ) : null}
      <svg width={width} height={height} role="img" aria-label={`Sankey chart of ${chartProps.metricLabel}`} style={{ position: 'absolute', left: 0, top: 0, display: 'block' }}>
        <rect width={width} height={height} fill="transparent" onMouseMove={onBackgroundMove} onMouseLeave={() => setHover(null)} />
        <g transform={`translate(${tx},${ty}) scale(${k})`}>
          {useCanvas
            ? null
            : layout.links.map((link) => (
                <path
                  key={link.index}
                  data-part="link"
                  data-source={link.source}
                  data-target={link.target}
                  d={link.path}
                  fill="none"
                  stroke={link.color}
                  strokeOpacity={linkOpacity(link)}
                  strokeWidth={link.width}
                  style={{ transition: 'stroke-opacity 120ms' }}
                  onMouseMove={(event) => !roam.panning && setHover({ kind: 'link', index: link.index, ...pointer(event) })}
                  onMouseLeave={() => setHover(null)}
                />
              ))}
          {layout.nodes.map((node) => (
            <rect
              key={node.name}
              data-part="node"
              data-name={node.name}
              x={node.x0}
              y={node.y0}
              width={Math.max(1, node.x1 - node.x0)}
              height={Math.max(1, node.y1 - node.y0)}
              fill={node.color}
              stroke={surface.background}
              strokeWidth={0.5}
              onMouseMove={(event) => !roam.panning && setHover({ kind: 'node', name: node.name, ...pointer(event) })}
              onMouseLeave={() => setHover(null)}
            />
          ))}
          {layout.labels.map((label) => (
            <text
              key={label.name}
              data-part="label"
              x={label.x}
              y={label.y}
              dy="0.35em"
              fontSize={LABEL_FONT_SIZE}
              fill={surface.text}
              stroke={surface.background}
              strokeWidth={3}
              strokeOpacity={0.75}
              paintOrder="stroke"
              pointerEvents="none"
            >
              {label.text}
            </text>
          ))}
        </g>
        {empty ? (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={surface.mutedText}>
            {chartProps.droppedLinks > 0 ? 'Every flow closes a cycle' : 'No data'}
          </text>
        ) : null}
        {!empty && chartProps.droppedLinks > 0 && height >= 120 ? (
          <text data-part="dropped" x={4} y={height - 6} fontSize={10} fill={surface.mutedText}>
            {chartProps.droppedLinks === 1 ? '1 flow closing a cycle is not drawn' : `${chartProps.droppedLinks} flows closing a cycle are not drawn`}
          </text>
        ) : null}
      </svg>
      {tooltip}
    </div>
  );
}
