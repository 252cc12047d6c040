import { schemeCategory10, schemeDark2, schemePaired, schemeSet2, schemeTableau10 } from 'd3-scale-chromatic';

/** A named categorical palette offered by the colour-scheme picker. */
export interface CategoricalScheme {
  /** Stored in `form_data.color_scheme`; Superset's ids are kept so saved charts carry over. */
  readonly id: string;
  readonly label: string;
  readonly colors: readonly string[];
}

/** The scheme a chart uses when none is set, or when its stored scheme no longer exists. */
export const DEFAULT_COLOR_SCHEME = 'supersetColors';

/** The categorical schemes, default first. */
export const CATEGORICAL_SCHEMES: readonly CategoricalScheme[] = Object.freeze([
  {
    id: DEFAULT_COLOR_SCHEME,
    label: 'Tessera',
    colors: ['#2F6FDE', '#F2A541', '#3BA272', '#D9534F', '#8E6CC9', '#22A7B8', '#E07AB3', '#7F8C8D', '#B8A13A', '#7262B5', '#E8743B', '#19A979'],
  },
  { id: 'd3Category10', label: 'D3 Category 10', colors: [...schemeCategory10] },
  { id: 'tableau10', label: 'Tableau 10', colors: [...schemeTableau10] },
  { id: 'set2', label: 'Soft (Set 2)', colors: [...schemeSet2] },
  { id: 'dark2', label: 'Dark (Dark 2)', colors: [...schemeDark2] },
  { id: 'paired', label: 'Paired', colors: [...schemePaired] },
  {
    id: 'bnbColors',
    label: 'Coral',
    colors: ['#FF5A5F', '#7B0051', '#00D1C1', '#8CE071', '#FFB400', '#B4A76C', '#FF8083', '#CC0086', '#00A1B3', '#00FFEB', '#FFC94D', '#D9CC92'],
  },
]);

const byId = new Map(CATEGORICAL_SCHEMES.map((scheme) => [scheme.id, scheme]));

/** Whether a scheme id exists (a chart's stored scheme resets to the default when it does not). */
export function hasColorScheme(id: unknown): boolean {
  return typeof id === 'string' && byId.has(id);
}

/** The scheme of that id, or the default scheme. */
export function getColorScheme(id?: string | null): CategoricalScheme {
  return (id ? byId.get(id) : undefined) ?? (byId.get(DEFAULT_COLOR_SCHEME) as CategoricalScheme);
}

/** Gives each label a colour: fixed `labelColors` first, then the scheme in order of first use. */
export type CategoricalColorScale = (label: string) => string;

/**
 * A colour scale for one chart: a label keeps its colour for the life of the scale; labels in
 * `labelColors` always get theirs.
 *
 * @example
 * ```ts
 * const color = getCategoricalColorScale('supersetColors', { boy: '#0000ff' });
 * color('boy');  // '#0000ff'
 * color('girl'); // the scheme's first colour
 * ```
 */
export function getCategoricalColorScale(schemeId?: string | null, labelColors?: Readonly<Record<string, string>> | null): CategoricalColorScale {
  const { colors } = getColorScheme(schemeId);
  const assigned = new Map<string, string>();
  return (label) => {
    const fixed = labelColors?.[label];
    if (fixed) return fixed;
    let color = assigned.get(label);
    if (!color) {
      color = colors[assigned.size % colors.length] as string;
      assigned.set(label, color);
    }
    return color;
  };
}
