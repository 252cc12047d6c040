import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useControlPanel } from './control-panel-context.js';

/**
 * The chart's dataset (`DatasourceWidget`): its name with a table icon, and a "Change dataset"
 * button that opens the page's dataset picker (`services.openDatasourcePicker`). The value
 * (`<id>__<type>`) is changed by the page once a dataset is picked, not here.
 */
export function DatasourceWidget(props: WidgetProps) {
  const { id, value, disabled, readonly } = props;
  const { datasource, services } = useControlPanel();
  const name = datasource.name || (typeof value === 'string' ? value : '');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <TableChartOutlinedIcon fontSize="small" sx={{ color: 'text.secondary', flex: 'none' }} />
      <Typography id={id} variant="body2" noWrap title={name} sx={{ flex: '1 1 auto', minWidth: 0, fontWeight: 500 }}>
        {name || 'No dataset'}
      </Typography>
      <Button size="small" variant="text" disabled={disabled || readonly} onClick={() => services.openDatasourcePicker()} sx={{ flex: 'none', textTransform: 'none' }}>
        Change dataset
      </Button>
    </Box>
  );
}
