import { CHART_FONT_FAMILY, chartSurfaceColors, legendLayout, measureTextWidth, truncateText, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { ChartLegend, ChartTooltip, type TooltipLine } from '../viz-kit-react/index.js';
import { edgeFilters, graphCrossFilter, nodeFilters, selectedNodeNames } from './cross-filter.js';
import { drawCanvasGraph, type SceneEmphasis } from './draw-canvas-graph.js';
import { fitTransform, type FitTransform } from './graph-layout.js';
import { arrowPoints, buildScene, LABEL_FONT_SIZE, type LabelText } from './graph-scene.js';
import { edgeAt, nodeAt } from './hit-test.js';
import type { GraphChartProps } from './transform-props.js';
import { useGraphLayout } from './use-graph-layout.js';

/** Past this many nodes (or five times as many edges) the graph is drawn on a canvas. */
export const CANVAS_NODES = 300;
const MAX_LABEL_WIDTH = 140;
const EDGE_OPACITY = 0.45;
const MIN_SCALE = 0.2;
const MAX_SCALE = 10;
const DRAG_THRESHOLD = 3;

/** The user's pan and zoom over the fitted graph: screen = scene × k + (x, y). */
interface View {
  k: number;
  x: number;
  y: number;
}
const IDENTITY: View = { k: 1, x: 0, y: 0 };

type Hover = { kind: 'node' | 'edge'; index: number; x: number; y: number };
type Press =
  | { kind: 'node'; index: number; x: number; y: number; moved: boolean; dragging: boolean }
  | { kind: 'pan'; x: number; y: number; start: View; moved: boolean };

/**
 * `graph_chart`: nodes and edges laid out by a d3-force simulation stepped off the render loop
 * (or on a ring), fitted into the box while it settles, drawn as SVG or on a canvas past
 * {@link CANVAS_NODES} nodes. Node sizes and edge widths follow the metric, colours the categories;
 * labels go where they overlap nothing, larger nodes first. Hovering a node highlights its
 * neighbourhood and tells its value, hovering an edge tells its value. A click cross-filters on a
 * node (`selectedMode`), a right-click opens the context menu with a node's or an edge's filters,
 * nodes can be dragged (`draggable`), the wheel zooms and a drag on the background pans (`roam`);
 * a double-click refits. The legend hides and shows categories.
 */
export default function GraphChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<GraphChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const press = useRef<Press | null>(null);
  const [hiddenCategories, setHiddenCategories] = useState<ReadonlySet<string>>(() => new Set());
  const [legendHover, setLegendHover] = useState<string | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const { model, frame, wake, nudge } = useGraphLayout(chartProps);

  // The view and a frozen fit belong to the layout they were made on.
  const [viewState, setViewState] = useState<{ model: unknown; view: View; fit: FitTransform | null }>({ model, view: IDENTITY, fit: null });
  const current = viewState.model === model ? viewState : { model, view: IDENTITY, fit: null };
  const view = current.view;

  const legend = legendLayout(chartProps.legendOrientation, width, height, chartProps.showLegend && chartProps.categories.length > 0 ? chartProps.categories.map((c) => c.name) : []);
  const box = legend.plot;
  const maxRadius = Math.max(0, ...chartProps.nodes.map((node) => node.radius));
  const fit = current.fit ?? fitTransform(model.nodes, box.width, box.height, maxRadius + 6);
  const visible = useCallback(
    (index: number) => {
      const category = chartProps.nodes[index]?.category;
      return category === null || category === undefined || !hiddenCategories.has(category);
    },
    [chartProps, hiddenCategories],
  );
  const labelTexts = useMemo<LabelText[]>(
    () =>
      chartProps.nodes.map((node) => {
        const text = truncateText(node.name, MAX_LABEL_WIDTH, LABEL_FONT_SIZE);
        return { text, width: measureTextWidth(text, LABEL_FONT_SIZE) };
      }),
    [chartProps],
  );
  const tiny = box.width < 60 || box.height < 40;
  // `frame` is what moved the nodes; the scene is rebuilt from their current positions.
  const scene = useMemo(
    () => buildScene(chartProps, model.nodes, fit, box, visible, tiny ? [] : labelTexts),
    [chartProps, model, fit.k, fit.x, fit.y, box.width, box.height, visible, labelTexts, tiny, frame],
  );
  const useCanvas = chartProps.nodes.length > CANVAS_NODES || chartProps.edges.length > CANVAS_NODES * 5;
  const dpr = typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;

  const selected = useMemo(() => selectedNodeNames(filterState), [filterState]);
  const neighbours = useMemo(() => {
    if (!hover || hover.kind !== 'node') return null;
    const set = new Set([hover.index]);
    for (const edge of chartProps.edges) {
      if (edge.source === hover.index) set.add(edge.target);
      if (edge.target === hover.index) set.add(edge.source);
    }
    return set;
  }, [hover, chartProps.edges]);
  const emphasis = useMemo<SceneEmphasis>(() => {
    const node = (index: number) => {
      if (!visible(index)) return 0;
      if (neighbours) return neighbours.has(index) ? 1 : 0.2;
      if (hover?.kind === 'edge') {
        const edge = chartProps.edges[hover.index]!;
        return edge.source === index || edge.target === index ? 1 : 0.2;
      }
      if (legendHover !== null) return chartProps.nodes[index]!.category === legendHover ? 1 : 0.2;
      if (selected.size > 0) return selected.has(chartProps.nodes[index]!.name) ? 1 : 0.3;
      return 1;
    };
    const edge = (index: number) => {
      const { source, target } = chartProps.edges[index]!;
      if (hover?.kind === 'node') return source === hover.index || target === hover.index ? 0.85 : 0.06;
      if (hover?.kind === 'edge') return hover.index === index ? 0.9 : 0.06;
      if (legendHover !== null || selected.size > 0) return Math.min(node(source), node(target)) >= 1 ? 0.7 : 0.08;
      return EDGE_OPACITY;
    };
    return { node, edge };
  }, [visible, neighbours, hover, legendHover, selected, chartProps]);

  useLayoutEffect(() => {
    if (!useCanvas) return;
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.setTransform(dpr, 0, 0, dpr, 0, 0);
    context.clearRect(0, 0, box.width, box.height);
    context.setTransform(dpr * view.k, 0, 0, dpr * view.k, dpr * view.x, dpr * view.y);
    drawCanvasGraph(context, scene, chartProps, emphasis, surface, CHART_FONT_FAMILY);
  }, [useCanvas, scene, chartProps, emphasis, surface, dpr, box.width, box.height, view]);

  useLayoutEffect(() => {
    onRendered?.();
  }, [onRendered, model, colorMode, width, height]);

  const canScale = chartProps.roam === true || chartProps.roam === 'scale';
  const canMove = chartProps.roam === true || chartProps.roam === 'move';
  const canDrag = chartProps.draggable && chartProps.layout === 'force' && model.simulation !== null;
  const setView = useCallback(
    (next: (view: View) => View) =>
      setViewState((state) => {
        const base = state.model === model ? state : { model, view: IDENTITY, fit: null };
        return { model, view: next(base.view), fit: base.fit ?? fit };
      }),
    [model, fit],
  );

  useEffect(() => {
    const element = containerRef.current;
    if (!element || !canScale) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const px = event.clientX - rect.left - box.left;
      const py = event.clientY - rect.top - box.top;
      setView((view) => {
        const k = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.k * 2 ** (-event.deltaY * 0.002)));
        return { k, x: px - (px - view.x) * (k / view.k), y: py - (py - view.y) * (k / view.k) };
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [canScale, setView, box.left, box.top]);

  /** The pointer in the chart's box and in the scene (before pan and zoom). */
  const locate = (event: MouseEvent | PointerEvent) => {
    const rect = containerRef.current?.getBoundingClientRect();
    const x = event.clientX - (rect?.left ?? 0);
    const y = event.clientY - (rect?.top ?? 0);
    return { x, y, sx: (x - box.left - view.x) / view.k, sy: (y - box.top - view.y) / view.k };
  };
  const hitAt = (sx: number, sy: number): { kind: 'node' | 'edge'; index: number } | null => {
    const node = nodeAt(scene.nodes, sx, sy, visible);
    if (node !== null) return { kind: 'node', index: node };
    const drawn = edgeAt(
      scene.edges.map((edge) => ({ source: chartProps.edges[edge.index]!.source, target: chartProps.edges[edge.index]!.target, width: chartProps.edges[edge.index]!.width })),
      scene.nodes,
      sx,
      sy,
      () => true,
    );
    return drawn === null ? null : { kind: 'edge', index: scene.edges[drawn]!.index };
  };
  const toLayout = (sx: number, sy: number) => ({ x: (sx - fit.x) / fit.k, y: (sy - fit.y) / fit.k });

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const point = locate(event);
    const hit = hitAt(point.sx, point.sy);
    if (hit?.kind === 'node') press.current = { kind: 'node', index: hit.index, x: point.x, y: point.y, moved: false, dragging: false };
    else if (canMove) press.current = { kind: 'pan', x: point.x, y: point.y, start: view, moved: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    const point = locate(event);
    const pressed = press.current;
    if (pressed) {
      const dx = point.x - pressed.x;
      const dy = point.y - pressed.y;
      if (!pressed.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      if (!pressed.moved) {
        pressed.moved = true;
        (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
        setHover(null);
      }
      if (pressed.kind === 'pan') setView(() => ({ ...pressed.start, x: pressed.start.x + dx, y: pressed.start.y + dy }));
      else if (canDrag) {
        const node = model.nodes[pressed.index]!;
        const target = toLayout(point.sx, point.sy);
        if (!pressed.dragging) {
          pressed.dragging = true;
          setView((view) => view);
          model.simulation!.alphaTarget(0.3);
        }
        node.fx = target.x;
        node.fy = target.y;
        // One tick now puts the node under the pointer in this frame; the animation moves the rest.
        model.simulation!.tick();
        nudge();
        wake();
      }
      return;
    }
    const hit = hitAt(point.sx, point.sy);
    setHover(hit ? { ...hit, x: point.x, y: point.y } : null);
  };
  const onPointerUp = (event: PointerEvent) => {
    const pressed = press.current;
    press.current = null;
    if (!pressed) return;
    if (pressed.moved) (event.currentTarget as Element).releasePointerCapture?.(event.pointerId);
    if (pressed.kind === 'node' && pressed.dragging) {
      const node = model.nodes[pressed.index]!;
      node.fx = null;
      node.fy = null;
      model.simulation!.alphaTarget(0);
      wake();
    }
    if (pressed.kind === 'node' && !pressed.moved && setDataMask && chartProps.selectedMode !== false) {
      const node = chartProps.nodes[pressed.index]!;
      const multiple = chartProps.selectedMode === 'multiple' || event.ctrlKey || event.metaKey || event.shiftKey;
      setDataMask(graphCrossFilter(chartProps, node, selected, multiple ? 'multiple' : 'single'));
    }
  };
  const onContextMenuEvent = (event: MouseEvent) => {
    if (!onContextMenu) return;
    event.preventDefault();
    const point = locate(event);
    const hit = hitAt(point.sx, point.sy);
    const filters = !hit ? [] : hit.kind === 'node' ? nodeFilters(chartProps.nodes[hit.index]!) : edgeFilters(chartProps, chartProps.edges[hit.index]!);
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters });
  };
  const onDoubleClick = () => setViewState({ model, view: IDENTITY, fit: null });
  const toggleCategory = (name: string) => {
    setHiddenCategories((previous) => {
      const next = new Set(previous);
      if (!next.delete(name)) next.add(name);
      return next;
    });
    setLegendHover(null);
  };

  let tooltip = null;
  if (hover) {
    let lines: TooltipLine[];
    if (hover.kind === 'node') {
      const node = chartProps.nodes[hover.index]!;
      lines = [
        { text: node.name, color: node.color, bold: true },
        { text: chartProps.metricLabel || 'Value', value: node.formattedValue },
        ...(node.category !== null ? [{ text: 'Category', value: node.category }] : []),
      ];
    } else {
      const edge = chartProps.edges[hover.index]!;
      lines = [
        { text: `${chartProps.nodes[edge.source]!.name} → ${chartProps.nodes[edge.target]!.name}`, color: edge.color, bold: true },
        { text: chartProps.metricLabel || 'Value', value: edge.formattedValue },
      ];
    }
    tooltip = <ChartTooltip x={hover.x} y={hover.y} width={width} height={height} lines={lines} surface={surface} />;
  }

  const interactive = Boolean(setDataMask) && chartProps.selectedMode !== false;
  const cursor = hover?.kind === 'node' && (interactive || canDrag) ? 'pointer' : canMove ? (press.current?.kind === 'pan' && press.current.moved ? 'grabbing' : 'grab') : 'default';
  const empty = chartProps.nodes.length === 0;
  return (
    <div
      ref={containerRef}
      data-part="graph-chart"
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: surface.text, touchAction: 'none' }}
    >
      {useCanvas && !empty ? (
        <canvas
          ref={canvasRef}
          data-part="graph-canvas"
          width={Math.round(box.width * dpr)}
          height={Math.round(box.height * dpr)}
          style={{ position: 'absolute', left: box.left, top: box.top, width: box.width, height: box.height, pointerEvents: 'none' }}
        />
      ) : null}
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Graph chart of ${chartProps.metricLabel}`}
        style={{ position: 'absolute', left: 0, top: 0, display: 'block', cursor }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onPointerLeave={() => press.current === null && setHover(null)}
        onContextMenu={onContextMenuEvent}
        onDoubleClick={onDoubleClick}
      >
        <rect x={box.left} y={box.top} width={box.width} height={box.height} fill="transparent" />
        {!useCanvas && !empty ? (
          <g data-part="scene" transform={`translate(${box.left + view.x},${box.top + view.y}) scale(${view.k})`}>
            {scene.edges.map((drawn) => {
              const edge = chartProps.edges[drawn.index]!;
              const opacity = emphasis.edge(drawn.index);
              return (
                <g key={drawn.index} data-part="edge" data-source={chartProps.nodes[edge.source]!.name} data-target={chartProps.nodes[edge.target]!.name} opacity={opacity}>
                  <line x1={drawn.x1} y1={drawn.y1} x2={drawn.x2} y2={drawn.y2} stroke={edge.color} strokeWidth={edge.width} strokeLinecap="round" />
                  {drawn.startArrow ? <polygon points={arrowPoints(drawn.startArrow)} fill={edge.color} /> : null}
                  {drawn.endArrow ? <polygon data-part="arrow" points={arrowPoints(drawn.endArrow)} fill={edge.color} /> : null}
                  {drawn.startDot ? <circle cx={drawn.startDot.x} cy={drawn.startDot.y} r={drawn.startDot.r} fill={edge.color} /> : null}
                  {drawn.endDot ? <circle cx={drawn.endDot.x} cy={drawn.endDot.y} r={drawn.endDot.r} fill={edge.color} /> : null}
                </g>
              );
            })}
            {scene.nodes.map((drawn, index) => {
              const opacity = emphasis.node(index);
              if (opacity <= 0) return null;
              const node = chartProps.nodes[index]!;
              return (
                <circle
                  key={index}
                  data-part="node"
                  data-name={node.name}
                  cx={drawn.x}
                  cy={drawn.y}
                  r={drawn.r}
                  fill={node.color}
                  fillOpacity={opacity}
                  stroke={selected.has(node.name) ? surface.text : surface.background}
                  strokeWidth={selected.has(node.name) ? 2 : 1}
                />
              );
            })}
            {scene.labels.map((label) => (
              <text
                key={label.index}
                data-part="label"
                x={label.x}
                y={label.y}
                dy="0.35em"
                textAnchor={label.anchor}
                fontSize={LABEL_FONT_SIZE}
                fill={surface.text}
                fillOpacity={emphasis.node(label.index) < 1 ? 0.5 : 1}
                stroke={surface.background}
                strokeWidth={3}
                strokeOpacity={0.8}
                paintOrder="stroke"
                pointerEvents="none"
              >
                {label.text}
              </text>
            ))}
          </g>
        ) : null}
        {empty ? (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={surface.mutedText}>
            No data
          </text>
        ) : null}
      </svg>
      {legend.legend && !empty ? (
        <ChartLegend
          box={legend.legend}
          orientation={chartProps.legendOrientation}
          items={chartProps.categories.map((category) => ({ key: category.name, color: category.color, hidden: hiddenCategories.has(category.name) }))}
          palette={{ text: surface.text, disabled: surface.mutedText, disabledSwatch: surface.divider }}
          swatch="dot"
          onToggle={toggleCategory}
          onHover={setLegendHover}
        />
      ) : null}
      {tooltip}
    </div>
  );
}
