import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { describeCron, recipientConfigOf, type ReportState } from '../report-kit/index.js';
import type { AttachedReport } from './use-attached-reports.js';

export interface ReportRowsProps {
  reports: readonly AttachedReport[];
  busyId: number | null;
  onToggle(report: AttachedReport, active: boolean): void;
  onEdit(report: AttachedReport): void;
  onDelete(report: AttachedReport): void;
}

const STATE_COLORS: Readonly<Record<ReportState, 'default' | 'success' | 'error' | 'info' | 'warning'>> = {
  Working: 'info',
  Success: 'success',
  Error: 'error',
  'Not triggered': 'default',
  'On Grace': 'warning',
};

/** The schedule in words with its time zone ("At 09:00 (Europe/Paris)"), or the expression itself. */
function scheduleText(crontab: string, timezone: string): string {
  const described = describeCron(crontab);
  return `${described.ok ? described.text : crontab} (${timezone})`;
}

function recipientsText(report: AttachedReport): string {
  const email = report.record?.recipients.find((recipient) => recipient.type === 'Email');
  if (!email) return report.record ? 'No recipients' : '';
  const config = recipientConfigOf(email.recipient_config_json);
  return [config.target, config.ccTarget && `cc ${config.ccTarget}`, config.bccTarget && `bcc ${config.bccTarget}`].filter(Boolean).join(' · ').replace(/,/g, ', ');
}

/** The reports of a chart or dashboard: what each sends, when, to whom, how it last went; on/off, edit, delete. */
export function ReportRows({ reports, busyId, onToggle, onEdit, onDelete }: ReportRowsProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {reports.map((report) => {
        const { row } = report;
        const format = report.record?.report_format ?? row.report_format;
        return (
          <Box component="li" key={row.id} data-testid="report-row" data-report-name={row.name} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Tooltip title={row.active ? 'Active: turn off' : 'Inactive: turn on'}>
              <Switch checked={row.active} disabled={busyId === row.id} onChange={(event) => onToggle(report, event.target.checked)} slotProps={{ input: { 'aria-label': `${row.name} active` } }} />
            </Tooltip>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle2" noWrap data-testid="report-row-name">{row.name}</Typography>
                {format && <Chip size="small" variant="outlined" label={format} />}
                {row.last_eval_dttm === null ? (
                  <Chip size="small" label="Not sent yet" data-testid="report-row-state" />
                ) : (
                  row.last_state && <Chip size="small" color={STATE_COLORS[row.last_state] ?? 'default'} label={row.last_state} data-testid="report-row-state" />
                )}
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="report-row-schedule">{scheduleText(row.crontab, row.timezone)}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap data-testid="report-row-recipients">{recipientsText(report)}</Typography>
            </Box>
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit ${row.name}`} disabled={busyId === row.id} onClick={() => onEdit(report)}><EditOutlinedIcon fontSize="small" /></IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${row.name}`} disabled={busyId === row.id} onClick={() => onDelete(report)}><DeleteOutlinedIcon fontSize="small" /></IconButton>
            </Tooltip>
          </Box>
        );
      })}
    </Box>
  );
}
