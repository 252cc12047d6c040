import type { TimeseriesVariant } from './timeseries-variant.js';

const BLUE = '#2F6FDE';
const ORANGE = '#F2A541';
const AXES = '<path d="M14 8V68H112" fill="none" stroke="#9AA5B1" stroke-width="2"/>' + '<path d="M14 48H112M14 28H112" stroke="#E4E7EB" stroke-width="1"/>';

const MARKS: Readonly<Record<TimeseriesVariant, string>> = {
  line:
    `<polyline points="18,56 34,44 50,50 66,30 82,36 98,20 110,24" fill="none" stroke="${BLUE}" stroke-width="3" stroke-linejoin="round"/>` +
    `<polyline points="18,62 34,58 50,60 66,50 82,54 98,44 110,46" fill="none" stroke="${ORANGE}" stroke-width="3" stroke-linejoin="round"/>`,
  smooth:
    `<path d="M18 58C30 58 32 38 46 38S62 56 76 50S94 18 110 20" fill="none" stroke="${BLUE}" stroke-width="3"/>` +
    `<path d="M18 64C32 64 36 54 50 56S70 62 82 56S100 44 110 46" fill="none" stroke="${ORANGE}" stroke-width="3"/>`,
  step:
    `<path d="M18 58H34V44H52V50H70V28H88V36H110" fill="none" stroke="${BLUE}" stroke-width="3"/>` +
    `<path d="M18 64H40V58H62V60H84V52H110" fill="none" stroke="${ORANGE}" stroke-width="3"/>`,
  area:
    `<path d="M16 50L34 42L52 46L70 30L88 34L110 18V68H16Z" fill="${BLUE}" fill-opacity="0.55"/>` +
    `<path d="M16 60L34 56L52 58L70 50L88 52L110 44V68H16Z" fill="${ORANGE}" fill-opacity="0.8"/>`,
  bar:
    `<rect x="20" y="40" width="8" height="28" fill="${BLUE}"/><rect x="29" y="50" width="8" height="18" fill="${ORANGE}"/>` +
    `<rect x="44" y="26" width="8" height="42" fill="${BLUE}"/><rect x="53" y="42" width="8" height="26" fill="${ORANGE}"/>` +
    `<rect x="68" y="34" width="8" height="34" fill="${BLUE}"/><rect x="77" y="46" width="8" height="22" fill="${ORANGE}"/>` +
    `<rect x="92" y="16" width="8" height="52" fill="${BLUE}"/><rect x="101" y="36" width="8" height="32" fill="${ORANGE}"/>`,
  compare:
    '<path d="M14 48H112" stroke="#9AA5B1" stroke-width="1.5" stroke-dasharray="4 3"/>' +
    `<polyline points="18,48 34,42 50,38 66,30 82,26 98,18 110,14" fill="none" stroke="${BLUE}" stroke-width="3" stroke-linejoin="round"/>` +
    `<polyline points="18,48 34,50 50,46 66,52 82,50 98,56 110,58" fill="none" stroke="${ORANGE}" stroke-width="3" stroke-linejoin="round"/>`,
  scatter: [
    [22, 56, BLUE], [30, 48, BLUE], [40, 52, BLUE], [50, 38, BLUE], [60, 42, BLUE], [72, 30, BLUE], [84, 34, BLUE], [98, 20, BLUE], [106, 26, BLUE],
    [26, 62, ORANGE], [38, 60, ORANGE], [52, 56, ORANGE], [64, 58, ORANGE], [78, 50, ORANGE], [92, 52, ORANGE], [104, 44, ORANGE],
  ]
    .map(([cx, cy, fill]) => `<circle cx="${cx}" cy="${cy}" r="3.5" fill="${fill}" fill-opacity="0.85"/>`)
    .join(''),
};

/** A 120×80 pictogram of one time-series variant, as a `data:image/svg+xml` URI for the gallery. */
export function timeseriesThumbnail(variant: TimeseriesVariant): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" width="120" height="80">${AXES}${MARKS[variant]}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const svgUri = (marks: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" width="120" height="80">${AXES}${marks}</svg>`)}`;

/** The generic chart's pictogram: bars of one series, a smooth line and dots of others. */
export function genericThumbnail(): string {
  return svgUri(
    `<rect x="22" y="46" width="10" height="22" fill="${BLUE}" fill-opacity="0.85"/><rect x="46" y="38" width="10" height="30" fill="${BLUE}" fill-opacity="0.85"/>` +
      `<rect x="70" y="42" width="10" height="26" fill="${BLUE}" fill-opacity="0.85"/><rect x="94" y="30" width="10" height="38" fill="${BLUE}" fill-opacity="0.85"/>` +
      `<path d="M18 40C30 40 34 22 50 24S70 34 82 28S100 14 110 14" fill="none" stroke="${ORANGE}" stroke-width="3"/>` +
      [27, 51, 75, 99].map((cx, i) => `<circle cx="${cx}" cy="${[56, 50, 58, 46][i]}" r="3" fill="#3BA272"/>`).join(''),
  );
}

/** The mixed chart's pictogram: bars on the left axis, a line on a right axis. */
export function mixedThumbnail(): string {
  return svgUri(
    '<path d="M112 8V68" fill="none" stroke="#9AA5B1" stroke-width="2"/>' +
      `<rect x="20" y="44" width="12" height="24" fill="${BLUE}"/><rect x="42" y="34" width="12" height="34" fill="${BLUE}"/>` +
      `<rect x="64" y="40" width="12" height="28" fill="${BLUE}"/><rect x="86" y="24" width="12" height="44" fill="${BLUE}"/>` +
      `<polyline points="26,30 48,22 70,36 92,14" fill="none" stroke="${ORANGE}" stroke-width="3" stroke-linejoin="round"/>` +
      [26, 48, 70, 92].map((cx, i) => `<circle cx="${cx}" cy="${[30, 22, 36, 14][i]}" r="3.5" fill="${ORANGE}"/>`).join(''),
  );
}

/** The period pivot's pictogram: the same shape in one colour, fainter for older periods. */
export function timePivotThumbnail(): string {
  const shape = (dy: number) => `18,${50 + dy} 34,${40 + dy} 50,${46 + dy} 66,${30 + dy} 82,${36 + dy} 98,${24 + dy} 110,${28 + dy}`;
  return svgUri(
    [
      [14, 0.25],
      [7, 0.55],
      [0, 1],
    ]
      .map(([dy, opacity]) => `<polyline points="${shape(dy!)}" fill="none" stroke="${BLUE}" stroke-opacity="${opacity}" stroke-width="3" stroke-linejoin="round"/>`)
      .join(''),
  );
}
