import { createContext, useContext } from 'react';
import type { ControlErrors } from '../validators/validate-form-data.js';

/** What the control panel's templates need to lay the controls out, beyond rjsf's own props. */
export interface ControlPanelLayout {
  /** The controls to show (their `ui:visibleWhen` holds); every control when absent. */
  readonly visible?: ReadonlySet<string>;
  /** The validation messages by control, for the section headers. */
  readonly errors: ControlErrors;
}

/**
 * Provided by `ControlPanel` to its rjsf templates. A context rather than rjsf's `formContext`
 * because rjsf skips re-rendering fields whose props did not change, and visibility changes
 * without any of the hidden field's props changing.
 */
export const ControlPanelLayoutContext = createContext<ControlPanelLayout>({ errors: {} });

/** The layout of the enclosing control panel (everything visible, no errors outside one). */
export function useControlPanelLayout(): ControlPanelLayout {
  return useContext(ControlPanelLayoutContext);
}
