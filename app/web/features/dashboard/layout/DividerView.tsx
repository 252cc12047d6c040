import Divider from '@mui/material/Divider';
import type { LayoutComponent } from '@core/dashboard/index.js';
import { EditFrame } from './EditFrame';

/** A horizontal rule across the grid. */
export function DividerView({ component }: { component: LayoutComponent }) {
  return (
    <EditFrame component={component} className="dashboard-component-divider" sx={{ width: '100%', py: 1.5 }}>
      <Divider />
    </EditFrame>
  );
}
