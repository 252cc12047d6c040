import { CHART_FONT_FAMILY, chartSurfaceColors, measureTextWidth, type ChartRenderProps } from '@core/plugin-api/index.js';
import { select, zoom, zoomIdentity, type ZoomTransform } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ChartTooltip, type TooltipContent } from '../viz-kit-react/index.js';
import { LABEL_FONT_SIZE, layoutTree, type PlacedNode } from './tree-layout.js';
import { symbolPath } from './tree-symbols.js';
import type { TreeChartProps } from './transform-props.js';

interface Hover {
  key: string;
  x: number;
  y: number;
}

/** The keys of a placed node and of its visible descendants, or of its ancestors. */
function relatives(nodes: readonly PlacedNode[], hovered: PlacedNode, emphasis: 'ancestor' | 'descendant'): Set<string> {
  const keys = new Set<string>([hovered.node.key]);
  if (emphasis === 'ancestor') {
    for (let node = hovered.parent; node; node = node.parent) keys.add(node.node.key);
    return keys;
  }
  for (const node of nodes) {
    for (let up = node.parent; up; up = up.parent) {
      if (up === hovered) {
        keys.add(node.node.key);
        break;
      }
    }
  }
  return keys;
}

/**
 * `tree_chart`: the tree in SVG, orthogonal (d3.tree, growing from the root's side) or radial
 * (the root in the middle), with curved links, each node in its shape and its branch's colour
 * from the shared scale. Labels sit where the form data puts them, cut to the room between levels
 * and left out where they would overlap a label or a node. Clicking a node folds or unfolds its
 * children (a folded node is drawn filled); hovering lights its descendants (or ancestors) and
 * shows its path and value. With roaming on, the wheel zooms and dragging moves the tree.
 */
export default function TreeChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<TreeChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const { root } = chartProps;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [hover, setHover] = useState<Hover | null>(null);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const containerRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);

  const layout = useMemo(
    () =>
      root && width > 0 && height > 0
        ? layoutTree(
            root,
            collapsed,
            {
              layout: chartProps.layout,
              orient: chartProps.orient,
              nodeLabelPosition: chartProps.nodeLabelPosition,
              childLabelPosition: chartProps.childLabelPosition,
              symbolSize: chartProps.symbolSize,
              measure: (text) => measureTextWidth(text, LABEL_FONT_SIZE),
            },
            width,
            height,
          )
        : null,
    [root, collapsed, chartProps.layout, chartProps.orient, chartProps.nodeLabelPosition, chartProps.childLabelPosition, chartProps.symbolSize, width, height],
  );

  // A new tree starts unfolded.
  useEffect(() => setCollapsed(new Set()), [root]);

  const { roam } = chartProps;
  useEffect(() => {
    const svg = svgRef.current;
    setTransform(zoomIdentity);
    if (!svg || roam === false) return undefined;
    const behavior = zoom<SVGSVGElement, unknown>()
      .scaleExtent(roam === 'move' ? [1, 1] : [0.2, 8])
      .filter((event: Event) => {
        if (roam === 'scale' && event.type !== 'wheel') return false;
        if (roam === 'move' && event.type === 'wheel') return false;
        return !(event as globalThis.MouseEvent).button;
      })
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform));
    const selection = select(svg);
    selection.call(behavior).on('dblclick.zoom', null);
    return () => {
      selection.on('.zoom', null);
    };
  }, [roam, root, chartProps.layout, chartProps.orient, width, height]);

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode, collapsed]);

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const toggle = (node: PlacedNode) => {
    if (node.node.children.length === 0) return;
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(node.node.key)) next.delete(node.node.key);
      else next.add(node.node.key);
      return next;
    });
  };

  const hovered = hover && layout ? layout.nodes.find((node) => node.node.key === hover.key) : undefined;
  const lit = hovered && layout ? relatives(layout.nodes, hovered, chartProps.emphasis) : null;
  const rootColor = surface.mutedText;

  let tooltip: TooltipContent | null = null;
  if (hovered) {
    const path: string[] = [];
    for (let node: PlacedNode | null = hovered; node; node = node.parent) path.unshift(node.node.name);
    const lines: Array<{ text: string; muted?: boolean }> = [];
    if (chartProps.metricLabel && hovered.node.formattedValue) lines.push({ text: `${chartProps.metricLabel}: ${hovered.node.formattedValue}` });
    if (hovered.collapsed) lines.push({ text: `${hovered.node.children.length} folded ${hovered.node.children.length === 1 ? 'child' : 'children'}`, muted: true });
    tooltip = { title: path.join(' ▸ '), color: hovered.node.color || rootColor, lines };
  }

  return (
    <div ref={containerRef} data-part="tree-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: surface.text }}>
      <svg ref={svgRef} width={width} height={height} role="img" aria-label="Tree chart" style={{ display: 'block', cursor: roam === false ? 'default' : 'grab' }}>
        {layout ? (
          <g transform={transform.toString()}>
            {layout.links.map((link) => (
              <path
                key={link.key}
                data-part="link"
                d={link.path}
                fill="none"
                stroke={link.target.node.color || rootColor}
                strokeOpacity={lit && !(lit.has(link.source.node.key) && lit.has(link.target.node.key)) ? 0.12 : 0.55}
                strokeWidth={1.5}
              />
            ))}
            {layout.nodes.map((node) => {
              const d = symbolPath(chartProps.symbol, chartProps.symbolSize);
              const color = node.node.color || rootColor;
              const hollow = chartProps.symbol === 'emptyCircle' && !node.collapsed;
              const faded = lit !== null && !lit.has(node.node.key);
              return (
                <g
                  key={node.node.key}
                  data-part="node"
                  data-key={node.node.id}
                  transform={`translate(${node.x},${node.y})`}
                  opacity={faded ? 0.25 : 1}
                  style={{ cursor: node.node.children.length > 0 ? 'pointer' : 'default' }}
                  onMouseMove={(event) => setHover({ key: node.node.key, ...pointer(event) })}
                  onMouseLeave={() => setHover(null)}
                  onClick={() => toggle(node)}
                >
                  {/* A hit area a little larger than small shapes. */}
                  <circle r={Math.max(chartProps.symbolSize / 2 + 3, 6)} fill="transparent" />
                  {d ? <path d={d} fill={hollow ? surface.background : color} stroke={color} strokeWidth={1.5} /> : null}
                </g>
              );
            })}
            {layout.labels.map((label) => (
              <text
                key={label.key}
                data-part="node-label"
                transform={`translate(${label.x},${label.y}) rotate(${label.rotate})`}
                textAnchor={label.anchor}
                dy="0.35em"
                fontSize={LABEL_FONT_SIZE}
                fill={surface.text}
                opacity={lit && !lit.has(label.key) ? 0.25 : 1}
                pointerEvents="none"
              >
                {label.text}
              </text>
            ))}
          </g>
        ) : null}
        {!root ? (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={surface.mutedText}>
            No data
          </text>
        ) : null}
      </svg>
      {tooltip && hover ? (
        <ChartTooltip x={hover.x} y={hover.y} width={width} height={height} maxWidth={320} title={tooltip.title} titleColor={tooltip.color} lines={tooltip.lines} surface={surface} />
      ) : null}
    </div>
  );
}
