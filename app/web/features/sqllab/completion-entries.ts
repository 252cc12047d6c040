import type { CompletionEntry } from './completion-index';
import { COMMON_SQL_KEYWORDS, SQL_KEYWORDS } from './sql-keywords';

/** The metadata of the selected database the editor completes. */
export interface CompletionSources {
  functions?: readonly string[];
  schemas?: readonly string[];
  /** Tables of the selected schema (or of several schemas). */
  tables?: readonly { name: string; schema: string | null; type?: string | null }[];
  /** Columns of the tables whose schema is known (the tables open in the left bar). */
  columns?: readonly { table: string; name: string; type: string | null }[];
}

/**
 * Completion entries for keywords (the common ones with their priority) and the database's
 * functions, schemas, tables and columns.
 * Tables carry their schema as parent (`schema.` lists them), columns their table (`table.`).
 */
export function completionEntries({ functions = [], schemas = [], tables = [], columns = [] }: CompletionSources): CompletionEntry[] {
  const entries: CompletionEntry[] = SQL_KEYWORDS.map((keyword) => {
    const priority = COMMON_SQL_KEYWORDS.indexOf(keyword);
    return { label: keyword, kind: 'keyword', detail: 'keyword', ...(priority === -1 ? {} : { priority }) };
  });
  for (const name of functions) entries.push({ label: name, kind: 'function', detail: 'function' });
  for (const name of schemas) entries.push({ label: name, kind: 'schema', detail: 'schema' });
  for (const table of tables) {
    const isView = /view/i.test(table.type ?? '');
    entries.push({ label: table.name, kind: isView ? 'view' : 'table', detail: table.schema ?? (isView ? 'view' : 'table'), parent: table.schema });
  }
  for (const column of columns) entries.push({ label: column.name, kind: 'column', detail: column.type ? `${column.table} · ${column.type}` : column.table, parent: column.table });
  return entries;
}
