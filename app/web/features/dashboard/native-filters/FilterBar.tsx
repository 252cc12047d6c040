import { HorizontalFilterBar } from './HorizontalFilterBar';
import type { NativeFiltersUi } from './native-filters-context';
import { VerticalFilterBar } from './VerticalFilterBar';

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  ui: NativeFiltersUi;
  /** Which bar this place on the page holds: the left panel or the row under the header. */
  placement: 'vertical' | 'horizontal';
  /** The vertical bar starts open (`expand_filters` not false). */
  initiallyOpen?: boolean;
}

/** Whether a user sees the filter bar: editors always; others when there is a filter, a divider or a cross-filter. */
export function isFilterBarShown(ui: Pick<NativeFiltersUi, 'canEdit' | 'model'>): boolean {
  return ui.canEdit || ui.model.configuration.length > 0 || ui.model.crossFilters.length > 0;
}

/**
 * The dashboard's filter bar in its saved orientation (`filter_bar_orientation`): rendered at
 * the placement matching it, nothing at the other one.
 */
export function FilterBar({ ui, placement, initiallyOpen }: FilterBarProps) {
  const orientation = ui.model.orientation === 'HORIZONTAL' ? 'horizontal' : 'vertical';
  if (orientation !== placement || !isFilterBarShown(ui)) return null;
  return orientation === 'horizontal' ? <HorizontalFilterBar ui={ui} /> : <VerticalFilterBar ui={ui} initiallyOpen={initiallyOpen} />;
}
