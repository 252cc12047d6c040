import type { Ajv, ErrorObject } from 'ajv';

/** A validator as callers use Ajv's: call it, then read `errors` when it answered false. */
export interface FirstUseValidator<T> {
  (data: unknown): data is T;
  errors: ErrorObject[] | null | undefined;
}

/**
 * `ajv.compile(schema)` deferred to the validator's first call: modules that validate requests
 * make their validators when they load, and compiling them all there costs every server start
 * (most are for requests a given run never sees). The validator behaves as the compiled one,
 * including its `errors` after each call; a schema Ajv refuses throws at that first call.
 *
 * @example
 * ```ts
 * const validateBody = compileOnFirstUse<Body>(ajv, BODY_SCHEMA);
 * if (!validateBody(input)) throw HttpError.badRequest(ajvFieldMessages(validateBody.errors));
 * ```
 */
export function compileOnFirstUse<T = unknown>(ajv: Ajv, schema: object): FirstUseValidator<T> {
  let compiled: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null } | undefined;
  const validate = ((data: unknown) => {
    compiled ??= ajv.compile(schema);
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as FirstUseValidator<T>;
  validate.errors = null;
  return validate;
}
