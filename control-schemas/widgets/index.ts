/**
 * The explore control panel in React: `ControlPanel` (rjsf with the control panel's templates),
 * the widget components registered under the `CONTROL_WIDGETS` names, the context they read the
 * datasource and page services from, and the CSP-safe rjsf validator.
 */
import type { Widget } from '@rjsf/utils';
import type { ControlWidgetName } from '../control-widgets.js';
import { BASIC_WIDGETS } from './basic-widgets.js';
import { PICKER_WIDGETS } from './pickers/index.js';

export { ControlPanel, type ControlPanelProps } from './ControlPanel.js';
export { BASIC_WIDGETS } from './basic-widgets.js';
export { PICKER_WIDGETS } from './pickers/index.js';
export { CfworkerValidator, cfworkerValidator } from './cfworker-validator.js';
export {
  ControlPanelContext,
  DND_ITEM,
  useControlPanel,
  type ControlPanelContextValue,
  type ControlPanelServices,
  type DndColumnItem,
  type DndMetricItem,
  type ExploreColumn,
  type ExploreDatasource,
  type ExploreMetric,
  type ResolvedTimeRange,
} from './control-panel-context.js';

/**
 * Every control widget by its `ui:widget` name: `BASIC_WIDGETS` and `PICKER_WIDGETS`. The explore
 * page passes this to `ControlPanel`.
 */
export const CONTROL_WIDGET_COMPONENTS: Readonly<Partial<Record<ControlWidgetName, Widget>>> = Object.freeze({ ...BASIC_WIDGETS, ...PICKER_WIDGETS });
