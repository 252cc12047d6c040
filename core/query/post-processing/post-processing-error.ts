/**
 * Raised when a post-processing rule cannot be applied: an unknown operation, invalid options or a
 * column the frame does not have. The message is user-facing and follows Superset's wording
 * (`InvalidPostProcessingError`), so routes can answer 400 with it unchanged.
 *
 * @example
 * ```ts
 * try { applyPostProcessing(frame, rules); } catch (error) { if (error instanceof PostProcessingError) reply.code(400); }
 * ```
 */
export class PostProcessingError extends Error {
  override readonly name = 'PostProcessingError';

  constructor(message: string) {
    super(message);
  }
}
