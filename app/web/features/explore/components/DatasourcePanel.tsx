import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ExploreColumn, ExploreDatasource, ExploreMetric } from '@control-schemas/widgets/control-panel-context.js';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState } from 'react';
import { filterDatasource } from './datasource-filter';
import { ColumnRow, ITEM_ROW_HEIGHT, MetricRow } from './DatasourceItemRows';
import { observeRectOr } from '../../../chart/results/virtual-rect';

/** Props of {@link DatasourcePanel}. */
export interface DatasourcePanelProps {
  datasource: ExploreDatasource;
  onChangeDataset: () => void;
  onEditDataset?: () => void;
  onViewInSqlLab?: () => void;
  /** The list's height until it is measured (and where nothing has layout). */
  estimatedListHeight?: number;
}

type Section = 'metrics' | 'columns';

type PanelRow =
  | { kind: 'header'; section: Section; shown: number; total: number }
  | { kind: 'metric'; metric: ExploreMetric }
  | { kind: 'column'; column: ExploreColumn }
  | { kind: 'none'; section: Section };

/** Past this many rows only the rows in view are rendered. */
const VIRTUAL_FROM = 200;
const HEADER_ROW_HEIGHT = 36;
const SECTION_TITLES: Record<Section, string> = { metrics: 'Metrics', columns: 'Columns' };

const rowHeight = (row: PanelRow | undefined) => (row?.kind === 'header' ? HEADER_ROW_HEIGHT : ITEM_ROW_HEIGHT);

/**
 * Explore's left column: the dataset's name and actions, then its saved metrics and columns,
 * searchable, collapsible and draggable onto the controls. Must be rendered inside a react-dnd
 * `DndProvider`.
 */
export function DatasourcePanel({ datasource, onChangeDataset, onEditDataset, onViewInSqlLab, estimatedListHeight = 600 }: DatasourcePanelProps) {
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<Record<Section, boolean>>({ metrics: false, columns: false });
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const filtered = useMemo(() => filterDatasource(datasource, search), [datasource, search]);
  const rows = useMemo(() => {
    const list: PanelRow[] = [];
    const addSection = (section: Section, items: PanelRow[], total: number) => {
      list.push({ kind: 'header', section, shown: items.length, total });
      if (collapsed[section]) return;
      if (items.length) list.push(...items);
      else list.push({ kind: 'none', section });
    };
    addSection('metrics', filtered.metrics.map((metric) => ({ kind: 'metric', metric })), datasource.metrics.length);
    addSection('columns', filtered.columns.map((column) => ({ kind: 'column', column })), datasource.columns.length);
    return list;
  }, [filtered, collapsed, datasource.metrics.length, datasource.columns.length]);

  const virtual = rows.length > VIRTUAL_FROM;
  const observeElementRect = useMemo(() => observeRectOr({ width: 280, height: estimatedListHeight }), [estimatedListHeight]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index]),
    getItemKey: (index) => rowKey(rows[index], index),
    overscan: 10,
    initialRect: { width: 280, height: estimatedListHeight },
    observeElementRect,
    enabled: virtual,
  });

  const renderRow = (row: PanelRow) => {
    switch (row.kind) {
      case 'header':
        return (
          <SectionHeader
            title={SECTION_TITLES[row.section]}
            shown={row.shown}
            total={row.total}
            expanded={!collapsed[row.section]}
            onToggle={() => setCollapsed((current) => ({ ...current, [row.section]: !current[row.section] }))}
          />
        );
      case 'metric':
        return <MetricRow metric={row.metric} />;
      case 'column':
        return <ColumnRow column={row.column} />;
      case 'none':
        return (
          <Typography variant="body2" sx={{ px: 2, lineHeight: `${ITEM_ROW_HEIGHT}px`, color: 'text.secondary' }}>
            {search.trim() ? `No ${row.section} match “${search.trim()}”` : `This dataset has no ${row.section}`}
          </Typography>
        );
    }
  };

  const act = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };

  return (
    <Box
      component="aside"
      aria-label="Dataset"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1.5, pr: 0.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <TableChartOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Tooltip title={datasource.name} enterDelay={600}>
            <Typography variant="subtitle2" component="h2" noWrap>
              {datasource.name}
            </Typography>
          </Tooltip>
          {datasource.database?.name ? (
            <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
              {datasource.database.name}
            </Typography>
          ) : null}
        </Box>
        <IconButton
          size="small"
          aria-label="Dataset actions"
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={Boolean(menuAnchor)}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          <MenuItem onClick={act(onChangeDataset)}>Change dataset</MenuItem>
          {onEditDataset ? <MenuItem onClick={act(onEditDataset)}>Edit dataset</MenuItem> : null}
          {onViewInSqlLab ? <MenuItem onClick={act(onViewInSqlLab)}>View in SQL Lab</MenuItem> : null}
        </Menu>
      </Box>
      <Box sx={{ px: 1.5, py: 1 }}>
        <TextField
          size="small"
          fullWidth
          placeholder="Search metrics & columns"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search metrics & columns' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box ref={scrollRef} role="region" aria-label="Metrics and columns" sx={{ flex: 1, minHeight: 0, overflowY: 'auto', pb: 1 }}>
        {virtual ? (
          <Box sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => (
              <Box key={item.key} sx={{ position: 'absolute', top: item.start, left: 0, right: 0, height: item.size }}>
                {renderRow(rows[item.index]!)}
              </Box>
            ))}
          </Box>
        ) : (
          rows.map((row, index) => <Box key={rowKey(row, index)}>{renderRow(row)}</Box>)
        )}
      </Box>
    </Box>
  );
}

function rowKey(row: PanelRow | undefined, index: number): string {
  switch (row?.kind) {
    case 'header':
      return `header:${row.section}`;
    case 'metric':
      return `metric:${row.metric.metric_name}`;
    case 'column':
      return `column:${row.column.column_name}`;
    case 'none':
      return `none:${row.section}`;
    default:
      return `row:${index}`;
  }
}

interface SectionHeaderProps {
  title: string;
  shown: number;
  total: number;
  expanded: boolean;
  onToggle: () => void;
}

/** A section's title, "Showing N of M" and its collapse toggle. */
function SectionHeader({ title, shown, total, expanded, onToggle }: SectionHeaderProps) {
  return (
    <ButtonBase
      onClick={onToggle}
      aria-expanded={expanded}
      aria-label={`${title}, showing ${shown} of ${total}`}
      sx={{ width: '100%', height: HEADER_ROW_HEIGHT, px: 1, gap: 0.5, justifyContent: 'flex-start', '&:hover': { bgcolor: 'action.hover' } }}
    >
      {expanded ? <ExpandMoreIcon fontSize="small" aria-hidden /> : <ChevronRightIcon fontSize="small" aria-hidden />}
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography variant="caption" sx={{ ml: 'auto', pr: 0.5, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
        Showing {shown} of {total}
      </Typography>
    </ButtonBase>
  );
}
