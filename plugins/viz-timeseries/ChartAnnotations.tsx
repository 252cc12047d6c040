import { line } from 'd3';
import { memo } from 'react';
import type { ChartGeometry } from './chart-geometry.js';
import { FONT } from './chart-layout.js';
import type { FormulaAnnotation } from './timeseries-chart-props.js';

/** Props of {@link ChartAnnotations}. */
export interface ChartAnnotationsProps {
  geometry: ChartGeometry;
  annotations: readonly FormulaAnnotation[];
  x: Float64Array;
}

/** FORMULA annotation layers as lines over the marks, named at their right end. */
export const ChartAnnotations = memo(function ChartAnnotations({ geometry, annotations, x }: ChartAnnotationsProps) {
  if (annotations.length === 0 || geometry.end <= geometry.start) return null;
  const [first, last] = [x[geometry.start]!, x[geometry.end - 1]!];
  const { base, value, horizontal } = geometry;
  return (
    <g className="timeseries-annotations" pointerEvents="none">
      {annotations.map((annotation, index) => {
        const points: Array<[number, number]> = [];
        annotation.x.forEach((position, i) => {
          const y = annotation.y[i]!;
          if (position < first || position > last || Number.isNaN(y)) return;
          const along = base.positionOfValue(position);
          const across = value.scale(y);
          points.push(horizontal ? [across, along] : [along, across]);
        });
        const end = points[points.length - 1];
        if (!end) return null;
        return (
          <g key={index} data-annotation={annotation.name}>
            <path d={line()(points) ?? ''} fill="none" stroke={annotation.color} strokeWidth={annotation.width} strokeDasharray={annotation.dash.join(' ') || undefined} />
            <text x={end[0] - 4} y={end[1] - 5} textAnchor="end" fontSize={FONT.value} fill={annotation.color}>
              {annotation.name}
            </text>
          </g>
        );
      })}
    </g>
  );
});
