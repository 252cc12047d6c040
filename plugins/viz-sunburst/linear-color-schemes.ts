/** A sequential or diverging palette: colours spread evenly over a value range. */
export interface LinearColorScheme {
  readonly id: string;
  readonly label: string;
  readonly colors: readonly string[];
}

/** Superset's sequential and diverging schemes, by their ids, with their colour stops. */
export const LINEAR_COLOR_SCHEMES: readonly LinearColorScheme[] = Object.freeze([
  { id: 'superset_seq_1', label: 'Superset Sequential #1', colors: ['#F4FAD4', '#D7F1AC', '#A9E3AF', '#82CDBB', '#63C1BF', '#1FA8C9', '#2367AC', '#2A2D84', '#251354', '#050415'] },
  { id: 'superset_seq_2', label: 'Superset Sequential #2', colors: ['#FBF1B4', '#FDD093', '#FEAD71', '#FF7F44', '#E04355', '#C53D6F', '#952B7B', '#4F167B', '#251354', '#050415'] },
  { id: 'blue_white_yellow', label: 'blue/white/yellow', colors: ['#00d1c1', '#ffffff', '#ffb400'] },
  { id: 'fire', label: 'fire', colors: ['#ffffff', '#ffff00', '#ff0000', '#000000'] },
  { id: 'white_black', label: 'white/black', colors: ['#ffffff', '#000000'] },
  { id: 'black_white', label: 'black/white', colors: ['#000000', '#ffffff'] },
  { id: 'dark_blue', label: 'dark blues', colors: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'] },
  { id: 'pink_grey', label: 'pink/grey', colors: ['#E70B81', '#FAFAFA', '#666666'] },
  { id: 'greens', label: 'greens', colors: ['#ffffcc', '#78c679', '#005a32'] },
  { id: 'purples', label: 'purples', colors: ['#f2f0f7', '#9e9ac8', '#54278f'] },
  { id: 'oranges', label: 'oranges', colors: ['#fef0d9', '#fc8d59', '#b30000'] },
  { id: 'red_yellow_blue', label: 'red/yellow/blue', colors: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'] },
  { id: 'brown_white_green', label: 'brown/white/green', colors: ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'] },
  { id: 'purple_white_green', label: 'purple/white/green', colors: ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'] },
]);

/** The scheme Superset's linear colour control starts on. */
export const DEFAULT_LINEAR_COLOR_SCHEME = 'superset_seq_1';

/** The scheme of that id, or the default one. */
export function linearColorScheme(id: string | null | undefined): LinearColorScheme {
  return LINEAR_COLOR_SCHEMES.find((scheme) => scheme.id === id) ?? (LINEAR_COLOR_SCHEMES[0] as LinearColorScheme);
}
