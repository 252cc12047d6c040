import type { AnnotationLayer, CategoricalColorScale } from '@core/plugin-api/index.js';
import { compileFormula } from './formula.js';
import type { FormulaAnnotation } from './timeseries-chart-props.js';

/** Above this many x values a formula is sampled at evenly spaced positions instead of at each one. */
const MAX_EXACT_SAMPLES = 2000;
const SAMPLES = 500;

const DASHES: Readonly<Record<string, number[]>> = {
  solid: [],
  dashed: [6, 4],
  longDashed: [12, 6],
  dotted: [2, 3],
};

/** The SVG dash array of a layer's `style` (`solid`, `dashed`, `longDashed`, `dotted`), `fallback`'s for another. */
export function lineDash(style: unknown, fallback: 'solid' | 'dashed'): number[] {
  return [...(typeof style === 'string' && style in DASHES ? DASHES[style]! : DASHES[fallback]!)];
}

/**
 * Evaluates the shown FORMULA annotation layers along the x-axis: at every x value (so lines meet
 * bars and categories exactly), or at 500 evenly spaced positions across the x range when there
 * are more than 2,000 values. A layer whose formula does not parse is left out.
 */
export function formulaAnnotations(layers: readonly AnnotationLayer[], x: Float64Array, color: CategoricalColorScale): FormulaAnnotation[] {
  if (x.length === 0) return [];
  let positions = x;
  if (x.length > MAX_EXACT_SAMPLES) {
    const [first, last] = [x[0]!, x[x.length - 1]!];
    positions = Float64Array.from({ length: SAMPLES }, (_, i) => first + ((last - first) * i) / (SAMPLES - 1));
  }
  const annotations: FormulaAnnotation[] = [];
  for (const layer of layers) {
    if (layer.annotationType !== 'FORMULA' || layer.show === false) continue;
    let formula;
    try {
      formula = compileFormula(String(layer.value));
    } catch {
      continue;
    }
    const y = positions.map((value) => {
      const result = formula(value);
      return Number.isFinite(result) ? result : Number.NaN;
    });
    const width = typeof layer['width'] === 'number' && layer['width'] > 0 ? layer['width'] : 1.5;
    annotations.push({
      name: layer.name,
      color: typeof layer['color'] === 'string' && layer['color'] ? layer['color'] : color(layer.name),
      width,
      dash: lineDash(layer['style'], 'dashed'),
      x: positions,
      y,
    });
  }
  return annotations;
}
