import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DangerToast } from '@core/errors/index.js';
import type { SqlLabQuery } from '@core/sqllab/index.js';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { queryChartFormData } from './query-chart-form-data';
import { useSqlLabSession } from './sqllab-session';

/** Props of {@link CreateChartDialog}. */
export interface CreateChartDialogProps {
  open: boolean;
  query: SqlLabQuery | null;
  onClose: () => void;
}

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** The SQL a virtual dataset is made of: the query run, without a trailing semicolon. */
export function datasetSql(sql: string): string {
  return sql.trim().replace(/;+\s*$/, '');
}

/**
 * "Create chart" from a query's results: saves the SQL as a virtual dataset
 * (`POST /api/v1/dataset/`) and opens explore on it, a table of the result's columns.
 */
export function CreateChartDialog({ open, query, onClose }: CreateChartDialogProps) {
  const session = useSqlLabSession();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open && query) setName(`${query.tab ?? 'Query'} ${stamp(new Date())}`);
  }, [open, query]);

  const create = async () => {
    if (!query) return;
    setBusy(true);
    try {
      const { id } = await session.api.createDataset({
        database: query.dbId,
        table_name: name.trim(),
        schema: query.schema,
        ...(query.catalog ? { catalog: query.catalog } : {}),
        sql: datasetSql(query.sql),
        template_params: query.templateParams,
      });
      // Explore opens on the result's columns; if the link cannot be made, on the bare dataset.
      const columns = query.results?.columns ?? [];
      const target = await session.api
        .createExplorePermalink(queryChartFormData(id, columns))
        .then(({ key }) => `/explore/p/${encodeURIComponent(key)}/`, () => `/explore/?viz_type=table&datasource_type=table&datasource_id=${id}`);
      onClose();
      navigate(target);
    } catch (error) {
      session.notify('danger', `${DangerToast.CREATE_DATASOURCE_FAILED}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-chart-title">
      <DialogTitle id="create-chart-title">Create a chart from this query</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          The query is saved as a virtual dataset, then opened in explore as a table of its columns.
        </DialogContentText>
        <TextField label="Dataset name" value={name} onChange={(event) => setName(event.target.value)} fullWidth autoFocus required />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void create()} disabled={busy || name.trim() === ''}>
          Create chart
        </Button>
      </DialogActions>
    </Dialog>
  );
}
