import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LinkIcon from '@mui/icons-material/Link';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TableSchema, TableSchemaKey } from '@core/sqllab/index.js';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../components/copy-text';
import { useSqlLabSession } from './sqllab-session';
import { loadTableMetadata, removeTable, setTableExpanded } from './table-actions';

/** Props of {@link TableSchemaPanel}. */
export interface TableSchemaPanelProps {
  table: TableSchema;
  /** Runs the table's data preview (shown in the results pane). */
  onPreview: (table: TableSchema) => void;
  /** Puts SQL into the editor. */
  onInsertSql: (sql: string) => void;
}

const keyLabel = (key: TableSchemaKey) => {
  if (key.type === 'pk') return 'Primary key';
  if (key.type === 'fk') return `Foreign key to ${[key.referred_schema, key.referred_table].filter(Boolean).join('.')}(${(key.referred_columns ?? []).join(', ')})`;
  return `Index ${key.name ?? ''}`.trim();
};

/**
 * A table open in the left bar: its columns with types and key markers (primary key, foreign key,
 * index), its indexes, and actions — copy SELECT *, put it in the editor, preview the data,
 * collapse or expand, remove.
 */
export function TableSchemaPanel({ table, onPreview, onInsertSql }: TableSchemaPanelProps) {
  const session = useSqlLabSession();
  const requested = useRef(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (table.expanded && table.columns.length === 0 && !requested.current) {
      requested.current = true;
      setLoading(true);
      void loadTableMetadata(session, table).finally(() => setLoading(false));
    }
  }, [session, table]);

  const selectStar = async (): Promise<string | null> => {
    if (table.selectStar) return table.selectStar;
    try {
      return await session.api.selectStar(table.dbId, table.name, table.schema);
    } catch (error) {
      session.notify('danger', `An error occurred while fetching the SELECT statement: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const copySelectStar = async () => {
    const sql = await selectStar();
    if (sql === null) return;
    copyText(sql).then(
      () => session.notify('success', 'Copied to clipboard!'),
      () => session.notify('danger', 'Sorry, your browser does not support copying.'),
    );
  };
  const insertSelectStar = async () => {
    const sql = await selectStar();
    if (sql !== null) onInsertSql(sql);
  };

  const qualifiedName = table.schema ? `${table.schema}.${table.name}` : table.name;
  return (
    <Box component="section" aria-label={`Table ${qualifiedName}`} sx={{ borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}>
        <IconButton size="small" aria-label={table.expanded ? `Collapse ${qualifiedName}` : `Expand ${qualifiedName}`} onClick={() => void setTableExpanded(session, table, !table.expanded)}>
          {table.expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </IconButton>
        <TableChartOutlinedIcon sx={{ fontSize: 16, color: 'text.secondary' }} />
        <Tooltip title={qualifiedName} placement="top-start">
          <Typography variant="subtitle2" noWrap sx={{ flex: 1, minWidth: 0, ml: 0.5 }}>
            {table.name}
          </Typography>
        </Tooltip>
        <Tooltip title="Copy SELECT statement to the clipboard">
          <IconButton size="small" aria-label="Copy SELECT statement" onClick={() => void copySelectStar()}>
            <ContentCopyIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Tooltip>
        <Tooltip title="Put SELECT * in the editor">
          <IconButton size="small" aria-label="Insert SELECT statement" onClick={() => void insertSelectStar()}>
            <ListAltIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Tooltip>
        <Tooltip title="Preview data">
          <IconButton size="small" aria-label={`Preview ${qualifiedName}`} onClick={() => onPreview(table)}>
            <PlayArrowOutlinedIcon sx={{ fontSize: 18 }} />
          </IconButton>
        </Tooltip>
        <Tooltip title="Remove table">
          <IconButton size="small" aria-label={`Remove ${qualifiedName}`} onClick={() => void removeTable(session, table)}>
            <CloseIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Tooltip>
      </Box>
      {table.expanded ? (
        <Box sx={{ pl: 4.5, pr: 1, pb: 0.5 }}>
          {loading ? <LinearProgress aria-label="Loading columns" sx={{ my: 1 }} /> : null}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={`Columns of ${qualifiedName}`}>
            {table.columns.map((column) => {
              const keys = column.keys ?? [];
              return (
                <Box component="li" key={column.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, py: 0.25, fontSize: '0.8125rem', minWidth: 0 }}>
                  <Box component="span" title={column.comment ?? undefined} sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: keys.some((key) => key.type === 'pk') ? 600 : 400 }}>
                    {column.name}
                  </Box>
                  {keys.map((key, index) => (
                    <Tooltip key={index} title={keyLabel(key)}>
                      {key.type === 'pk' ? (
                        <KeyOutlinedIcon aria-label="Primary key" sx={{ fontSize: 14, color: 'warning.main' }} />
                      ) : key.type === 'fk' ? (
                        <LinkIcon aria-label="Foreign key" sx={{ fontSize: 14, color: 'info.main' }} />
                      ) : (
                        <Box component="span" aria-label="Index" sx={{ fontSize: 10, fontWeight: 700, color: 'text.secondary', border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.25 }}>
                          IDX
                        </Box>
                      )}
                    </Tooltip>
                  ))}
                  <Box component="span" title={column.longType ?? undefined} sx={{ color: 'text.secondary', fontFamily: 'monospace', fontSize: '0.75rem', flexShrink: 0, maxWidth: 110, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {column.type ?? ''}
                  </Box>
                </Box>
              );
            })}
          </Box>
          {table.indexes.length > 0 ? (
            <Box sx={{ mt: 0.5 }}>
              <Typography variant="overline" sx={{ color: 'text.secondary', fontSize: '0.6875rem' }}>
                Indexes
              </Typography>
              {table.indexes.map((index, position) => (
                <Typography key={`${index.name ?? ''}-${position}`} variant="caption" component="div" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                  {index.name ?? 'index'} ({index.column_names.join(', ')})
                </Typography>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
