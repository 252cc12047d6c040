import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import Button from '@mui/material/Button';
import type { WidgetProps } from '@rjsf/utils';
import { useControlPanel } from './control-panel-context.js';

/**
 * The visualization type (`VizTypeWidget`): a button showing the type's name
 * (`services.vizTypeName`) that opens the viz gallery (`services.openVizGallery`); the page sets
 * the new type once one is chosen there.
 */
export function VizTypeWidget(props: WidgetProps) {
  const { id, value, disabled, readonly } = props;
  const { services } = useControlPanel();
  const name = typeof value === 'string' && value !== '' ? services.vizTypeName(value) : 'Choose a visualization';
  return (
    <Button
      id={id}
      size="small"
      variant="outlined"
      fullWidth
      color="inherit"
      disabled={disabled || readonly}
      startIcon={<InsertChartOutlinedIcon fontSize="small" />}
      onClick={() => services.openVizGallery()}
      sx={{ justifyContent: 'flex-start', textTransform: 'none', borderColor: 'divider', fontWeight: 500 }}
    >
      {name}
    </Button>
  );
}
