import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { planSteps, type PlanStep } from './plan-steps';
import { useSqlLabSession } from './sqllab-session';
import { parseTemplateParams } from './template-params';

/** Props of {@link EstimateCostDialog}. */
export interface EstimateCostDialogProps {
  open: boolean;
  onClose: () => void;
  request: { dbId: number; sql: string; schema: string | null; catalog: string | null; templateParams: string | null } | null;
}

type Estimate = { status: 'loading' } | { status: 'done'; costs: Record<string, string>[] } | { status: 'failed'; message: string };

/** A drawn plan as a table: one row per operator, top to bottom, with the engine's row estimate. */
function PlanStepsTable({ steps }: { steps: readonly PlanStep[] }) {
  return (
    <Table size="small" aria-label="Query plan">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 48 }}>Step</TableCell>
          <TableCell>Operator</TableCell>
          <TableCell>Details</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            Estimated rows
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {steps.map((step, index) => (
          <TableRow key={index}>
            <TableCell>{index + 1}</TableCell>
            <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{step.operator}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', wordBreak: 'break-word' }}>{step.details}</TableCell>
            <TableCell align="right">{step.estimatedRows ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The database's cost estimate of the SQL (`POST /api/v1/sqllab/estimate/`), one table per statement. */
export function EstimateCostDialog({ open, onClose, request }: EstimateCostDialogProps) {
  const { api } = useSqlLabSession();
  const [estimate, setEstimate] = useState<Estimate>({ status: 'loading' });

  useEffect(() => {
    if (!open || !request) return undefined;
    let cancelled = false;
    setEstimate({ status: 'loading' });
    const params = parseTemplateParams(request.templateParams);
    if (!params.ok) {
      setEstimate({ status: 'failed', message: params.error });
      return undefined;
    }
    api
      .estimate({ database_id: request.dbId, sql: request.sql, schema: request.schema, catalog: request.catalog, template_params: params.value })
      .then(
        (costs) => !cancelled && setEstimate({ status: 'done', costs }),
        (error: unknown) => !cancelled && setEstimate({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      cancelled = true;
    };
  }, [open, request, api]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="estimate-title">
      <DialogTitle id="estimate-title">Query cost estimate</DialogTitle>
      <DialogContent>
        {estimate.status === 'loading' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Estimating" />
          </Box>
        ) : null}
        {estimate.status === 'failed' ? <Alert severity="error">{estimate.message}</Alert> : null}
        {estimate.status === 'done'
          ? estimate.costs.map((cost, statement) => (
              <Box key={statement} sx={{ mb: 2 }}>
                {estimate.costs.length > 1 ? <Typography variant="subtitle2">Statement {statement + 1}</Typography> : null}
                {/* DuckDB draws its plan in boxes: laid out as a table of steps. */}
                {planSteps(cost['Plan'] ?? '').length > 0 ? (
                  <PlanStepsTable steps={planSteps(cost['Plan'] ?? '')} />
                ) : (
                  <Table size="small">
                    <TableBody>
                      {Object.entries(cost).map(([name, value]) => (
                        <TableRow key={name}>
                          <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 180, verticalAlign: 'top' }}>
                            {name}
                          </TableCell>
                          <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', fontSize: '0.8125rem' }}>{value}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Box>
            ))
          : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
