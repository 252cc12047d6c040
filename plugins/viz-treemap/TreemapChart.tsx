import { CHART_FONT_FAMILY, chartSurfaceColors, getNumberFormatter, type ChartRenderProps } from '@core/plugin-api/index.js';
import { hierarchy, treemap, treemapSquarify, type HierarchyRectangularNode } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ChartTooltip, type TooltipContent } from '../viz-kit-react/index.js';
import { nodeFilters, selectedNodeIds, treemapCrossFilter } from './cross-filter.js';
import { HEADER_HEIGHT, LABEL_FONT_SIZE, LABEL_LINE_HEIGHT, LABEL_PADDING, headerLabel, leafLabelLines } from './tile-labels.js';
import { fadedFill, readableTextColor, tileFill } from './tile-colors.js';
import type { TreemapChartProps, TreemapNode } from './transform-props.js';

/** Space around and between groups, so nesting reads. */
const GROUP_PADDING = 2;
/** A group gets a header band only when it is at least this many bands tall. */
const HEADER_MIN_BANDS = 2.5;
const formatShare = getNumberFormatter('.1%');

type Tile = HierarchyRectangularNode<TreemapNode>;

interface Hover {
  id: string;
  x: number;
  y: number;
}

/** The rectangles of the hierarchy in the box, with a header band on groups tall enough for one. */
function layoutTiles(root: TreemapNode, width: number, height: number, showUpperLabels: boolean): { tiles: Tile[]; headers: Set<string> } {
  const headers = new Set<string>();
  if (width <= 0 || height <= 0 || root.value <= 0) return { tiles: [], headers };
  const tree = hierarchy(root, (node) => node.children)
    .sum((node) => (node.children.length > 0 ? 0 : node.value))
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const laidOut = treemap<TreemapNode>()
    .tile(treemapSquarify)
    .size([width, height])
    .round(true)
    .paddingInner(1)
    .paddingOuter((node) => (node.depth === 0 ? 0 : GROUP_PADDING))
    .paddingTop((node) => {
      if (node.depth === 0) return 0;
      const wantsHeader = showUpperLabels && node.y1 - node.y0 >= HEADER_HEIGHT * HEADER_MIN_BANDS && node.x1 - node.x0 >= 30;
      if (wantsHeader) headers.add(node.data.id);
      return wantsHeader ? HEADER_HEIGHT : GROUP_PADDING;
    })(tree);
  return { tiles: laidOut.descendants().filter((tile) => tile.depth > 0 || !tile.children), headers };
}

/**
 * `treemap_v2`: the hierarchy as nested rectangles (d3.treemap, squarified) in SVG, each sized by
 * its value. Outermost groups take their colours from the shared scale, what they hold keeps the
 * hue in lighter and darker shades; groups carry their name in a band along the top. Labels are cut
 * to their rectangle and left out where they do not fit. Hovering shows the path, the value and
 * its shares; clicking a rectangle cross-filters on its path (again clears it; Ctrl/⌘/Shift-click
 * adds rectangles of the same level); right-click opens the context menu with its filters.
 */
