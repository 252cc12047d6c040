import type { ChartSurfaceColors } from '@core/plugin-api/index.js';
import { LABEL_FONT_SIZE, type Arrow, type GraphScene } from './graph-scene.js';
import type { GraphChartProps } from './transform-props.js';

/** How strongly each node and edge shows, 0 leaving it out. */
export interface SceneEmphasis {
  node: (index: number) => number;
  edge: (index: number) => number;
}

function triangle(context: CanvasRenderingContext2D, arrow: Arrow): void {
  context.beginPath();
  context.moveTo(arrow[0], arrow[1]);
  context.lineTo(arrow[2], arrow[3]);
  context.lineTo(arrow[4], arrow[5]);
  context.closePath();
  context.fill();
}

/** Draws a graph's frame on a canvas whose transform is set: edges, their symbols, nodes, then labels. */
export function drawCanvasGraph(
  context: CanvasRenderingContext2D,
  scene: GraphScene,
  props: GraphChartProps,
  emphasis: SceneEmphasis,
  surface: Readonly<ChartSurfaceColors>,
  fontFamily: string,
): void {
  context.lineCap = 'round';
  for (const drawn of scene.edges) {
    const alpha = emphasis.edge(drawn.index);
    if (alpha <= 0) continue;
    const edge = props.edges[drawn.index]!;
    context.globalAlpha = alpha;
    context.strokeStyle = edge.color;
    context.fillStyle = edge.color;
    context.lineWidth = edge.width;
    context.beginPath();
    context.moveTo(drawn.x1, drawn.y1);
    context.lineTo(drawn.x2, drawn.y2);
    context.stroke();
    if (drawn.startArrow) triangle(context, drawn.startArrow);
    if (drawn.endArrow) triangle(context, drawn.endArrow);
    for (const dot of [drawn.startDot, drawn.endDot]) {
      if (!dot) continue;
      context.beginPath();
      context.arc(dot.x, dot.y, dot.r, 0, 2 * Math.PI);
      context.fill();
    }
  }
  context.lineWidth = 1;
  context.strokeStyle = surface.background;
  scene.nodes.forEach((node, index) => {
    const alpha = emphasis.node(index);
    if (alpha <= 0) return;
    context.globalAlpha = alpha;
    context.fillStyle = props.nodes[index]!.color;
    context.beginPath();
    context.arc(node.x, node.y, node.r, 0, 2 * Math.PI);
    context.fill();
    context.stroke();
  });
  context.font = `${LABEL_FONT_SIZE}px ${fontFamily}`;
  context.textBaseline = 'middle';
  context.lineWidth = 3;
  context.lineJoin = 'round';
  for (const label of scene.labels) {
    const alpha = emphasis.node(label.index);
    if (alpha <= 0) continue;
    context.globalAlpha = alpha < 1 ? 0.5 : 1;
    context.textAlign = label.anchor === 'start' ? 'left' : 'right';
    context.strokeStyle = surface.background;
    context.strokeText(label.text, label.x, label.y);
    context.fillStyle = surface.text;
    context.fillText(label.text, label.x, label.y);
  }
  context.globalAlpha = 1;
}
