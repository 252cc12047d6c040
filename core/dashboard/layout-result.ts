import { formatMessage } from '../errors/index.js';
import type { LayoutMap } from './layout-component.js';
import { LayoutMessage } from './layout-messages.js';

/** Why a layout edit was refused. */
export type LayoutErrorCode =
  | 'COMPONENT_NOT_FOUND'
  | 'INVALID_DROP'
  | 'INSUFFICIENT_SPACE'
  | 'NESTED_TAB_MOVE'
  | 'PROTECTED_COMPONENT'
  | 'NOT_RESIZABLE'
  | 'META_NOT_EDITABLE'
  | 'INVALID_META_VALUE';

/** A layout edit that was applied: the new layout (the same object when nothing changed). */
export interface LayoutEdit {
  ok: true;
  layout: LayoutMap;
  /** The component the edit created, when it created one (not counting a wrapping row). */
  componentId?: string;
}

/** A layout edit that was refused, with the message to show (as a warning toast). */
export interface LayoutRefusal {
  ok: false;
  error: LayoutErrorCode;
  message: string;
}

/** Outcome of a layout edit; edits never throw for a refused change. */
export type LayoutResult = LayoutEdit | LayoutRefusal;

/** An applied edit. */
export function layoutEdit(layout: LayoutMap, componentId?: string): LayoutEdit {
  return componentId === undefined ? { ok: true, layout } : { ok: true, layout, componentId };
}

/** A refused edit carrying the catalogue message of `error`, filled with `values`. */
export function layoutRefusal(error: LayoutErrorCode, ...values: unknown[]): LayoutRefusal {
  return { ok: false, error, message: formatMessage(LayoutMessage[error], values) };
}
