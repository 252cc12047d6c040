import { WarningToast } from '../errors/index.js';

/**
 * User-facing texts of layout edits. The first three are the product's (spec §5 and §8); the
 * others name refusals the spec leaves unworded. Templates use `%s` / `%(name)s`; fill them with
 * `formatMessage`.
 */
export const LayoutMessage = Object.freeze({
  /** A drop into a row or column without room for the component. */
  INSUFFICIENT_SPACE: 'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
  /** A tab of the top-level tabs dragged into nested tabs. */
  NESTED_TAB_MOVE: 'Can not move top level tab into nested tabs',
  /** Every undo slot is used: older steps will be dropped. */
  UNDO_SLOTS_USED: WarningToast.UNDO_SLOTS_USED,
  COMPONENT_NOT_FOUND: 'This component is no longer part of the dashboard layout.',
  INVALID_DROP: 'This component cannot be placed here.',
  PROTECTED_COMPONENT: 'This part of the dashboard layout cannot be removed.',
  NOT_RESIZABLE: 'This component cannot be resized.',
  /** `%s` is the setting's name. */
  META_NOT_EDITABLE: 'The setting %s cannot be changed on this component.',
  /** `%s` is the setting's name. */
  INVALID_META_VALUE: 'Invalid value for %s.',
});
