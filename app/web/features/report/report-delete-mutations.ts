/** An RTK Query mutation hook's result, as `useBulkDeletion` takes it. */
type DeleteMutation<Arg> = readonly [(arg: Arg) => { unwrap(): Promise<unknown> }, { isLoading: boolean }];

/**
 * The delete-one and delete-many mutations with any refusal worded as `failure` ('Your report could
 * not be deleted'), the danger toast the spec gives for a report that was not deleted.
 */
export function reportDeleteMutations(
  deleteOne: DeleteMutation<number>,
  deleteMany: DeleteMutation<readonly number[]>,
  failure: string,
): [DeleteMutation<number>, DeleteMutation<readonly number[]>] {
  const worded =
    <Arg,>([trigger, state]: DeleteMutation<Arg>): DeleteMutation<Arg> =>
      [
        (arg: Arg) => ({
          unwrap: () =>
            trigger(arg)
              .unwrap()
              .catch(() => {
                throw new Error(failure);
              }),
        }),
        state,
      ] as const;
  return [worded(deleteOne), worded(deleteMany)];
}
