import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import AutoFixHighOutlinedIcon from '@mui/icons-material/AutoFixHighOutlined';
import DataObjectOutlinedIcon from '@mui/icons-material/DataObjectOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import StopIcon from '@mui/icons-material/Stop';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { QueryEditor } from '@core/sqllab/index.js';
import { useState } from 'react';
import { formatLimit, queryLimitOptions } from './limit-options';
import type { CreateAsRequest } from './query-runner';
import { parseTemplateParams } from './template-params';

/** Props of {@link EditorToolbar}. */
export interface EditorToolbarProps {
  queryEditor: QueryEditor;
  /** A run of this tab is in progress (Stop replaces Run). */
  running: boolean;
  /** Text is selected in the editor: Run runs only the selection. */
  hasSelection: boolean;
  canRun: boolean;
  formatting: boolean;
  onRun: () => void;
  /** What the database allows besides a plain run: CREATE TABLE AS and/or CREATE VIEW AS. */
  createAsMethods: readonly CreateAsRequest['method'][];
  onCreateAs: (method: CreateAsRequest['method']) => void;
  onStop: () => void;
  onLimitChange: (limit: number) => void;
  onEstimate: () => void;
  onFormat: () => void;
  onTemplateParams: () => void;
  onSave: () => void;
  onShare: () => void;
  /** Opens "Schedule query"; absent when the user may not schedule reports. */
  onSchedule?: () => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const modifier = isMac ? '⌘' : 'Ctrl';

/** The editor's toolbar: run (or run selection) and stop, row limit, estimate, format, parameters, save, share. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { queryEditor, running, hasSelection, canRun, formatting } = props;
  const [limitMenu, setLimitMenu] = useState<HTMLElement | null>(null);
  const [runMenu, setRunMenu] = useState<HTMLElement | null>(null);
  const params = parseTemplateParams(queryEditor.templateParams);
  const paramCount = params.ok && params.value ? Object.keys(params.value).length : 0;
  const linked = queryEditor.remoteId !== null;

  return (
    <Box role="toolbar" aria-label="Query actions" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
      {running ? (
        <Button variant="contained" color="error" size="small" startIcon={<StopIcon />} onClick={props.onStop}>
          Stop
        </Button>
      ) : (
        <ButtonGroup variant="contained" size="small" disabled={!canRun}>
          <Tooltip title={canRun ? `${modifier}+Enter` : ''} describeChild>
            <Button startIcon={<PlayArrowIcon />} onClick={props.onRun} disabled={!canRun}>
              {hasSelection ? 'Run selection' : 'Run'}
            </Button>
          </Tooltip>
          {props.createAsMethods.length > 0 ? (
            <Button aria-label="More ways to run" aria-haspopup="menu" onClick={(event) => setRunMenu(event.currentTarget)} sx={{ px: 0.5, minWidth: 0 }}>
              <ArrowDropDownIcon fontSize="small" />
            </Button>
          ) : null}
        </ButtonGroup>
      )}
      <Menu anchorEl={runMenu} open={runMenu !== null} onClose={() => setRunMenu(null)}>
        {props.createAsMethods.map((method) => (
          <MenuItem
            key={method}
            onClick={() => {
              setRunMenu(null);
              props.onCreateAs(method);
            }}
          >
            {method === 'TABLE' ? 'Create table as…' : 'Create view as…'}
          </MenuItem>
        ))}
      </Menu>
      <Tooltip title="Rows the query returns at most" describeChild>
        <Button size="small" variant="outlined" color="inherit" endIcon={<ArrowDropDownIcon />} onClick={(event) => setLimitMenu(event.currentTarget)} aria-haspopup="menu" sx={{ borderColor: 'divider' }}>
          Limit: {formatLimit(queryEditor.queryLimit)}
        </Button>
      </Tooltip>
      <Menu anchorEl={limitMenu} open={limitMenu !== null} onClose={() => setLimitMenu(null)}>
        {queryLimitOptions(queryEditor.queryLimit, queryEditor.maxRow).map((limit) => (
          <MenuItem
            key={limit}
            selected={limit === queryEditor.queryLimit}
            onClick={() => {
              props.onLimitChange(limit);
              setLimitMenu(null);
            }}
          >
            {formatLimit(limit)}
          </MenuItem>
        ))}
      </Menu>
      <Divider orientation="vertical" flexItem />
      <Button size="small" startIcon={<SpeedOutlinedIcon />} onClick={props.onEstimate} disabled={!canRun}>
        Estimate cost
      </Button>
      <Tooltip title={`${modifier}+Shift+F`} describeChild>
        <span>
          <Button size="small" startIcon={<AutoFixHighOutlinedIcon />} onClick={props.onFormat} disabled={formatting || queryEditor.sql.trim() === ''}>
            Format
          </Button>
        </span>
      </Tooltip>
      <Button
        size="small"
        onClick={props.onTemplateParams}
        startIcon={
          <Badge badgeContent={paramCount} color="primary" invisible={paramCount === 0}>
            <DataObjectOutlinedIcon />
          </Badge>
        }
        color={params.ok ? 'primary' : 'error'}
      >
        Parameters
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button size="small" variant="outlined" startIcon={<SaveOutlinedIcon />} onClick={props.onSave}>
        {linked ? 'Update' : 'Save'}
      </Button>
      <Button size="small" variant="outlined" startIcon={<ShareOutlinedIcon />} onClick={props.onShare} disabled={queryEditor.dbId === null}>
        Share
      </Button>
      {props.onSchedule ? (
        <Tooltip title={linked ? 'Send this saved query’s result by email on a schedule' : 'Save the query first to schedule it'} describeChild>
          <Button size="small" variant="outlined" startIcon={<ScheduleOutlinedIcon />} onClick={props.onSchedule}>
            Schedule
          </Button>
        </Tooltip>
      ) : null}
    </Box>
  );
}
