import { interpolateRgb, piecewise } from 'd3-interpolate';

/** A sequential or diverging colour scheme: colour stops spread evenly from low to high values. */
export interface LinearColorScheme {
  id: string;
  label: string;
  colors: readonly string[];
  diverging: boolean;
}

/** The linear scheme a new chart starts with, as in Superset. */
export const DEFAULT_LINEAR_COLOR_SCHEME = 'superset_seq_1';

const scheme = (id: string, label: string, colors: readonly string[], diverging = false): LinearColorScheme => ({ id, label, colors, diverging });

/** Superset's linear colour schemes by their ids, so saved charts keep their colours. */
export const LINEAR_COLOR_SCHEMES: readonly LinearColorScheme[] = Object.freeze([
  scheme('superset_seq_1', 'Superset Sequential #1', ['#F4FAD4', '#D7F1AC', '#A9E3AF', '#82CDBB', '#63C1BF', '#1FA8C9', '#2367AC', '#2A2D84', '#251354', '#050415']),
  scheme('superset_seq_2', 'Superset Sequential #2', ['#FBF1B4', '#FDD093', '#FEAD71', '#FF7F44', '#E04355', '#C53D6F', '#952B7B', '#4F167B', '#251354', '#050415']),
  scheme('blue_white_yellow', 'Blue / white / yellow', ['#00d1c1', '#ffffff', '#ffb400']),
  scheme('fire', 'Fire', ['#ffffff', '#ffff00', '#ff0000', '#000000']),
  scheme('white_black', 'White / black', ['#ffffff', '#000000']),
  scheme('black_white', 'Black / white', ['#000000', '#ffffff']),
  scheme('dark_blue', 'Dark blues', ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935']),
  scheme('greens', 'Greens', ['#ffffcc', '#78c679', '#006837']),
  scheme('purples', 'Purples', ['#f2f0f7', '#9e9ac8', '#54278f']),
  scheme('oranges', 'Oranges', ['#fef0d9', '#fc8d59', '#b30000']),
  scheme('echarts_gradient', 'ECharts gradient', ['#f6EFA6', '#D88273', '#BF444C']),
  scheme('preset_seq_1', 'Preset Sequential #1', ['#F3FAEB', '#DEF2D7', '#CAEAC4', '#98DEBC', '#69D3B5', '#4AA59D', '#287886', '#0D5B6A', '#03273F', '#03273F']),
  scheme('preset_seq_2', 'Preset Sequential #2', ['#FEECE8', '#FDE2DA', '#FCCEC2', '#F998AA', '#F76896', '#D13186', '#AC0378', '#790071', '#43026C', '#050415']),
  scheme('pink_grey', 'Pink / grey', ['#E70B81', '#FAFAFA', '#666666'], true),
  scheme('red_yellow_blue', 'Red / yellow / blue', ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'], true),
  scheme('brown_white_green', 'Brown / white / green', ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'], true),
  scheme('purple_white_green', 'Purple / white / green', ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'], true),
  scheme('superset_div_1', 'Superset Diverging #1', ['#E04355', '#E87180', '#EFA1AA', '#F7D0D4', '#F6F6F7', '#C8E9F1', '#8FD3E4', '#58BDD7', '#1FA8C9'], true),
  scheme('superset_div_2', 'Superset Diverging #2', ['#FF7F44', '#FF9E72', '#FEC0A1', '#FFDFD0', '#F6F6F7', '#C8E9F1', '#8FD3E4', '#58BDD7', '#1FA8C9'], true),
]);

/** A linear scheme by id; the default one for an unknown or missing id. */
export function getLinearColorScheme(id?: string | null): LinearColorScheme {
  return LINEAR_COLOR_SCHEMES.find((s) => s.id === id) ?? LINEAR_COLOR_SCHEMES[0]!;
}

/**
 * The colour at `t` (0 = lowest, 1 = highest) of a scheme: linear interpolation in RGB between
 * its stops, which are spread evenly. `t` outside 0–1 is clamped; NaN gives the lowest colour.
 *
 * @example
 * ```ts
 * linearColorScale('white_black')(0.5); // 'rgb(128, 128, 128)'
 * ```
 */
export function linearColorScale(id?: string | null): (t: number) => string {
  const stops = getLinearColorScheme(id).colors;
  const interpolate = piecewise(interpolateRgb, [...stops]);
  return (t) => interpolate(Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0);
}
