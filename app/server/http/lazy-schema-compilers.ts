import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** A route's schema as Fastify hands it to a compiler. */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
/** What Fastify's compiler factories answer: given the shared schemas and options, a compiler of one route's schema. */
type CompilerBuilder<F> = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => F;
type Validate = ((...args: unknown[]) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;

/** Fastify's own compiler factories (Ajv, fast-json-stringify), resolved where Fastify resolves them. */
function fastifyCompilerFactories(): { validators: CompilerBuilder<Validate>; serializers: CompilerBuilder<Serialize> } {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  const ajvCompiler = fromFastify('@fastify/ajv-compiler') as () => CompilerBuilder<Validate>;
  const serializerCompiler = fromFastify('@fastify/fast-json-stringify-compiler') as () => CompilerBuilder<Serialize>;
  return { validators: ajvCompiler(), serializers: serializerCompiler() };
}

/** A validator that compiles its schema at its first call and copies the compiled one's `errors` after each call. */
function lazyValidator(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = function (this: unknown, ...args: unknown[]): unknown {
    compiled ??= compile();
    const result = compiled.apply(this, args);
    validate.errors = compiled.errors;
    if (typeof (result as PromiseLike<unknown> | null)?.then === 'function') {
      return Promise.resolve(result).finally(() => {
        validate.errors = compiled!.errors;
      });
    }
    return result;
  };
  return validate;
}

/**
 * Fastify's schema compilers, compiling each route's schemas on the route's first request instead
 * of at start-up, when Fastify compiles every route's: the server answers sooner (every route's
 * input is still validated, with the same Ajv options and the same validators, the first request
 * of a route pays for its compilation once). The Ajv instance itself is also created on first use.
 *
 * Fastify treats a compilers factory as custom and so does not lower-case header schemas for
 * it: routes declare no header schemas (headers are read by the hooks that need them).
 */
export function lazySchemaCompilers(): CompilersFactory {
  const { validators, serializers } = fastifyCompilerFactories();
  const buildValidator: CompilerBuilder<Validate> = (externalSchemas, options) => {
    let compiler: ((route: RouteSchema) => Validate) | undefined;
    return (route) => lazyValidator(() => (compiler ??= validators(externalSchemas, options))(route));
  };
  const buildSerializer: CompilerBuilder<Serialize> = (externalSchemas, options) => {
    let compiler: ((route: RouteSchema) => Serialize) | undefined;
    return (route) => {
      let serialize: Serialize | undefined;
      return (data) => (serialize ??= (compiler ??= serializers(externalSchemas, options))(route))(data);
    };
  };
  // Fastify's types describe Ajv's own functions; at run time it only calls them and reads `errors`.
  return { buildValidator: buildValidator as unknown as CompilersFactory['buildValidator'], buildSerializer: buildSerializer as unknown as CompilersFactory['buildSerializer'] };
}
