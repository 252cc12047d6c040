import { truncateText } from '@core/plugin-api/index.js';

/** Font size of slice labels. */
export const LABEL_FONT_SIZE = 12;
/** Vertical distance between two outside labels. */
export const LABEL_SPACING = 16;
/** How far past the pie leader lines bend, and labels start. */
const ELBOW = 12;
const TEXT_OFFSET = 22;

/** A label to place beside the pie, at the middle angle of its slice. */
export interface OutsideLabelInput {
  key: string;
  text: string;
  /** Middle angle of the slice, radians clockwise from 12 o'clock (d3.pie's convention). */
  angle: number;
  /** Share of the total: when not every label fits, the smallest slices lose theirs. */
  percent: number;
}

/** A placed outside label, in coordinates centred on the pie. */
export interface OutsideLabel {
  key: string;
  /** The text, cut with an ellipsis to the room beside the pie. */
  text: string;
  side: 'left' | 'right';
  /** Text anchor point. */
  x: number;
  y: number;
  /** Leader line: from the slice's edge, through the elbow, to the text. */
  points: Array<[number, number]>;
}

/**
 * The pie radius that leaves room beside it for outside labels as wide as `widestLabel`: the
 * wanted radius, shrunk as needed, but not below 45% of the largest radius (past that, labels
 * are cut instead).
 */
export function radiusForOutsideLabels(wantedRadius: number, maxRadius: number, boxWidth: number, widestLabel: number): number {
  const roomy = boxWidth / 2 - TEXT_OFFSET - 4 - widestLabel;
  return Math.max(0, Math.min(wantedRadius, Math.max(roomy, maxRadius * 0.45)));
}

/** Spreads sorted label heights so neighbours are at least LABEL_SPACING apart within [min, max]. */
function spread(ys: number[], min: number, max: number): number[] {
  const out = [...ys];
  for (let i = 0; i < out.length; i += 1) out[i] = Math.max(out[i]!, i === 0 ? min : out[i - 1]! + LABEL_SPACING);
  for (let i = out.length - 1; i >= 0; i -= 1) out[i] = Math.min(out[i]!, i === out.length - 1 ? max : out[i + 1]! - LABEL_SPACING);
  return out;
}

/**
 * Places labels beside a pie of radius `radius` in a box `width` × `height` centred on it: right
 * of the pie for slices on the right half, left for the others, each at its slice's height,
 * pushed apart so none overlap, cut to the room beside the pie. When a side holds more labels
 * than fit its height, the labels of its smallest slices are left out.
 */
export function placeOutsideLabels(labels: readonly OutsideLabelInput[], radius: number, width: number, height: number): OutsideLabel[] {
  const top = -height / 2 + LABEL_SPACING / 2;
  const bottom = height / 2 - LABEL_SPACING / 2;
  const capacity = Math.max(0, Math.floor((bottom - top) / LABEL_SPACING) + 1);
  const room = Math.max(0, width / 2 - radius - TEXT_OFFSET - 4);
  const placed: OutsideLabel[] = [];
  for (const side of ['right', 'left'] as const) {
    let group = labels.filter((label) => (Math.sin(label.angle) >= 0) === (side === 'right'));
    if (group.length > capacity) {
      const kept = new Set([...group].sort((a, b) => b.percent - a.percent).slice(0, capacity).map((label) => label.key));
      group = group.filter((label) => kept.has(label.key));
    }
    const anchored = group
      .map((label) => ({ label, edgeY: -Math.cos(label.angle) * radius, edgeX: Math.sin(label.angle) * radius }))
      .sort((a, b) => a.edgeY - b.edgeY);
    const ys = spread(
      anchored.map((a) => -Math.cos(a.label.angle) * (radius + ELBOW)),
      top,
      bottom,
    );
    const sign = side === 'right' ? 1 : -1;
    anchored.forEach((a, i) => {
      const y = ys[i]!;
      const elbowX = Math.sin(a.label.angle) * (radius + ELBOW);
      const textX = sign * (radius + TEXT_OFFSET);
      const text = truncateText(a.label.text, room, LABEL_FONT_SIZE, { minChars: 0 });
      if (!text) return;
      placed.push({
        key: a.label.key,
        text,
        side,
        x: textX,
        y,
        points: [
          [a.edgeX, a.edgeY],
          [elbowX, y],
          [textX - sign * 4, y],
        ],
      });
    });
  }
  return placed;
}
