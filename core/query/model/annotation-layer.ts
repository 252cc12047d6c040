/** An annotation layer drawn over a chart (events, intervals, formulas, time series). */
export interface AnnotationLayer {
  name: string;
  annotationType: 'EVENT' | 'FORMULA' | 'INTERVAL' | 'TIME_SERIES';
  sourceType?: 'NATIVE' | 'line' | 'table' | '';
  /** Formula text, annotation layer id or chart id, depending on the source. */
  value: string | number;
  show: boolean;
  showLabel?: boolean;
  overrides?: Record<string, unknown>;
  [option: string]: unknown;
}
