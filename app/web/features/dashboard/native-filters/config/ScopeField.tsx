import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { defaultFilterScope, getChartsInScope, scopeFromIncludedCharts, type LayoutMap, type NativeFilterScope } from '@core/dashboard/index.js';
import type { DashboardChart } from '../../dashboard-types';
import { buildScopeTree, chartsInScopeText, isWholeDashboardScope } from './scope-tree';
import { ScopingTree } from './ScopingTree';

/** Props of {@link ScopeField}. */
export interface ScopeFieldProps {
  layout: LayoutMap;
  charts: ReadonlyMap<number, DashboardChart>;
  value: NativeFilterScope;
  onChange: (scope: NativeFilterScope) => void;
  /** Charts that can never be in this scope (a cross-filter's own chart). */
  disabledChartIds?: ReadonlySet<number>;
  /** Names the chart list. */
  label: string;
}

/**
 * Where a filter applies: "Apply to all panels", or "Apply to specific panels" chosen in a tree of
 * the dashboard's tabs and charts. The scope written is the smallest that covers the ticked charts.
 */
export function ScopeField({ layout, charts, value, onChange, disabledChartIds, label }: ScopeFieldProps) {
  const radioName = useId();
  const [specific, setSpecific] = useState(() => !isWholeDashboardScope(value));
  const nodes = useMemo(() => buildScopeTree(layout, charts), [layout, charts]);
  const inScope = useMemo(() => getChartsInScope(layout, value).filter((chartId) => !disabledChartIds?.has(chartId)), [layout, value, disabledChartIds]);
  const included = useMemo(() => new Set(inScope), [inScope]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <RadioGroup
        name={radioName}
        value={specific ? 'specific' : 'all'}
        onChange={(event) => {
          const next = event.target.value === 'specific';
          setSpecific(next);
          if (!next) onChange(defaultFilterScope());
        }}
      >
        <FormControlLabel value="all" control={<Radio size="small" />} label="Apply to all panels" />
        <FormControlLabel value="specific" control={<Radio size="small" />} label="Apply to specific panels" />
      </RadioGroup>
      {specific && (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, maxHeight: 320, overflow: 'auto' }}>
          <ScopingTree
            nodes={nodes}
            included={included}
            disabledChartIds={disabledChartIds}
            label={label}
            onChange={(next) => onChange(scopeFromIncludedCharts(layout, [...next]))}
          />
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="charts-in-scope">
        {chartsInScopeText(inScope.length)}
      </Typography>
    </Box>
  );
}
