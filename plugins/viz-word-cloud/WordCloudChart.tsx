import { CHART_FONT_FAMILY, chartSurfaceColors, measureTextWidth, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ChartTooltip } from '../viz-kit-react/index.js';
import { legibleTextColor } from './legible-color.js';
import type { WordCloudChartProps } from './transform-props.js';
import { layoutWordCloud } from './word-cloud-layout.js';

/** Words are drawn bold, as in Superset's cloud; the layout measures them so. */
const FONT_WEIGHT = 600;
/** Space around the cloud inside the chart's box. */
const MARGIN = 4;

interface Hover {
  text: string;
  x: number;
  y: number;
}

/**
 * `word_cloud`: the words packed around the centre in SVG by a spiral layout that never lets two
 * words (or a word and the box's edge) overlap, each in its font size and angle and its colour
 * from the shared scale (its lightness kept readable on the paper). The whole cloud shrinks when its largest words would not fit; words that
 * still do not fit are left out. Hovering a word shows its value and fades the others.
 */
export default function WordCloudChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<WordCloudChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const { words } = chartProps;
  const [hover, setHover] = useState<Hover | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const layout = useMemo(
    () => layoutWordCloud(words, width - 2 * MARGIN, height - 2 * MARGIN, { measure: (text, size) => measureTextWidth(text, size, FONT_WEIGHT) }),
    [words, width, height],
  );

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode]);

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const hovered = hover ? layout.placed.find((word) => word.text === hover.text) : undefined;
  return (
    <div ref={containerRef} data-part="word-cloud-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: surface.text }}>
      <svg width={width} height={height} role="img" aria-label={`Word cloud of ${chartProps.seriesLabel} by ${chartProps.metricLabel}`} style={{ display: 'block' }}>
        <g transform={`translate(${width / 2},${height / 2})`}>
          {layout.placed.map((word) => (
            <text
              key={word.text}
              data-part="word"
              data-key={word.text}
              transform={`translate(${word.x.toFixed(1)},${word.y.toFixed(1)}) rotate(${word.rotate})`}
              textAnchor="middle"
              dy="0.35em"
              fontSize={word.placedSize.toFixed(1)}
              fontWeight={FONT_WEIGHT}
              fill={legibleTextColor(word.color, colorMode)}
              fillOpacity={hover && hover.text !== word.text ? 0.45 : 1}
              style={{ cursor: 'default', transition: 'fill-opacity 120ms' }}
              onMouseMove={(event) => setHover({ text: word.text, ...pointer(event) })}
              onMouseLeave={() => setHover(null)}
            >
              {word.text}
            </text>
          ))}
          {words.length === 0 ? (
            <text data-part="empty" dy="0.35em" textAnchor="middle" fontSize={14} fill={surface.mutedText}>
              No data
            </text>
          ) : null}
        </g>
      </svg>
      {hovered && hover ? (
        <ChartTooltip
          x={hover.x}
          y={hover.y}
          width={width}
          height={height}
          maxWidth={320}
          title={hovered.text}
          titleColor={hovered.color}
          lines={[{ text: chartProps.metricLabel || 'Value', value: hovered.formattedValue }]}
          surface={surface}
        />
      ) : null}
    </div>
  );
}
