import type { BlockNode, CallExpression, PathExpression, TemplateExpression, TemplateNode } from './template-ast.js';
import { isTruthy, TEMPLATE_HELPERS, type TemplateHelper } from './template-helpers.js';

/** A template that could be read but not rendered: a missing helper, a helper's error, too much work. */
export class TemplateRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateRenderError';
  }
}

/** Bounds on one rendering, so a template over large data cannot hang the page. */
export interface RenderLimits {
  /** Nodes and expressions evaluated. */
  maxSteps: number;
  /** Characters written. */
  maxOutput: number;
}

const DEFAULT_LIMITS: RenderLimits = { maxSteps: 2_000_000, maxOutput: 5_000_000 };

interface Frame {
  context: unknown;
  data: Record<string, unknown>;
  params: Record<string, unknown>;
  parent: Frame | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;', '`': '&#x60;', '=': '&#x3D;' };

/** Text as Handlebars escapes it for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`=]/g, (c) => ESCAPES[c]!);
}

/** How a value is written: nothing for null and undefined, lists joined by commas. */
function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(toText).join(',');
  if (typeof value === 'object') return '[object Object]';
  return String(value);
}

/**
 * One step down a path: an own property of an object or array (and `length` of a list or text),
 * never an inherited one or a function, so templates cannot reach `constructor` or prototypes.
 */
function child(value: unknown, key: string): unknown {
  if (value === null || value === undefined) return undefined;
  if ((Array.isArray(value) || typeof value === 'string') && key === 'length') return value.length;
  if (typeof value !== 'object') return undefined;
  if (!Object.hasOwn(value, key)) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'function' ? undefined : found;
}

const isSimple = (path: PathExpression) => !path.data && !path.explicitThis && path.depth === 0 && path.parts.length === 1;

/**
 * Renders a parsed template over `context` by walking it: no code is generated or evaluated, so
 * it runs under a Content-Security-Policy without `unsafe-eval`. Paths read only own properties;
 * helpers come from `helpers` (see {@link TEMPLATE_HELPERS}); `{{…}}` output is HTML-escaped and
 * `{{{…}}}` is not (the caller sanitises the result).
 *
 * @throws {TemplateRenderError} for a missing helper, a helper's own error, or a rendering past `limits`.
 *
 * @example
 * renderTemplate(parseTemplate('{{#each data}}{{name}};{{/each}}'), { data: [{ name: 'a<b' }] }); // 'a&lt;b;'
 */
