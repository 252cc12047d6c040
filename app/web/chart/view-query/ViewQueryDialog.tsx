import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { copyText } from '../../components/copy-text';
import { sqlLabLocation, type RequestedQueryPayload } from '../../features/sqllab/requested-query';
import { SqlCode } from './SqlCode';

/** One query of a chart as `result_type: 'query'` returns it. */
export interface ViewQueryItem {
  query: string;
  language?: string;
}

/** Props of {@link ViewQueryDialog}. */
export interface ViewQueryDialogProps {
  open: boolean;
  onClose: () => void;
  queries: ViewQueryItem[];
  loading?: boolean;
  error?: string;
  /**
   * The chart's datasource (`datasourceKey`, e.g. `3__table`) and, when known, its database and
   * schema: shows "View in SQL Lab" for SQL queries, which opens the query in a new SQL Lab tab on
   * that database and schema (router state, as Superset's explore does).
   */
  sqlLabSource?: Omit<RequestedQueryPayload, 'sql'>;
  /** Shows "View in SQL Lab" for SQL queries and calls this instead of navigating. */
  onOpenInSqlLab?: (sql: string) => void;
}

/** The SQL a chart runs, one highlighted block per query, each with Copy and View in SQL Lab. */
export function ViewQueryDialog({ open, onClose, queries, loading, error, sqlLabSource, onOpenInSqlLab }: ViewQueryDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        View query
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {loading ? (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }} aria-busy>
            <CircularProgress size={24} aria-label="Loading query" />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Loading query…
            </Typography>
          </Box>
        ) : error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : queries.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
            This chart runs no query.
          </Typography>
        ) : (
          queries.map((item, index) => (
            <QueryBlock
              key={index}
              item={item}
              label={queries.length > 1 ? `Query ${index + 1} of ${queries.length}` : undefined}
              sqlLabSource={sqlLabSource}
              onOpenInSqlLab={onOpenInSqlLab}
            />
          ))
        )}
      </DialogContent>
    </Dialog>
  );
}

interface QueryBlockProps {
  item: ViewQueryItem;
  label: string | undefined;
  sqlLabSource: Omit<RequestedQueryPayload, 'sql'> | undefined;
  onOpenInSqlLab: ((sql: string) => void) | undefined;
}

/** One query: its heading (when several), actions and highlighted text. */
function QueryBlock({ item, label, sqlLabSource, onOpenInSqlLab }: QueryBlockProps) {
  const [copyStatus, setCopyStatus] = useState<string | null>(null);
  const isSql = (item.language ?? 'sql').toLowerCase() === 'sql';

  useEffect(() => {
    if (!copyStatus) return undefined;
    const timer = setTimeout(() => setCopyStatus(null), 2500);
    return () => clearTimeout(timer);
  }, [copyStatus]);

  const copy = () => {
    copyText(item.query).then(
      () => setCopyStatus('Copied to clipboard'),
      () => setCopyStatus('Could not copy to the clipboard'),
    );
  };

  return (
    <Box component="section" aria-label={label ?? 'Query'} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {label ? <Typography variant="subtitle2">{label}</Typography> : null}
        {copyStatus ? (
          <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
            {copyStatus}
          </Typography>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon fontSize="small" />} onClick={copy}>
          Copy
        </Button>
        {isSql && onOpenInSqlLab ? <ViewInSqlLabButton onClick={() => onOpenInSqlLab(item.query)} /> : null}
        {isSql && !onOpenInSqlLab && sqlLabSource ? <NavigateToSqlLabButton source={sqlLabSource} sql={item.query} /> : null}
      </Box>
      <SqlCode code={item.query} language={item.language} label={label ?? 'Query text'} />
    </Box>
  );
}

function ViewInSqlLabButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="small" variant="outlined" startIcon={<OpenInNewIcon fontSize="small" />} onClick={onClick}>
      View in SQL Lab
    </Button>
  );
}

/** Opens the query in a new SQL Lab tab: the datasource names the database and schema there. */
function NavigateToSqlLabButton({ source, sql }: { source: Omit<RequestedQueryPayload, 'sql'>; sql: string }) {
  const navigate = useNavigate();
  return (
    <ViewInSqlLabButton
      onClick={() => {
        const { to, state } = sqlLabLocation({ ...source, sql });
        navigate(to, { state });
      }}
    />
  );
}
