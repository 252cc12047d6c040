import { ALERT_OPERATORS, ReportRunError, ValidatorType, type AlertOperator, type ReportToRun } from '../report-model.js';
import { RUN_MESSAGES } from './alert-messages.js';

/** The rows an alert's query returned (at most two are fetched). */
export interface AlertRows {
  columns: readonly string[];
  rows: ReadonlyArray<readonly unknown[]>;
}

/** What evaluating an alert found: whether it fires, the value it read and the row it came from. */
export interface AlertEvaluation {
  triggered: boolean;
  /** The number stored as `last_value` (null when the query gave none or a non-number for `not null`). */
  value: number | null;
  /** The row as `{column: value}`, stored as `last_value_row_json`. */
  row: Record<string, unknown> | null;
}

const COMPARE: Readonly<Record<AlertOperator, (value: number, threshold: number) => boolean>> = {
  '<': (v, t) => v < t,
  '<=': (v, t) => v <= t,
  '>': (v, t) => v > t,
  '>=': (v, t) => v >= t,
  '==': (v, t) => v === t,
  '!=': (v, t) => v !== t,
};

/** A cell as a number: numbers, bigints and numeric text; `undefined` for anything else. */
function numberOf(cell: unknown): number | undefined {
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'bigint') return Number(cell);
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  if (typeof cell === 'string' && cell.trim() !== '' && Number.isFinite(Number(cell))) return Number(cell);
  return undefined;
}

/** Whether a cell counts as "no value" for an alert: null, 0 or NaN (as Superset reads it). */
function isEmptyCell(cell: unknown): boolean {
  return cell === null || cell === undefined || numberOf(cell) === 0 || (typeof cell === 'number' && Number.isNaN(cell));
}

function jsonSafe(cell: unknown): unknown {
  if (typeof cell === 'bigint') return Number(cell);
  if (cell instanceof Date) return cell.toISOString();
  return cell;
}

function rowObject(rows: AlertRows): Record<string, unknown> | null {
  const first = rows.rows[0];
  if (!first) return null;
  return Object.fromEntries(rows.columns.map((name, i) => [name, jsonSafe(first[i])]));
}

/** One row and one column, or the alert error that says what is wrong. */
function checkShape(rows: AlertRows): void {
  if (rows.rows.length > 1) throw new ReportRunError(RUN_MESSAGES.multipleRows);
  if (rows.columns.length > 1) throw new ReportRunError(RUN_MESSAGES.multipleColumns);
}

/**
 * Superset's alert validation. `not null`: fires when the single cell is not null, 0 or NaN.
 * `operator`: the cell must be a number (null and no rows read as 0) compared with the threshold.
 * More than one row or column, a non-number, or a config without operator and threshold fail
 * with Superset's messages.
 */
export function evaluateAlert(report: Pick<ReportToRun, 'validator_type' | 'validator_config_json'>, rows: AlertRows): AlertEvaluation {
  const row = rowObject(rows);
  if (report.validator_type === ValidatorType.NOT_NULL) {
    if (rows.rows.length === 0) return { triggered: false, value: null, row };
    checkShape(rows);
    const cell = rows.rows[0]![0];
    return { triggered: !isEmptyCell(cell), value: numberOf(cell) ?? null, row };
  }
  if (report.validator_type !== ValidatorType.OPERATOR) throw new ReportRunError(RUN_MESSAGES.validation);
  const { op, threshold } = report.validator_config_json;
  const compare = op !== undefined && (ALERT_OPERATORS as readonly string[]).includes(op) ? COMPARE[op] : undefined;
  if (!compare || typeof threshold !== 'number' || !Number.isFinite(threshold)) throw new ReportRunError(RUN_MESSAGES.validation);
  if (rows.rows.length > 0) checkShape(rows);
  const cell = rows.rows[0]?.[0] ?? null;
  const value = cell === null || (typeof cell === 'number' && Number.isNaN(cell)) ? 0 : numberOf(cell);
  if (value === undefined) throw new ReportRunError(RUN_MESSAGES.nonNumber);
  return { triggered: compare(value, threshold), value, row };
}
