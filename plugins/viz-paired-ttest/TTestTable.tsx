import { useMemo, useState } from 'react';
import { sortTTestRows, tTestRows, type TTestSortKey } from './ttest-rows.js';
import type { TTestMetric } from './transform-props.js';

/** The colours of a t-test table for a colour mode. */
export interface TTestPalette {
  text: string;
  mutedText: string;
  divider: string;
  controlRow: string;
  positive: string;
  negative: string;
}

/** Props of {@link TTestTable}. */
export interface TTestTableProps {
  metric: TTestMetric;
  groupColumns: readonly string[];
  alpha: number;
  pValuePrecision: number;
  liftPrecision: number;
  palette: TTestPalette;
}

const headerStyle = { textAlign: 'left', padding: '6px 10px', fontWeight: 600, whiteSpace: 'nowrap' } as const;

/**
 * One metric's t-test table: a row per group with its p-value against the control group, its
 * lift in percent (green when up, red when down) and whether the difference is significant.
 * Clicking a row makes it the control; clicking a header sorts by that column (again reverses).
 */
export function TTestTable({ metric, groupColumns, alpha, pValuePrecision, liftPrecision, palette }: TTestTableProps) {
  const [controlIndex, setControlIndex] = useState(0);
  const [sort, setSort] = useState<{ key: TTestSortKey; ascending: boolean } | null>(null);
  const rows = useMemo(() => tTestRows(metric.groups, Math.min(controlIndex, metric.groups.length - 1), alpha), [metric.groups, controlIndex, alpha]);
  const shown = sort ? sortTTestRows(rows, sort.key, sort.ascending) : rows;

  const sortBy = (key: TTestSortKey) =>
    setSort((current) => (current?.key === key ? { key, ascending: !current.ascending } : { key, ascending: typeof key === 'number' || key === 'pValue' }));
  const arrow = (key: TTestSortKey) => (sort?.key === key ? (sort.ascending ? ' ▲' : ' ▼') : '');
  const header = (key: TTestSortKey, label: string, align: 'left' | 'right' = 'left') => (
    <th key={String(key)} scope="col" style={{ ...headerStyle, textAlign: align }} aria-sort={sort?.key === key ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
      <button type="button" data-part="sort" onClick={() => sortBy(key)} style={{ all: 'unset', cursor: 'pointer' }}>
        {label}
        {arrow(key)}
      </button>
    </th>
  );

  return (
    <table data-part="ttest-table" style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
      <thead>
        <tr style={{ borderBottom: `2px solid ${palette.divider}` }}>
          {groupColumns.map((name, i) => header(i, name))}
          {header('pValue', 'p-value', 'right')}
          {header('lift', 'Lift %', 'right')}
          {header('significant', 'Significant')}
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => {
          const index = metric.groups.indexOf(row.group);
          const liftColor = row.lift === null ? palette.mutedText : row.lift >= 0 ? palette.positive : palette.negative;
          return (
            <tr
              key={row.group.key}
              data-part="ttest-row"
              data-control={row.control ? 'true' : 'false'}
              aria-selected={row.control}
              title={row.control ? 'The control group' : 'Make this group the control'}
              onClick={() => setControlIndex(index)}
              style={{ cursor: 'pointer', borderBottom: `1px solid ${palette.divider}`, background: row.control ? palette.controlRow : undefined }}
            >
              {groupColumns.map((_, i) => (
                <td key={i} style={{ padding: '5px 10px', fontWeight: row.control ? 600 : 400 }}>
                  {row.group.labels[i]}
                </td>
              ))}
              <td data-part="p-value" style={{ padding: '5px 10px', textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: row.control ? palette.mutedText : palette.text }}>
                {row.control ? 'control' : row.pValue === null ? '—' : row.pValue.toFixed(pValuePrecision)}
              </td>
              <td data-part="lift" style={{ padding: '5px 10px', textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: row.control ? palette.mutedText : liftColor }}>
                {row.control ? 'control' : row.lift === null ? '—' : row.lift.toFixed(liftPrecision)}
              </td>
              <td data-part="significant" style={{ padding: '5px 10px', color: row.significant === null ? palette.mutedText : row.significant ? palette.positive : palette.negative, fontWeight: row.significant ? 600 : 400 }}>
                {row.control ? 'control' : row.significant === null ? '—' : row.significant ? 'true' : 'false'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
