import { CHART_FONT_FAMILY, chartSurfaceColors, fitFontSize, getNumberFormatter, type ChartRenderProps } from '@core/plugin-api/index.js';
import { arc, hierarchy, partition, type HierarchyRectangularNode } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ARC_LABEL_FONT_SIZE, arcLabel, type ArcLabel } from './arc-labels.js';
import { ratioColorScale, readableTextColor } from './arc-colors.js';
import { ChartTooltip, type TooltipContent } from '../viz-kit-react/index.js';
import { nodeFilters, selectedNodeIds, sunburstCrossFilter } from './cross-filter.js';
import type { SunburstChartProps, SunburstNode } from './transform-props.js';

/** The hole in the middle, as a share of the radius (Superset's sunburst leaves 30%). */
const HOLE = 0.3;
const MARGIN = 6;
/** Below this radius there is no room for a readable chart. */
const MIN_RADIUS = 16;
const formatShare = getNumberFormatter('.1%');

type Arc = HierarchyRectangularNode<SunburstNode>;

interface Hover {
  id: string;
  x: number;
  y: number;
}

const startsWith = (values: readonly unknown[], prefix: readonly unknown[]) => prefix.length <= values.length && prefix.every((value, i) => values[i] === value);

/**
 * `sunburst_v2`: the hierarchy as rings of arcs around a hole (d3.partition laid out radially, in
 * SVG), the innermost ring the first level, each arc's angle its share of the whole. Arcs take
 * their category's colour from the shared scale, or with a secondary metric a colour on the linear
 * scheme by their ratio. Labels, when shown, sit along or across each arc, whichever fits more,
 * cut to fit, and only on arcs over the threshold. Hovering an arc lights it and its ancestors and
 * shows the path, shares and values; clicking cross-filters on its path (again clears it);
 * right-click opens the context menu with its filters. The total can sit in the hole.
 */
