/**
 * The media type of a chart-data answer as an Arrow IPC stream. A module of its own, so the code
 * that negotiates the format does not load the Arrow reader (chart-data-arrow.ts), which loads
 * only with the first Arrow answer.
 */
export const ARROW_STREAM_TYPE = 'application/vnd.apache.arrow.stream';
