import { interpolateRgbBasis, rgb } from 'd3';

/** A sequential colour scheme: colours from low to high, interpolated in between. */
export interface SequentialScheme {
  readonly id: string;
  readonly label: string;
  readonly colors: readonly string[];
}

/** Superset's default linear colour scheme. */
export const DEFAULT_LINEAR_SCHEME = 'superset_seq_1';

/** The linear colour schemes `linear_color_scheme` offers, under Superset's ids. */
export const SEQUENTIAL_SCHEMES: readonly SequentialScheme[] = Object.freeze([
  { id: 'superset_seq_1', label: 'Superset Sequential #1', colors: ['#F4FAD4', '#D7F1AC', '#A9E3AF', '#82CDBB', '#63C1BF', '#1FA8C9', '#2367AC', '#2A2D84', '#251354', '#050415'] },
  { id: 'superset_seq_2', label: 'Superset Sequential #2', colors: ['#FBF1B4', '#FDD093', '#FEAD71', '#FF7F44', '#E04355', '#C53D6F', '#952B7B', '#4F167B', '#251354', '#050415'] },
  { id: 'blue_white_yellow', label: 'Blue / white / yellow', colors: ['#00d1c1', '#ffffff', '#ffb400'] },
  { id: 'fire', label: 'Fire', colors: ['#ffffff', '#ffff00', '#ff0000', '#000000'] },
  { id: 'white_black', label: 'White / black', colors: ['#ffffff', '#000000'] },
  { id: 'black_white', label: 'Black / white', colors: ['#000000', '#ffffff'] },
  { id: 'dark_blue', label: 'Dark blues', colors: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'] },
  { id: 'pink_grey', label: 'Pink / grey', colors: ['#E70B81', '#FAFAFA', '#666666'] },
  { id: 'greens', label: 'Greens', colors: ['#ffffcc', '#78c679', '#006837'] },
  { id: 'purples', label: 'Purples', colors: ['#f2f0f7', '#9e9ac8', '#54278f'] },
  { id: 'oranges', label: 'Oranges', colors: ['#fef0d9', '#fc8d59', '#b30000'] },
  { id: 'red_yellow_blue', label: 'Red / yellow / blue', colors: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'] },
  { id: 'brown_white_green', label: 'Brown / white / green', colors: ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'] },
  { id: 'purple_white_green', label: 'Purple / white / green', colors: ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'] },
  { id: 'echarts_gradient', label: 'ECharts gradient', colors: ['#f6EFA6', '#D88273', '#BF444C'] },
]);

/** The part of a scheme a scale uses, as fractions from its low end (0) to its high end (1). */
export type SchemeRange = readonly [number, number];

function schemeOf(id: string | null | undefined): SequentialScheme {
  return SEQUENTIAL_SCHEMES.find((candidate) => candidate.id === id) ?? SEQUENTIAL_SCHEMES[0]!;
}

function luminance(color: string): number {
  const { r, g, b } = rgb(color);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/**
 * The part of a scheme that stays visible on `background`: its ends are trimmed, by at most a
 * third each, while they are too close to the paper (a near-white end on white, a near-black end
 * on a dark theme), so no line disappears.
 */
export function readableRange(id: string | null | undefined, background: string, minContrast = 2): SchemeRange {
  const interpolate = interpolateRgbBasis([...schemeOf(id).colors]);
  const visible = (t: number) => contrast(interpolate(t), background) >= minContrast;
  let low = 0;
  while (low < 1 / 3 && !visible(low)) low += 0.02;
  let high = 1;
  while (high > 2 / 3 && !visible(high)) high -= 0.02;
  return [low, high];
}

/**
 * A colour for each value of `[min, max]` along a sequential scheme (an unknown id gives the
 * default scheme), over `range` of it; a one-value domain takes the middle.
 *
 * @example
 * linearColorScale('greens', 0, 10)(10); // 'rgb(0, 104, 55)'
 */
export function linearColorScale(id: string | null | undefined, min: number, max: number, range: SchemeRange = [0, 1]): (value: number) => string {
  const interpolate = interpolateRgbBasis([...schemeOf(id).colors]);
  const span = max - min;
  const [from, to] = range;
  return (value) => interpolate(from + (to - from) * (span > 0 ? Math.min(1, Math.max(0, (value - min) / span)) : 0.5));
}
