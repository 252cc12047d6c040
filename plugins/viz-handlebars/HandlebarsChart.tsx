import { CHART_FONT_FAMILY, chartSurfaceColors, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useId, useLayoutEffect, useMemo } from 'react';
import { renderSafeHtml } from './render-safe-html.js';
import { scopeCss } from './scope-css.js';
import type { HandlebarsChartProps } from './transform-props.js';

/**
 * `handlebars`: the template rendered over the rows and sanitised (no scripts, event handlers or
 * script URLs survive), in a scrolling box that contains it (fixed positioning cannot escape it),
 * styled by the style template scoped to this chart. A template error is shown in place of the
 * chart; a rendering without text over no rows says "No data".
 */
export default function HandlebarsChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<HandlebarsChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const scope = `hb${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const rendering = useMemo(() => renderSafeHtml(chartProps.template, chartProps.data), [chartProps.template, chartProps.data]);
  const css = useMemo(() => scopeCss(chartProps.style, `[data-handlebars-scope="${scope}"]`), [chartProps.style, scope]);
  // Over no rows, a template that writes no text (an empty list) has nothing to show.
  const empty = rendering.html !== null && chartProps.data.length === 0 && !/<img\b/i.test(rendering.html) && rendering.html.replace(/<[^>]*>/g, '').trim() === '';

  useLayoutEffect(() => {
    onRendered?.();
  }, [onRendered, rendering, css, colorMode]);

  return (
    <div
      data-part="handlebars-chart"
      data-handlebars-scope={scope}
      style={{
        position: 'relative',
        width,
        height,
        boxSizing: 'border-box',
        padding: 16,
        overflow: 'auto',
        contain: 'layout paint',
        fontFamily: CHART_FONT_FAMILY,
        fontSize: 14,
        color: surface.text,
        colorScheme: colorMode,
      }}
    >
      {css.trim() !== '' ? <style>{css}</style> : null}
      {rendering.error !== null ? (
        <pre role="alert" data-part="template-error" style={{ margin: 0, whiteSpace: 'pre-wrap', color: surface.mutedText, fontSize: 12 }}>
          {rendering.error}
        </pre>
      ) : empty ? (
        <div data-part="empty" style={{ color: surface.mutedText, textAlign: 'center', marginTop: Math.max(0, height / 2 - 26) }}>
          No data
        </div>
      ) : (
        <div data-part="template-output" dangerouslySetInnerHTML={{ __html: rendering.html }} />
      )}
    </div>
  );
}
