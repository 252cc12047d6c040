import { measureTextWidth, truncateText } from '@core/plugin-api/index.js';
import type { LabelPosition } from './radar-controls.js';

/** Font size of axis names and point labels. */
export const AXIS_FONT_SIZE = 12;
export const POINT_FONT_SIZE = 11;
/** Distance from the outer ring to an axis name. */
const AXIS_GAP = 8;
const PADDING = 6;
/** The radar keeps at least this radius, whatever the room; names are cut to make room. */
const MIN_RADIUS = 24;

/** A rectangle in the chart's box. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The angle of axis `index` of `count`, radians clockwise from 12 o'clock. */
export function axisAngle(index: number, count: number): number {
  return (2 * Math.PI * index) / Math.max(1, count);
}

/** A placed axis name. */
export interface AxisLabel {
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

/** Where the radar and its axis names sit. */
export interface RadarLayout {
  cx: number;
  cy: number;
  radius: number;
  axisLabels: AxisLabel[];
}

function anchorOf(angle: number): AxisLabel['anchor'] {
  const sin = Math.sin(angle);
  return sin > 0.15 ? 'start' : sin < -0.15 ? 'end' : 'middle';
}

/**
 * The largest radar that fits `box` with every axis name outside its ring: each name beside the end
 * of its axis, anchored away from the centre. Names longer than 35% of the width are cut with an
 * ellipsis, and further while the radar would get less than 60% of the room it could have.
 */
export function radarLayout(names: readonly string[], box: Box): RadarLayout {
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const halfW = box.width / 2 - PADDING;
  const halfH = box.height / 2 - PADDING;
  const count = names.length;
  const fit = (texts: string[]) => {
    let radius = Math.min(halfW, halfH);
    texts.forEach((text, index) => {
      const angle = axisAngle(index, count);
      const sin = Math.abs(Math.sin(angle));
      const cos = Math.abs(Math.cos(angle));
      const width = measureTextWidth(text, AXIS_FONT_SIZE);
      // How far the name reaches past its anchor, across and along the vertical.
      const across = anchorOf(angle) === 'middle' ? width / 2 : width;
      const along = cos > 0.5 ? AXIS_FONT_SIZE : AXIS_FONT_SIZE / 2;
      if (sin > 1e-6) radius = Math.min(radius, (halfW - across) / sin - AXIS_GAP);
      else radius = across > halfW ? 0 : radius;
      if (cos > 1e-6) radius = Math.min(radius, (halfH - along) / cos - AXIS_GAP);
    });
    return radius;
  };
  // Long names are cut further until the radar gets at least 60% of the room it could have.
  const wanted = Math.max(MIN_RADIUS, 0.6 * Math.min(halfW, halfH));
  let texts = names.map((name) => truncateText(name, box.width * 0.35, AXIS_FONT_SIZE, { minChars: 0 }));
  let radius = fit(texts);
  for (let share = 0.3; radius < wanted && share >= 0.05; share -= 0.05) {
    texts = names.map((name) => truncateText(name, box.width * share, AXIS_FONT_SIZE, { minChars: 0 }));
    radius = fit(texts);
  }
  radius = Math.max(0, radius);
  const axisLabels = texts.map((text, index): AxisLabel => {
    const angle = axisAngle(index, count);
    const [sin, cos] = [Math.sin(angle), -Math.cos(angle)];
    const anchor = anchorOf(angle);
    const offset = radius + AXIS_GAP;
    const y = cy + cos * offset + (cos > 0.5 ? AXIS_FONT_SIZE * 0.5 : cos < -0.5 ? -AXIS_FONT_SIZE * 0.5 : 0);
    return { text, x: cx + sin * offset, y, anchor };
  });
  return { cx, cy, radius, axisLabels };
}

/** A label wanted beside a point. */
export interface PointLabelInput {
  key: string;
  text: string;
  x: number;
  y: number;
}

/** A placed point label: its text anchored at (x, y), centred vertically. */
export interface PointLabel {
  key: string;
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

/** A rectangle labels must keep clear of. */
export interface Obstacle {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The rectangle an axis name covers. */
export function axisLabelBounds(label: AxisLabel): Obstacle {
  const width = measureTextWidth(label.text, AXIS_FONT_SIZE);
  const left = label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x - width : label.x - width / 2;
  return { left, right: left + width, top: label.y - AXIS_FONT_SIZE / 2, bottom: label.y + AXIS_FONT_SIZE / 2 };
}

/** Where a label goes when its own position is taken: the other sides of the point, in turn. */
const FALLBACKS: readonly LabelPosition[] = ['top', 'right', 'bottom', 'left'];

/**
 * Places point labels around their points, in order: at `position` when that spot is free, else at
 * the first free side of the point (top, right, bottom, left); a label with no free spot — one
 * that would overlap a placed label, an obstacle (the axis names) or leave the box — is left
 * out. The first series' labels win.
 */
export function placePointLabels(inputs: readonly PointLabelInput[], position: LabelPosition, box: Box, obstacles: readonly Obstacle[] = []): PointLabel[] {
  const placed: Obstacle[] = [...obstacles];
  const labels: PointLabel[] = [];
  const gap = 6;
  const attempt = (input: PointLabelInput, width: number, side: LabelPosition): { label: PointLabel; rect: Obstacle } | null => {
    let { x, y } = input;
    let anchor: PointLabel['anchor'] = 'middle';
    if (side === 'top') y -= gap + POINT_FONT_SIZE / 2;
    else if (side === 'bottom') y += gap + POINT_FONT_SIZE / 2;
    else if (side === 'left') [x, anchor] = [x - gap, 'end'];
    else if (side === 'right') [x, anchor] = [x + gap, 'start'];
    const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    const rect = { left: left - 1, right: left + width + 1, top: y - POINT_FONT_SIZE / 2 - 1, bottom: y + POINT_FONT_SIZE / 2 + 1 };
    if (rect.left < box.left || rect.right > box.left + box.width || rect.top < box.top || rect.bottom > box.top + box.height) return null;
    if (placed.some((other) => rect.left < other.right && other.left < rect.right && rect.top < other.bottom && other.top < rect.bottom)) return null;
    return { label: { key: input.key, text: input.text, x, y, anchor }, rect };
  };
  for (const input of inputs) {
    const width = measureTextWidth(input.text, POINT_FONT_SIZE);
    const sides = [position, ...FALLBACKS.filter((side) => side !== position)];
    for (const side of sides) {
      const spot = attempt(input, width, side);
      if (!spot) continue;
      placed.push(spot.rect);
      labels.push(spot.label);
      break;
    }
  }
  return labels;
}
