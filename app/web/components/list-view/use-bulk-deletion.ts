import { useBulkSelection } from './use-bulk-selection';
import { useDeleteConfirmation } from './use-delete-confirmation';

/** An RTK Query mutation hook's result: its trigger and whether it runs. */
type DeleteMutation<Arg> = readonly [(arg: Arg) => { unwrap(): Promise<unknown> }, { isLoading: boolean }];

interface BulkDeletionOptions<Row extends { id: number }> {
  rows: readonly Row[];
  /** Which rows may be chosen; all by default. */
  canSelect?: (row: Row) => boolean;
  /** The list's delete-one and delete-many mutations, e.g. `useDeleteChartMutation()`. */
  deleteOne: DeleteMutation<number>;
  deleteMany: DeleteMutation<readonly number[]>;
  /** A row's name in the success toast. */
  name: (row: Row) => string;
  /** The rows' plural noun, for the toast after deleting several, e.g. "charts". */
  noun: string;
}

/**
 * A list page's bulk selection and confirmed deletion of one row or several: one through the
 * single delete, more through the bulk endpoint, and the selection cleared once they are gone.
 *
 * @example
 * ```tsx
 * const { bulk, deletion, clearingSelection } = useBulkDeletion({ rows, deleteOne: useDeleteChartMutation(), deleteMany: useBulkDeleteChartsMutation(), name: chartName, noun: 'charts' });
 * <ListView onStateChange={clearingSelection(setState)} … />
 * ```
 */
export function useBulkDeletion<Row extends { id: number }>({ rows, canSelect, deleteOne, deleteMany, name, noun }: BulkDeletionOptions<Row>) {
  const [removeOne, removeOneState] = deleteOne;
  const [removeMany, removeManyState] = deleteMany;
  const bulk = useBulkSelection(rows, canSelect);
  const deletion = useDeleteConfirmation<readonly Row[]>({
    remove: (targets) => (targets.length === 1 ? removeOne(targets[0]!.id) : removeMany(targets.map((row) => row.id))).unwrap(),
    describe: (targets) => (targets.length === 1 ? name(targets[0]!) : `${targets.length} ${noun}`),
    onDeleted: () => bulk.clear(),
    busy: removeOneState.isLoading || removeManyState.isLoading,
  });
  return {
    bulk,
    deletion,
    /** `setState`, clearing the selection first: it belongs to the rows on screen, so another page or filter starts afresh. */
    clearingSelection:
      <State>(setState: (next: State) => void) =>
      (next: State) => {
        bulk.clear();
        setState(next);
      },
  };
}
