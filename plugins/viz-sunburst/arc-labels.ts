import { measureTextWidth, truncateText } from '@core/plugin-api/index.js';

/** Font size of arc labels. */
export const ARC_LABEL_FONT_SIZE = 11;
/** Space kept between a label and its arc's edges. */
const EDGE = 3;

/** A label placed on an arc: its text, centre and rotation (degrees, SVG's clockwise). */
export interface ArcLabel {
  text: string;
  x: number;
  y: number;
  rotate: number;
}

/**
 * The label of an arc from angle `a0` to `a1` (radians, clockwise from 12 o'clock) between radii
 * `r0` and `r1`, written along the radius or across it: the way nearer level where the whole
 * text fits both ways, the way it fits otherwise, else the roomier way with the text cut; turned
 * so it never reads upside down. Null when no shortened text fits.
 *
 * @example
 * arcLabel('California', 0, Math.PI / 2, 60, 120); // { text: 'California', x: …, y: …, rotate: -45 }
 */
export function arcLabel(text: string, a0: number, a1: number, r0: number, r1: number, fontSize = ARC_LABEL_FONT_SIZE): ArcLabel | null {
  const span = a1 - a0;
  const angle = (a0 + a1) / 2;
  const radius = (r0 + r1) / 2;
  const thickness = r1 - r0;
  const degrees = (angle * 180) / Math.PI;
  const x = radius * Math.sin(angle);
  const y = -radius * Math.cos(angle);

  // Along the radius: as long as the ring is thick, if the arc is wide enough for the font.
  const chord = span >= Math.PI ? Infinity : 2 * radius * Math.sin(span / 2);
  const radialRoom = chord >= fontSize + 2 ? thickness - 2 * EDGE : 0;
  // Across the radius: a straight line through the arc's middle, inside both its radii and its angles.
  const outer = Math.max(0, r1 - EDGE);
  const withinRadius = outer > radius ? 2 * Math.sqrt(outer * outer - radius * radius) : 0;
  const withinAngles = span >= Math.PI ? Infinity : 2 * radius * Math.tan(span / 2) * 0.9;
  const tangentialRoom = thickness >= fontSize + 2 * EDGE ? Math.min(withinRadius, withinAngles) : 0;

  const upsideDown = angle > Math.PI / 2 && angle < (3 * Math.PI) / 2;
  const radialTurn = angle < Math.PI ? degrees - 90 : degrees + 90;
  const tangentialTurn = upsideDown ? degrees - 180 : degrees;
  const tilt = (turn: number) => Math.abs(((((turn + 180) % 360) + 360) % 360) - 180);
  // Where the whole text fits both ways, the way nearer level reads best; where it fits one way,
  // that way; where it fits neither, the roomier way, cut.
  const width = measureTextWidth(text, fontSize);
  const fitsRadial = width <= radialRoom;
  const fitsTangential = width <= tangentialRoom;
  const radial = fitsRadial && fitsTangential ? tilt(radialTurn) < tilt(tangentialTurn) : fitsRadial || (!fitsTangential && radialRoom >= tangentialRoom);
  const fitted = truncateText(text, radial ? radialRoom : tangentialRoom, fontSize, { minChars: 2 });
  if (!fitted) return null;
  return { text: fitted, x, y, rotate: radial ? radialTurn : tangentialTurn };
}
