import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { chartIdsOf, scopeCheckState, toggleCharts, type ScopeTreeNode } from './scope-tree';

/** Props of {@link ScopingTree}. */
export interface ScopingTreeProps {
  nodes: readonly ScopeTreeNode[];
  /** The charts ticked. */
  included: ReadonlySet<number>;
  onChange: (included: Set<number>) => void;
  /** Charts shown but not choosable (a chart is never in its own cross-filter scope). */
  disabledChartIds?: ReadonlySet<number>;
  /** Names the list for assistive technology. */
  label: string;
}

const NO_CHARTS: ReadonlySet<number> = new Set();

/**
 * The dashboard's tabs and charts with a box each: ticking a tab ticks every chart in it, and a
 * tab whose charts are partly ticked shows a half-ticked box.
 */
export function ScopingTree({ nodes, included, onChange, disabledChartIds = NO_CHARTS, label }: ScopingTreeProps) {
  const choosable = (chartIds: readonly number[]) => chartIds.filter((chartId) => !disabledChartIds.has(chartId));
  const renderNodes = (level: readonly ScopeTreeNode[], depth: number) => (
    <Box component="ul" aria-label={depth === 0 ? label : undefined} sx={{ listStyle: 'none', m: 0, pl: depth === 0 ? 0 : 3 }}>
      {level.map((node) => {
        const chartIds = node.kind === 'chart' ? [node.chartId] : node.chartIds;
        const state = scopeCheckState(choosable(chartIds), included);
        const disabled = choosable(chartIds).length === 0;
        return (
          <Box component="li" key={node.id} data-scope-node={node.id}>
            <FormControlLabel
              sx={{ m: 0 }}
              disabled={disabled}
              control={
                <Checkbox
                  size="small"
                  checked={state === 'checked'}
                  indeterminate={state === 'indeterminate'}
                  onChange={(event) => onChange(toggleCharts(included, choosable(chartIds), event.target.checked))}
                />
              }
              label={
                <Typography variant="body2" sx={{ fontWeight: node.kind === 'tab' ? 600 : 400 }}>
                  {node.label}
                </Typography>
              }
            />
            {node.kind === 'tab' && renderNodes(node.children, depth + 1)}
          </Box>
        );
      })}
    </Box>
  );
  if (chartIdsOf(nodes).length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        This dashboard has no charts yet.
      </Typography>
    );
  }
  return renderNodes(nodes, 0);
}
