import { labelColor, openLabelColorMap, sameLabelColorConfig, type LabelColorMap } from '@core/dashboard/index.js';
import { DEFAULT_COLOR_SCHEME, type CategoricalColorScale } from '@core/plugin-api/index.js';

/**
 * The dashboard page's one colour map: every chart colours its labels through it, so a label
 * keeps its colour in every chart and through filters; listeners hear when a new label was
 * given a colour (to store the map).
 */
export class DashboardLabelColors {
  private map: LabelColorMap;
  private readonly listeners = new Set<(map: LabelColorMap) => void>();

  constructor(metadata: Readonly<Record<string, unknown>>) {
    this.map = openLabelColorMap(metadata);
  }

  get current(): LabelColorMap {
    return this.map;
  }

  /**
   * The colour scale of one chart: the chart's own `label_colors` first, then the dashboard's map.
   * A chart drawn with another scheme than the dashboard's keeps its own scale (`undefined`).
   */
  scaleFor(chartId: number, formData: Readonly<Record<string, unknown>>): CategoricalColorScale | undefined {
    const stored = formData['color_scheme'];
    const scheme = typeof stored === 'string' && stored !== '' ? stored : DEFAULT_COLOR_SCHEME;
    if (scheme !== this.map.colorScheme) return undefined;
    const ownColors = formData['label_colors'];
    const own = ownColors && typeof ownColors === 'object' ? (ownColors as Record<string, string>) : undefined;
    return (label) => {
      const before = this.map;
      const { color, map } = labelColor(before, label, chartId, own);
      this.map = map;
      if (!sameLabelColorConfig(before, map)) for (const listener of this.listeners) listener(map);
      return color;
    };
  }

  /** Listens for changes to what is stored; answers the unsubscribe. */
  subscribe(listener: (map: LabelColorMap) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
