import { measureTextWidth, truncateText } from '@core/plugin-api/index.js';

/** Font size of step labels. */
export const LABEL_FONT_SIZE = 12;
/** Least vertical distance between two labels beside the funnel. */
const LABEL_SPACING = 15;
/** Space between steps. */
const STEP_GAP = 2;
/** Room kept around the funnel. */
const PADDING = 8;
/** Horizontal padding a label needs inside its step. */
const INSIDE_PADDING = 8;
/** Distance from a step's edge to the text of a label beside it. */
const LEADER = 14;
/** The last step narrows to this share of its width. */
const TIP_SHARE = 0.5;

/** A rectangle in the chart's box. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One step drawn as a trapezoid. */
export interface StepShape {
  top: number;
  height: number;
  /** Horizontal centre of the funnel. */
  centerX: number;
  topWidth: number;
  bottomWidth: number;
  /** The SVG path of the trapezoid. */
  path: string;
}

/** A placed step label. */
export interface StepLabel {
  index: number;
  /** The text, cut with an ellipsis to the room it has. */
  text: string;
  inside: boolean;
  x: number;
  y: number;
  /** Leader line of a label beside its step: from the step's edge to the text. */
  line: [number, number, number, number] | null;
}

/** The funnel's steps and their labels. */
export interface FunnelLayout {
  steps: StepShape[];
  labels: StepLabel[];
}

function shapes(values: readonly number[], box: Box, maxWidth: number): StepShape[] {
  const count = values.length;
  if (count === 0) return [];
  const max = Math.max(...values, 0);
  const gap = count > 1 ? Math.min(STEP_GAP, box.height / count / 4) : 0;
  const height = Math.max(0, (box.height - gap * (count - 1)) / count);
  const widthOf = (value: number) => (max > 0 ? Math.max(2, (maxWidth * value) / max) : 2);
  const centerX = box.left + box.width / 2;
  return values.map((value, index) => {
    const top = box.top + index * (height + gap);
    const topWidth = widthOf(value);
    const next = values[index + 1];
    const bottomWidth = next === undefined ? Math.max(2, topWidth * TIP_SHARE) : widthOf(next);
    const [a, b] = [topWidth / 2, bottomWidth / 2];
    const path = `M${centerX - a},${top}L${centerX + a},${top}L${centerX + b},${top + height}L${centerX - b},${top + height}Z`;
    return { top, height, centerX, topWidth, bottomWidth, path };
  });
}

/** Whether a label fits in its step: as high as the font, and narrower than the step where the text's edge narrows it most. */
function fitsInside(text: string, shape: StepShape): boolean {
  if (shape.height < LABEL_FONT_SIZE + 2) return false;
  const edge = Math.min(1, (shape.height + LABEL_FONT_SIZE) / 2 / shape.height);
  const narrowest = Math.min(shape.topWidth + (shape.bottomWidth - shape.topWidth) * edge, shape.topWidth + (shape.bottomWidth - shape.topWidth) * (1 - edge));
  return measureTextWidth(text, LABEL_FONT_SIZE) + 2 * INSIDE_PADDING <= narrowest;
}

/**
 * Lays out a funnel in `box`: one trapezoid per value, its top as wide as the value (the largest
 * value fills the width), its bottom as wide as the next value, the last narrowing to a tip.
 * Labels go inside their step when they fit; otherwise the funnel makes room on its right for a
 * column of labels with leader lines. Labels beside the funnel keep 15 px apart: when steps are
 * thinner, only every n-th is labelled; text is cut with an ellipsis to the room it has.
 */
export function funnelLayout(values: readonly number[], texts: readonly string[] | null, outer: Box): FunnelLayout {
  const box = { left: outer.left + PADDING, top: outer.top + PADDING, width: Math.max(0, outer.width - 2 * PADDING), height: Math.max(0, outer.height - 2 * PADDING) };
  let steps = shapes(values, box, box.width);
  if (!texts) return { steps, labels: [] };

  const outside = (list: StepShape[]) => texts.map((text, i) => (list[i] && !fitsInside(text, list[i]) ? i : -1)).filter((i) => i >= 0);
  let column = 0;
  if (outside(steps).length > 0) {
    const widest = Math.max(...outside(steps).map((i) => measureTextWidth(texts[i] ?? '', LABEL_FONT_SIZE)));
    column = Math.min(widest + LEADER + 6, box.width * 0.4);
    steps = shapes(values, { ...box, width: box.width - column }, box.width - column);
  }
  const besides = new Set(outside(steps));
  const stride = steps.length > 0 ? Math.max(1, Math.ceil(LABEL_SPACING / (box.height / steps.length))) : 1;

  const labels: StepLabel[] = [];
  texts.forEach((text, index) => {
    const shape = steps[index];
    if (!shape) return;
    const y = shape.top + shape.height / 2;
    if (!besides.has(index)) {
      labels.push({ index, text, inside: true, x: shape.centerX, y, line: null });
      return;
    }
    if (index % stride !== 0) return;
    // The step's edge at its middle height.
    const edge = shape.centerX + (shape.topWidth + shape.bottomWidth) / 4;
    const room = box.left + box.width - edge - LEADER;
    const cut = truncateText(text, room, LABEL_FONT_SIZE, { minChars: 0 });
    if (!cut) return;
    labels.push({ index, text: cut, inside: false, x: edge + LEADER, y, line: [edge + 2, y, edge + LEADER - 3, y] });
  });
  return { steps, labels };
}