export default function SunburstChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<SunburstChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const { root, columns } = chartProps;
  const [hover, setHover] = useState<Hover | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const radius = Math.min(width, height) / 2 - MARGIN;
  const arcs = useMemo((): Arc[] => {
    if (radius < MIN_RADIUS || root.value <= 0) return [];
    const tree = hierarchy(root, (node) => node.children)
      .sum((node) => (node.children.length > 0 ? 0 : node.value))
      .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
    return partition<SunburstNode>().size([2 * Math.PI, tree.height + 1])(tree).descendants().filter((node) => node.depth > 0);
  }, [root, radius]);
  const levels = Math.max(1, ...arcs.map((node) => node.depth));
  const ring = (radius * (1 - HOLE)) / levels;
  const innerOf = (node: Arc) => radius * HOLE + (node.depth - 1) * ring;
  const shape = arc<Arc>()
    .startAngle((node) => node.x0)
    .endAngle((node) => node.x1)
    .innerRadius((node) => innerOf(node))
    .outerRadius((node) => innerOf(node) + ring - 1)
    .padAngle((node) => Math.min(0.004, (node.x1 - node.x0) / 4))
    .padRadius(radius);

  const fillOf = useMemo(() => {
    if (chartProps.colorBy === 'category') return (node: SunburstNode) => node.color;
    const scale = ratioColorScale(chartProps.linearColorScheme, chartProps.ratioDomain);
    return (node: SunburstNode) => scale(node.ratio);
  }, [chartProps.colorBy, chartProps.linearColorScheme, chartProps.ratioDomain]);

  const nodes = useMemo(() => arcs.map((node) => node.data), [arcs]);
  const selected = useMemo(() => selectedNodeIds(filterState, nodes), [filterState, nodes]);
  const selectedPaths = useMemo(() => nodes.filter((node) => selected.has(node.id)).map((node) => node.groupValues), [nodes, selected]);
  const hovered = hover ? arcs.find((node) => node.data.id === hover.id) : undefined;
  const interactive = Boolean(setDataMask) && columns.length > 0;

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode]);

  const opacityOf = (node: SunburstNode) => {
    if (hovered && !startsWith(hovered.data.groupValues, node.groupValues)) return 0.35;
    if (selectedPaths.length > 0 && !selectedPaths.some((path) => startsWith(node.groupValues, path) || startsWith(path, node.groupValues))) return 0.3;
    return 1;
  };

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const handleClick = (event: MouseEvent, node: SunburstNode) => {
    if (!interactive || !setDataMask) return;
    const current = nodes.filter((n) => selected.has(n.id));
    let next: SunburstNode[];
    if (selected.has(node.id)) next = current.filter((n) => n.id !== node.id);
    else if ((event.ctrlKey || event.metaKey || event.shiftKey) && current.every((n) => n.groupValues.length === node.groupValues.length)) next = [...current, node];
    else next = [node];
    setDataMask(sunburstCrossFilter(columns, next));
  };

  const handleContextMenu = (event: MouseEvent, node: SunburstNode | null) => {
    if (!onContextMenu) return;
    event.preventDefault();
    event.stopPropagation();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: node ? nodeFilters(columns, node) : [] });
  };

  let tooltip: TooltipContent | null = null;
  if (hovered) {
    const node = hovered.data;
    const lines: Array<{ text: string; muted?: boolean }> = [{ text: `${formatShare(node.value / root.value)} of the total` }];
    const parent = hovered.parent;
    if (parent && parent.depth > 0 && parent.data.value > 0) lines.push({ text: `${formatShare(node.value / parent.data.value)} of ${parent.data.name}` });
    lines.push({ text: `${chartProps.metricLabel || 'Value'}: ${node.formattedValue}`, muted: true });
    if (chartProps.colorBy === 'ratio' && chartProps.secondaryMetricLabel !== null) {
      lines.push({ text: `${chartProps.secondaryMetricLabel}: ${node.formattedSecondaryValue}`, muted: true });
      if (node.ratio !== null) lines.push({ text: `${chartProps.secondaryMetricLabel} / ${chartProps.metricLabel}: ${formatShare(node.ratio)}`, muted: true });
    }
    tooltip = { title: node.path.join(' ▸ '), color: fillOf(node), lines };
  }

  const holeRadius = radius * HOLE;
  const total = chartProps.showTotal && arcs.length > 0 && holeRadius >= 16 ? chartProps.formattedTotal : null;
  const totalSize = total ? fitFontSize(total, 22, holeRadius * 1.6, 700, 8) : 0;
  const cx = width / 2;
  const cy = height / 2;

  return (
    <div
      ref={containerRef}
      data-part="sunburst-chart"
      onContextMenu={(event) => handleContextMenu(event, null)}
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: surface.text }}
    >
      <svg width={width} height={height} role="img" aria-label={`Sunburst chart of ${chartProps.metricLabel}`} style={{ display: 'block' }}>
        <g transform={`translate(${cx},${cy})`}>
          {arcs.map((node) => {
            const fill = fillOf(node.data);
            const opacity = opacityOf(node.data);
            const label =
              chartProps.showLabels && node.data.value / root.value >= chartProps.showLabelsThreshold
                ? placeLabel(chartProps.labelType, node.data, (text) => arcLabel(text, node.x0, node.x1, innerOf(node), innerOf(node) + ring - 1))
                : null;
            return (
              <g key={node.data.id} data-part="arc" data-key={node.data.path.join(',')}>
                <path
                  d={shape(node) ?? ''}
                  fill={fill}
                  fillOpacity={opacity}
                  stroke={surface.background}
                  strokeWidth={1}
                  aria-label={`${node.data.path.join(' ▸ ')}: ${node.data.formattedValue}`}
                  style={{ cursor: interactive ? 'pointer' : 'default', transition: 'fill-opacity 120ms' }}
                  onMouseMove={(event) => setHover({ id: node.data.id, ...pointer(event) })}
                  onMouseLeave={() => setHover(null)}
                  onClick={(event) => handleClick(event, node.data)}
                  onContextMenu={(event) => handleContextMenu(event, node.data)}
                />
                {label ? (
                  <text
                    data-part="arc-label"
                    transform={`translate(${label.x},${label.y}) rotate(${label.rotate})`}
                    textAnchor="middle"
                    dy="0.35em"
                    fontSize={ARC_LABEL_FONT_SIZE}
                    fill={readableTextColor(fill)}
                    fillOpacity={opacity < 1 ? 0.5 : 1}
                    pointerEvents="none"
                  >
                    {label.text}
                  </text>
                ) : null}
              </g>
            );
          })}
          {total ? (
            <g data-part="total" pointerEvents="none">
              <text y={-totalSize * 0.6} textAnchor="middle" fontSize={Math.max(9, totalSize * 0.5)} fill={surface.mutedText}>
                Total
              </text>
              <text y={totalSize * 0.45} dy="0.35em" textAnchor="middle" fontSize={totalSize} fontWeight={700} fill={surface.text}>
                {total}
              </text>
            </g>
          ) : null}
          {root.value <= 0 ? (
            <text data-part="empty" dy="0.35em" textAnchor="middle" fontSize={14} fill={surface.mutedText}>
              No data
            </text>
          ) : null}
        </g>
      </svg>
      {tooltip && hover ? (
        <ChartTooltip x={hover.x} y={hover.y} width={width} height={height} maxWidth={320} title={tooltip.title} titleColor={tooltip.color} lines={tooltip.lines} surface={surface} />
      ) : null}
    </div>
  );
}

/**
 * An arc's label for the label type: values are shown whole or not at all (a cut number reads as
 * another number), so `key_value` falls back to the name alone, which may be cut.
 */
function placeLabel(labelType: SunburstChartProps['labelType'], node: SunburstNode, place: (text: string) => ArcLabel | null): ArcLabel | null {
  if (labelType === 'key') return place(node.name);
  const whole = (text: string) => {
    const label = place(text);
    return label && label.text === text ? label : null;
  };
  if (labelType === 'value') return whole(node.formattedValue);
  return whole(`${node.name}: ${node.formattedValue}`) ?? place(node.name);
}