export default function TreemapChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<TreemapChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const { root, groupby, labelType } = chartProps;
  const [hover, setHover] = useState<Hover | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const { tiles, headers } = useMemo(() => layoutTiles(root, width, height, chartProps.showUpperLabels), [root, width, height, chartProps.showUpperLabels]);
  const nodes = useMemo(() => tiles.map((tile) => tile.data), [tiles]);
  const selected = useMemo(() => selectedNodeIds(filterState, nodes), [filterState, nodes]);
  const selectedPaths = useMemo(() => nodes.filter((node) => selected.has(node.id)).map((node) => node.groupValues), [nodes, selected]);
  const interactive = Boolean(setDataMask) && groupby.length > 0;

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode]);

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const isHighlighted = (node: TreemapNode) =>
    selectedPaths.length === 0 || selectedPaths.some((path) => path.every((value, i) => node.groupValues[i] === value) || node.groupValues.every((value, i) => path[i] === value));

  const handleClick = (event: MouseEvent, node: TreemapNode) => {
    event.stopPropagation();
    if (!interactive || !setDataMask || node.groupValues.length === 0) return;
    const current = nodes.filter((n) => selected.has(n.id));
    let next: TreemapNode[];
    if (selected.has(node.id)) next = current.filter((n) => n.id !== node.id);
    else if ((event.ctrlKey || event.metaKey || event.shiftKey) && current.every((n) => n.groupValues.length === node.groupValues.length)) next = [...current, node];
    else next = [node];
    setDataMask(treemapCrossFilter(groupby, next));
  };

  const handleContextMenu = (event: MouseEvent, node: TreemapNode | null) => {
    if (!onContextMenu) return;
    event.preventDefault();
    event.stopPropagation();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: node ? nodeFilters(groupby, node) : [] });
  };

  const hovered = hover ? tiles.find((tile) => tile.data.id === hover.id) : undefined;
  let tooltip: TooltipContent | null = null;
  if (hovered) {
    const node = hovered.data;
    const parent = hovered.parent;
    const lines: Array<{ text: string; muted?: boolean }> = [{ text: `${chartProps.metricLabel || 'Value'}: ${node.formattedValue}` }];
    if (parent && parent.depth > 0 && parent.data.value > 0) lines.push({ text: `${formatShare(node.value / parent.data.value)} of ${parent.data.name}` });
    if (root.value > 0 && node !== root) lines.push({ text: `${formatShare(node.value / root.value)} of the total`, muted: true });
    tooltip = { title: node.path.length > 0 ? node.path.join(' ▸ ') : node.name, color: tileFill(node.color, hovered.depth, node.rank, false), lines };
  }

  return (
    <div
      ref={containerRef}
      data-part="treemap-chart"
      onContextMenu={(event) => handleContextMenu(event, null)}
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: surface.text }}
    >
      <svg width={width} height={height} role="img" aria-label={`Treemap of ${chartProps.metricLabel}`} style={{ display: 'block' }}>
        {tiles.map((tile) => {
          const node = tile.data;
          const isGroup = Boolean(tile.children);
          const w = Math.max(0, tile.x1 - tile.x0);
          const h = Math.max(0, tile.y1 - tile.y0);
          const faded = !isHighlighted(node);
          const ownFill = tileFill(node.color, tile.depth, node.rank, isGroup);
          const fill = faded ? fadedFill(ownFill, surface.background) : ownFill;
          const textColor = readableTextColor(fill);
          const hasHeader = isGroup && headers.has(node.id);
          const header = hasHeader ? headerLabel(labelType, node.name, node.formattedValue, w) : null;
          const lines = !isGroup && chartProps.showLabels ? leafLabelLines(labelType, node.name, node.formattedValue, w, h) : [];
          const hoveredTile = hover?.id === node.id;
          return (
            <g
              key={node.id}
              data-part={isGroup ? 'group' : 'tile'}
              data-key={node.path.join(',')}
              transform={`translate(${tile.x0},${tile.y0})`}
              style={{ cursor: interactive && node.groupValues.length > 0 ? 'pointer' : 'default' }}
              onMouseMove={(event) => {
                event.stopPropagation();
                setHover({ id: node.id, ...pointer(event) });
              }}
              onMouseLeave={() => setHover(null)}
              onClick={(event) => handleClick(event, node)}
              onContextMenu={(event) => handleContextMenu(event, node)}
            >
              <rect
                width={w}
                height={h}
                fill={fill}
                data-faded={faded ? 'true' : undefined}
                stroke={hoveredTile ? surface.text : surface.background}
                strokeWidth={hoveredTile ? 1.5 : 0.5}
                aria-label={`${node.path.join(' ▸ ')}: ${node.formattedValue}`}
              />
              {header ? (
                <text
                  data-part="header-label"
                  x={LABEL_PADDING}
                  y={HEADER_HEIGHT / 2 + 1}
                  dy="0.35em"
                  fontSize={LABEL_FONT_SIZE}
                  fontWeight={600}
                  fill={textColor}
                  pointerEvents="none"
                >
                  {header}
                </text>
              ) : null}
              {lines.length > 0 ? (
                <text data-part="tile-label" fontSize={LABEL_FONT_SIZE} fill={textColor} pointerEvents="none">
                  {lines.map((line, index) => (
                    <tspan key={index} x={LABEL_PADDING} y={LABEL_PADDING + LABEL_LINE_HEIGHT * index + LABEL_FONT_SIZE} fontWeight={line.fontWeight}>
                      {line.text}
                    </tspan>
                  ))}
                </text>
              ) : null}
            </g>
          );
        })}
        {root.value <= 0 ? (
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
