import AddIcon from '@mui/icons-material/Add';
import FunctionsIcon from '@mui/icons-material/Functions';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { EmptyState } from '../../components/EmptyState';
import { newMetricDraft, type MetricDraft } from './dataset-draft';
import { DraftNameCell } from './DraftNameCell';
import { EditableTableRow } from './EditableTableRow';
import { MetricFields } from './MetricFields';
import type { DraftProblem } from './validate-dataset-draft';

interface DatasetMetricsTabProps {
  metrics: readonly MetricDraft[];
  onChange: (metrics: MetricDraft[]) => void;
  problems: readonly DraftProblem[];
  expandedKey: string | null;
  onExpand: (key: string | null) => void;
}

/** The dataset's saved metrics: add, edit (name, label, SQL, format, certification) and delete. */
export function DatasetMetricsTab({ metrics, onChange, problems, expandedKey, onExpand }: DatasetMetricsTabProps) {
  const update = (key: string, patch: Partial<MetricDraft>) =>
    onChange(metrics.map((metric) => (metric.key === key ? { ...metric, ...patch } : metric)));
  const add = () => {
    const metric = newMetricDraft(metrics);
    onChange([...metrics, metric]);
    onExpand(metric.key);
  };
  const addButton = (
    <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={add}>
      Add metric
    </Button>
  );

  if (metrics.length === 0) {
    return (
      <EmptyState
        icon={<FunctionsIcon />}
        title="No metrics yet"
        description="Metrics are aggregates charts can reuse, such as SUM(revenue) or COUNT(*)."
        action={addButton}
      />
    );
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{addButton}</Box>
      <Table size="small" aria-label="Metrics">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, width: '32%' }}>Metric</TableCell>
            <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>SQL expression</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, width: '1%', whiteSpace: 'nowrap' }}>
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {metrics.map((metric) => {
            const expanded = metric.key === expandedKey;
            const detailsId = `metric-details-${metric.key}`;
            const rowHasProblem = problems.some((problem) => problem.key === metric.key);
            return (
              <EditableTableRow
                key={metric.key}
                subject={`metric ${metric.metric_name}`}
                expanded={expanded}
                detailsId={detailsId}
                onToggle={() => onExpand(expanded ? null : metric.key)}
                onDelete={() => {
                  onChange(metrics.filter((candidate) => candidate.key !== metric.key));
                  if (expanded) onExpand(null);
                }}
                colSpan={3}
                sx={rowHasProblem ? { bgcolor: 'action.hover' } : undefined}
                details={
                  <MetricFields metric={metric} problems={problems} onChange={(patch) => update(metric.key, patch)} onDone={() => onExpand(null)} />
                }
              >
                <DraftNameCell
                  name={metric.metric_name}
                  verboseName={metric.verbose_name}
                  certifiedBy={metric.certifiedBy}
                  hasProblem={rowHasProblem}
                  badges={
                    metric.warning ? (
                      <Tooltip title={metric.warning}>
                        <WarningAmberIcon fontSize="inherit" sx={{ color: 'warning.main' }} aria-label="Has a warning" />
                      </Tooltip>
                    ) : null
                  }
                />
                <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>{metric.expression}</TableCell>
              </EditableTableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
