/** The fields of action `A` other than `type`. */
export type ActionPayload<A extends { type: string }> = Omit<A, 'type'>;

/**
 * A factory of typed action creators for the union `A`: `creatorFor<A>()('x/y')` returns a
 * function building the `'x/y'` member of `A` from its other fields.
 */
export function creatorFor<A extends { type: string }>() {
  return <T extends A['type']>(type: T) =>
    (payload: ActionPayload<Extract<A, { type: T }>>): Extract<A, { type: T }> =>
      ({ type, ...payload }) as Extract<A, { type: T }>;
}
