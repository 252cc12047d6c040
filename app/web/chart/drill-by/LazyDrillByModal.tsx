import { Suspense, lazy } from 'react';
import type { DrillByModalProps } from './DrillByModal';

// The modal (with its grid) loads when first opened.
const DrillByModal = lazy(() => import('./DrillByModal').then((module) => ({ default: module.DrillByModal })));

/** {@link DrillByModalProps | The drill-by modal}, loaded on first use. */
export function LazyDrillByModal(props: DrillByModalProps) {
  return (
    <Suspense fallback={null}>
      <DrillByModal {...props} />
    </Suspense>
  );
}
