import { DEFAULT_COLOR_SCHEME, getColorScheme, hasColorScheme } from '../plugin-api/viz-kit/color-schemes.js';

type ColorRecord = Readonly<Record<string, string>>;

/**
 * A dashboard's label colours: every chart of the dashboard draws a label in the same colour, and
 * a label keeps its colour whatever filters remove other labels, because colours are assigned once,
 * in the order labels are first seen, and remembered (`map_label_colors`).
 */
export interface LabelColorMap {
  /** The scheme assigned colours come from (a vanished scheme is the default). */
  readonly colorScheme: string;
  readonly colorNamespace: string | null;
  /** Colours the dashboard fixes (`label_colors`). */
  readonly labelColors: ColorRecord;
  /** Colours assigned to labels as they were first seen (`map_label_colors`). */
  readonly mapLabelColors: ColorRecord;
  /** Labels drawn by more than one chart (`shared_label_colors`). */
  readonly sharedLabels: readonly string[];
  /** Chart ids each label was seen in during this visit (not stored). */
  readonly chartsOfLabel: Readonly<Record<string, readonly number[]>>;
}

/** The colour fields `PUT /api/v1/dashboard/{id}/colors` takes. */
export interface LabelColorConfig {
  color_scheme: string;
  color_namespace?: string;
  color_scheme_domain: string[];
  label_colors: Record<string, string>;
  shared_label_colors: string[];
  map_label_colors: Record<string, string>;
}

const isColorRecord = (value: unknown): value is Record<string, string> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((color) => typeof color === 'string');

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * The colour map a dashboard's metadata describes. Assigned colours made with another scheme (its
 * `color_scheme_domain` differs) are dropped so they are assigned again from the current one.
 */
export function openLabelColorMap(metadata: Readonly<Record<string, unknown>>): LabelColorMap {
  const colorScheme = hasColorScheme(metadata['color_scheme']) ? (metadata['color_scheme'] as string) : DEFAULT_COLOR_SCHEME;
  const domain = metadata['color_scheme_domain'];
  const sameDomain = !Array.isArray(domain) || domain.length === 0 || sameList(domain as string[], getColorScheme(colorScheme).colors);
  const shared = metadata['shared_label_colors'];
  return {
    colorScheme,
    colorNamespace: typeof metadata['color_namespace'] === 'string' ? metadata['color_namespace'] : null,
    labelColors: isColorRecord(metadata['label_colors']) ? { ...metadata['label_colors'] } : {},
    mapLabelColors: sameDomain && isColorRecord(metadata['map_label_colors']) ? { ...metadata['map_label_colors'] } : {},
    sharedLabels: Array.isArray(shared) ? shared.filter((label): label is string => typeof label === 'string') : isColorRecord(shared) ? Object.keys(shared) : [],
    chartsOfLabel: {},
  };
}

/**
 * The next colour for a new label of chart `chartId`: the first scheme colour no label holds yet;
 * once every colour is taken, the next one round the scheme that no other label of this chart
 * shows, so two labels side by side in one chart never look alike while the scheme has room.
 */
function nextColor(map: LabelColorMap, chartId: number, chartLabelColors?: ColorRecord | null): string {
  const { colors } = getColorScheme(map.colorScheme);
  const used = new Set(Object.values(map.mapLabelColors));
  const free = colors.find((color) => !used.has(color));
  if (free) return free;
  const inChart = new Set(
    Object.entries(map.chartsOfLabel)
      .filter(([, charts]) => charts.includes(chartId))
      .map(([label]) => chartLabelColors?.[label] ?? map.labelColors[label] ?? map.mapLabelColors[label]),
  );
  const start = Object.keys(map.mapLabelColors).length;
  for (let step = 0; step < colors.length; step++) {
    const color = colors[(start + step) % colors.length] as string;
    if (!inChart.has(color)) return color;
  }
  return colors[start % colors.length] as string;
}

/**
 * The colour of a label in one chart of the dashboard, and the map after it: the chart's own
 * `label_colors` win, then the dashboard's, then the colour the label was given when first seen;
 * an unseen label is given the next colour of the scheme and remembered.
 *
 * @example
 * ```ts
 * let map = openLabelColorMap(dashboard.metadata);
 * const first = labelColor(map, 'boy', 12);   // the scheme's first colour
 * map = first.map;
 * labelColor(map, 'boy', 13).color;           // the same colour, in any other chart
 * ```
 */
export function labelColor(map: LabelColorMap, label: string, chartId: number, chartLabelColors?: ColorRecord | null): { color: string; map: LabelColorMap } {
  const seenIn = map.chartsOfLabel[label] ?? [];
  const charts = seenIn.includes(chartId) ? map.chartsOfLabel : { ...map.chartsOfLabel, [label]: [...seenIn, chartId] };
  const shared = charts !== map.chartsOfLabel && seenIn.length === 1 && !map.sharedLabels.includes(label) ? [...map.sharedLabels, label] : map.sharedLabels;
  const next = charts === map.chartsOfLabel && shared === map.sharedLabels ? map : { ...map, chartsOfLabel: charts, sharedLabels: shared };

  const fixed = chartLabelColors?.[label] ?? map.labelColors[label];
  if (fixed) return { color: fixed, map: next };
  const assigned = map.mapLabelColors[label];
  if (assigned) return { color: assigned, map: next };
  const color = nextColor(map, chartId, chartLabelColors);
  return { color, map: { ...next, mapLabelColors: { ...map.mapLabelColors, [label]: color } } };
}

/** The map as the `/colors` endpoint stores it. */
export function labelColorConfigOf(map: LabelColorMap): LabelColorConfig {
  return {
    color_scheme: map.colorScheme,
    ...(map.colorNamespace !== null ? { color_namespace: map.colorNamespace } : {}),
    color_scheme_domain: [...getColorScheme(map.colorScheme).colors],
    label_colors: { ...map.labelColors },
    shared_label_colors: [...map.sharedLabels],
    map_label_colors: { ...map.mapLabelColors },
  };
}

/** Whether two maps store the same thing (the visit-only chart tracking aside). */
export function sameLabelColorConfig(a: LabelColorMap, b: LabelColorMap): boolean {
  return JSON.stringify(labelColorConfigOf(a)) === JSON.stringify(labelColorConfigOf(b));
}
