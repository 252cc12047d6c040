import type { ChartDataResponse } from '@core/plugin-api/index.js';

/** One temporal column the filter offers: its name, and how it reads (its verbose name when it has one). */
export interface TimeColumnOption {
  value: string;
  label: string;
}

/** The temporal columns of the dataset, in the server's order, from the `columns` answer. */
export function timeColumnOptionsOf(data: ChartDataResponse | undefined): TimeColumnOption[] {
  const rows = data?.result[0]?.data ?? [];
  return rows
    .filter((row) => row['is_dttm'] === true && typeof row['column_name'] === 'string')
    .map((row) => {
      const name = row['column_name'] as string;
      const verbose = row['verbose_name'];
      return { value: name, label: typeof verbose === 'string' && verbose.trim() !== '' ? verbose : name };
    });
}

/** The chosen column: Superset keeps it as a one-item list; a bare name is read too. */
export function timeColumnOf(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}
