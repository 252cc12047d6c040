/** A value written in a template: a path into the data, a literal, or a helper call in parentheses. */
export type TemplateExpression = PathExpression | LiteralExpression | CallExpression;

/** `name`, `this.a.[b c]`, `../name`, `@index`, `@root.data`. */
export interface PathExpression {
  type: 'path';
  /** `@` paths read the frame's data (`@index`, `@key`, `@first`, `@last`, `@root`). */
  data: boolean;
  /** How many `../` steps up the context stack. */
  depth: number;
  /** The segments after `this` / `.` (empty for the context itself). */
  parts: string[];
  /** Whether it started with `this` or `.` (then it never names a helper). */
  explicitThis: boolean;
  original: string;
}

/** A string, number, boolean, null or undefined written in the template. */
export interface LiteralExpression {
  type: 'literal';
  value: string | number | boolean | null | undefined;
}

/** `(helper arg key=value)`, or the head of a mustache with arguments. */
export interface CallExpression {
  type: 'call';
  name: PathExpression;
  params: TemplateExpression[];
  hash: Record<string, TemplateExpression>;
}

/** Text between mustaches. */
export interface TextNode {
  type: 'text';
  value: string;
}

/** `{{expression}}` (escaped) or `{{{expression}}}` / `{{& expression}}` (not escaped here; sanitised later). */
export interface MustacheNode {
  type: 'mustache';
  expression: CallExpression;
  escaped: boolean;
}

/** `{{#name …}}…{{else}}…{{/name}}`, or `{{^name}}…{{/name}}` (an inverted section). */
export interface BlockNode {
  type: 'block';
  expression: CallExpression;
  program: TemplateNode[];
  inverse: TemplateNode[] | null;
  /** Names bound by `as |item index|`. */
  blockParams: string[];
}

/** One piece of a parsed template. */
export type TemplateNode = TextNode | MustacheNode | BlockNode;

/** A template that could not be read, with where. */
export class TemplateSyntaxError extends Error {
  constructor(message: string, readonly line: number) {
    super(`${message} (line ${line})`);
    this.name = 'TemplateSyntaxError';
  }
}
