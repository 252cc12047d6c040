import { CHART_FONT_FAMILY, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useEffect, type MouseEvent } from 'react';
import { bigNumberPalette } from './chart-palette.js';
import { HEADER_FONT_WEIGHT, HEADER_LINE_HEIGHT, SUBHEADER_LINE_HEIGHT, boxPadding, fitTextBlock } from './text-layout.js';
import type { BigNumberTotalProps } from './transform-props.js';

/**
 * `big_number_total`: the value centred, sized as a share of the height and shrunk to fit the
 * width, the subheader under it; "No data" without a value. Right-click opens the chart's context
 * menu (drill to detail of every row).
 */
export default function BigNumberTotal({ width, height, chartProps, colorMode, onRendered, onContextMenu }: ChartRenderProps<BigNumberTotalProps>) {
  const palette = bigNumberPalette(colorMode);
  const padding = boxPadding(width, height);
  const innerWidth = Math.max(0, width - 2 * padding);
  const innerHeight = Math.max(0, height - 2 * padding);
  const hasData = chartProps.value !== null;
  const header = hasData ? chartProps.formattedValue : 'No data';
  const subheader = hasData ? chartProps.subheader.trim() : '';
  const layout = fitTextBlock({
    header,
    subheader,
    // "No data" is a message, not the figure: a third of the figure's size.
    headerFontSize: hasData ? chartProps.headerFontSize : chartProps.headerFontSize / 3,
    subheaderFontSize: chartProps.subheaderFontSize,
    chartHeight: height,
    maxWidth: innerWidth,
    maxHeight: innerHeight,
  });

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode]);

  const handleContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (!onContextMenu || !hasData) return;
    event.preventDefault();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: [] });
  };

  return (
    <div
      data-part="big-number-total"
      onContextMenu={handleContextMenu}
      style={{
        width,
        height,
        boxSizing: 'border-box',
        padding,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        fontFamily: CHART_FONT_FAMILY,
        color: palette.text,
      }}
    >
      <div
        data-part="header"
        title={header}
        style={{
          fontSize: layout.headerSize,
          lineHeight: HEADER_LINE_HEIGHT,
          fontWeight: hasData ? HEADER_FONT_WEIGHT : 400,
          color: hasData ? palette.text : palette.mutedText,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          maxWidth: '100%',
        }}
      >
        {header}
      </div>
      {subheader ? (
        <div
          data-part="subheader"
          title={subheader}
          style={{
            fontSize: layout.subheaderSize,
            lineHeight: SUBHEADER_LINE_HEIGHT,
            color: palette.mutedText,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: '100%',
          }}
        >
          {subheader}
        </div>
      ) : null}
    </div>
  );
}
