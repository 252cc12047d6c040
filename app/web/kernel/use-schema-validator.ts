import { useEffect, useState } from 'react';
import type { JsonSchema } from '@core/plugin-api/index.js';
import type { SchemaIssue, SchemaValidator } from '@core/registry/index.js';
import { useKernel } from './kernel-context';

/**
 * The precompiled validator of `schema` (a viz's `formDataSchema`), loaded from its chunk when a
 * screen first needs it (explore, with the viz's controls); null until loaded, and when it cannot
 * load (the chunk failed, or the schema changed after the build): validation by schema is then
 * skipped, and the controls' own validators still run.
 */
export function useSchemaValidator(schema: JsonSchema | undefined): SchemaValidator | null {
  const { loadValidator } = useKernel();
  const [loaded, setLoaded] = useState<{ schema: JsonSchema; validate: SchemaValidator } | null>(null);
  useEffect(() => {
    if (!schema) return undefined;
    let current = true;
    loadValidator(schema).then(
      (validate) => {
        if (current) setLoaded({ schema, validate });
      },
      (error: unknown) => console.warn('Tessera: no validator for this schema', error),
    );
    return () => {
      current = false;
    };
  }, [schema, loadValidator]);
  return loaded && loaded.schema === schema ? loaded.validate : null;
}

/**
 * A schema's issues as messages by top-level field, for the fields in `fields` only: an issue at
 * `/row_limit` or below is `row_limit`'s; issues about the whole value (a missing or an unknown
 * field) and `required` ones (the controls' own validators word those) are left out.
 */
export function issuesByField(issues: readonly SchemaIssue[], fields: ReadonlySet<string>): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const issue of issues) {
    if (issue.keyword === 'required') continue;
    const field = decodePointerSegment(issue.path.split('/')[1] ?? '');
    if (!field || !fields.has(field)) continue;
    const messages = (byField[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return byField;
}

const decodePointerSegment = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');
