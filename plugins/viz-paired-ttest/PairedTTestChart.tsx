import { CHART_FONT_FAMILY, chartSurfaceColors, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useEffect } from 'react';
import { TTestTable, type TTestPalette } from './TTestTable.js';
import type { PairedTTestChartProps } from './transform-props.js';

/** The table colours for the page's colour mode. */
function tTestPalette(colorMode: 'light' | 'dark'): TTestPalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? { ...surface, controlRow: 'rgba(120, 165, 240, 0.16)', positive: '#6fcf97', negative: '#ff8a80' }
    : { ...surface, controlRow: 'rgba(47, 111, 222, 0.08)', positive: '#1e7e34', negative: '#c62828' };
}

/**
 * `paired_ttest`: per metric a titled table of the groups with their paired t-test p-value and
 * lift against the control group (the first, or the row last clicked) and whether the difference
 * is significant at the chosen level. The chart scrolls when the tables do not fit.
 */
export default function PairedTTestChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<PairedTTestChartProps>) {
  const palette = tTestPalette(colorMode);
  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode]);

  return (
    <div
      data-part="paired-ttest-chart"
      style={{ width, height, overflow: 'auto', boxSizing: 'border-box', padding: '4px 8px', fontFamily: CHART_FONT_FAMILY, color: palette.text }}
    >
      {chartProps.metrics.length === 0 ? (
        <div data-part="empty" style={{ height: height - 8, display: 'flex', alignItems: 'center', justifyContent: 'center', color: palette.mutedText, fontSize: 14 }}>
          No data
        </div>
      ) : (
        chartProps.metrics.map((metric) => (
          <section key={metric.name} data-part="ttest-metric" style={{ marginBottom: 16 }}>
            <h3 style={{ margin: '4px 0 6px', fontSize: 15, fontWeight: 600 }}>{metric.name}</h3>
            <TTestTable
              metric={metric}
              groupColumns={chartProps.groupColumns}
              alpha={chartProps.alpha}
              pValuePrecision={chartProps.pValuePrecision}
              liftPrecision={chartProps.liftPrecision}
              palette={palette}
            />
          </section>
        ))
      )}
    </div>
  );
}
