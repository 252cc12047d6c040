import type { ChartDataResponse } from '@core/plugin-api/index.js';

/** One time grain the filter offers: its ISO 8601 duration and its name (`P1W`, `Week`). */
export interface TimeGrainOption {
  value: string;
  label: string;
}

/** The grains the database supports, in the server's order, from the `timegrains` answer. */
export function timeGrainOptionsOf(data: ChartDataResponse | undefined): TimeGrainOption[] {
  const rows = data?.result[0]?.data ?? [];
  return rows
    .filter((row) => typeof row['duration'] === 'string')
    .map((row) => {
      const duration = row['duration'] as string;
      const name = row['name'];
      return { value: duration, label: typeof name === 'string' && name !== '' ? name : duration };
    });
}

/** The chosen grain: Superset keeps it as a one-item list; a bare duration is read too. */
export function timeGrainOf(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}