export function renderTemplate(
  nodes: readonly TemplateNode[],
  context: unknown,
  helpers: Readonly<Record<string, TemplateHelper>> = TEMPLATE_HELPERS,
  limits: RenderLimits = DEFAULT_LIMITS,
): string {
  let steps = 0;
  let written = 0;
  const root: Frame = { context, data: { root: context }, params: {}, parent: null };
  const step = () => {
    steps += 1;
    if (steps > limits.maxSteps) throw new TemplateRenderError('The template does too much work for the data; narrow the query or simplify the loops.');
  };
  const helperOf = (path: PathExpression): TemplateHelper | undefined => (isSimple(path) && Object.hasOwn(helpers, path.parts[0]!) ? helpers[path.parts[0]!] : undefined);

  const resolve = (path: PathExpression, frame: Frame): unknown => {
    let target: Frame = frame;
    for (let i = 0; i < path.depth && target.parent; i += 1) target = target.parent;
    let value: unknown;
    let rest = path.parts;
    if (path.data) {
      const [head, ...tail] = path.parts;
      let holder: Frame | null = target;
      while (holder && !(head !== undefined && Object.hasOwn(holder.data, head))) holder = holder.parent;
      value = holder && head !== undefined ? holder.data[head] : undefined;
      rest = tail;
    } else if (!path.explicitThis && path.parts.length > 0) {
      const [head, ...tail] = path.parts;
      let holder: Frame | null = target;
      while (holder && !Object.hasOwn(holder.params, head!)) holder = holder.parent;
      if (holder) {
        value = holder.params[head!];
        rest = tail;
      } else value = target.context;
    } else value = target.context;
    for (const part of rest) value = child(value, part);
    return value;
  };

  const evaluate = (expression: TemplateExpression, frame: Frame): unknown => {
    step();
    if (expression.type === 'literal') return expression.value;
    if (expression.type === 'path') {
      if (isSimple(expression) && !hasOwnField(frame, expression.parts[0]!)) {
        const helper = helperOf(expression);
        if (helper) return call(helper, expression.original, [], {});
      }
      return resolve(expression, frame);
    }
    return invoke(expression, frame);
  };

  const hasOwnField = (frame: Frame, name: string) =>
    Object.hasOwn(frame.params, name) || (frame.context !== null && typeof frame.context === 'object' && Object.hasOwn(frame.context, name));

  const call = (helper: TemplateHelper, name: string, args: unknown[], hash: Record<string, unknown>): unknown => {
    try {
      return helper(args, hash);
    } catch (error) {
      throw new TemplateRenderError(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  /** A mustache or subexpression: a helper call with arguments, or a value. */
  const invoke = (expression: CallExpression, frame: Frame): unknown => {
    const { name, params, hash } = expression;
    if (params.length === 0 && Object.keys(hash).length === 0) return evaluate(name, frame);
    const helper = helperOf(name);
    if (!helper) throw new TemplateRenderError(`Missing helper: "${name.original}"`);
    const args = params.map((param) => evaluate(param, frame));
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(hash)) values[key] = evaluate(value, frame);
    return call(helper, name.original, args, values);
  };

  const out: string[] = [];
  const write = (text: string) => {
    written += text.length;
    if (written > limits.maxOutput) throw new TemplateRenderError('The template writes too much for the page; narrow the query or simplify the template.');
    out.push(text);
  };

  const renderNodes = (list: readonly TemplateNode[] | null, frame: Frame) => {
    if (!list) return;
    for (const node of list) {
      step();
      if (node.type === 'text') write(node.value);
      else if (node.type === 'mustache') {
        const text = toText(invoke(node.expression, frame));
        write(node.escaped ? escapeHtml(text) : text);
      } else renderBlock(node, frame);
    }
  };

  const scoped = (frame: Frame, context: unknown, data: Record<string, unknown>, names: readonly string[], values: readonly unknown[]): Frame => {
    const params: Record<string, unknown> = {};
    names.forEach((name, i) => (params[name] = values[i]));
    return { context, data, params, parent: frame };
  };

  const iterate = (node: BlockNode, frame: Frame, value: unknown): boolean => {
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        renderNodes(node.program, scoped(frame, item, { index, key: index, first: index === 0, last: index === value.length - 1 }, node.blockParams, [item, index])),
      );
      return value.length > 0;
    }
    if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      keys.forEach((key, index) => {
        const item = (value as Record<string, unknown>)[key];
        renderNodes(node.program, scoped(frame, item, { index, key, first: index === 0, last: index === keys.length - 1 }, node.blockParams, [item, key]));
      });
      return keys.length > 0;
    }
    return false;
  };

  const renderBlock = (node: BlockNode, frame: Frame) => {
    const { name, params, hash } = node.expression;
    const builtin = isSimple(name) ? name.parts[0]! : '';
    const first = () => (params[0] ? evaluate(params[0], frame) : undefined);
    if (builtin === 'each') {
      if (!iterate(node, frame, first())) renderNodes(node.inverse, frame);
    } else if (builtin === 'if' || builtin === 'unless') {
      const value = first();
      const includeZero = hash.includeZero ? isTruthy(evaluate(hash.includeZero, frame)) : false;
      const truthy = isTruthy(value) || (includeZero && value === 0);
      renderNodes(truthy === (builtin === 'if') ? node.program : node.inverse, frame);
    } else if (builtin === 'with') {
      const value = first();
      if (isTruthy(value)) renderNodes(node.program, scoped(frame, value, {}, node.blockParams, [value]));
      else renderNodes(node.inverse, frame);
    } else if (helperOf(name) && (params.length > 0 || Object.keys(hash).length > 0)) {
      renderNodes(isTruthy(invoke(node.expression, frame)) ? node.program : node.inverse, frame);
    } else {
      // A Mustache section: a list repeats, an object becomes the context, other values test.
      const value = invoke(node.expression, frame);
      if (Array.isArray(value)) {
        if (!iterate(node, frame, value)) renderNodes(node.inverse, frame);
      } else if (value !== null && typeof value === 'object') renderNodes(node.program, scoped(frame, value, {}, node.blockParams, [value]));
      else renderNodes(isTruthy(value) ? node.program : node.inverse, frame);
    }
  };

  renderNodes(nodes, root);
  return out.join('');
}
