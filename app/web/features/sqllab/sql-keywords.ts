/** SQL keywords offered by the editor's autocomplete (ANSI plus the common PostgreSQL/MySQL ones). */
export const SQL_KEYWORDS: readonly string[] = Object.freeze([
  'ADD', 'ALL', 'ALTER', 'AND', 'ANY', 'AS', 'ASC', 'BETWEEN', 'BY', 'CASE', 'CAST', 'CHECK', 'COLUMN',
  'CONSTRAINT', 'CREATE', 'CROSS', 'CURRENT_DATE', 'CURRENT_TIME', 'CURRENT_TIMESTAMP', 'DATABASE',
  'DEFAULT', 'DELETE', 'DESC', 'DESCRIBE', 'DISTINCT', 'DROP', 'ELSE', 'END', 'ESCAPE', 'EXCEPT',
  'EXISTS', 'EXPLAIN', 'FALSE', 'FETCH', 'FIRST', 'FOLLOWING', 'FOR', 'FOREIGN', 'FROM', 'FULL',
  'GROUP BY', 'GROUPING', 'HAVING', 'IF', 'ILIKE', 'IN', 'INDEX', 'INNER', 'INSERT', 'INTERSECT',
  'INTERVAL', 'INTO', 'IS', 'JOIN', 'KEY', 'LAST', 'LATERAL', 'LEFT', 'LIKE', 'LIMIT', 'NATURAL',
  'NOT', 'NULL', 'NULLS', 'OFFSET', 'ON', 'OR', 'ORDER BY', 'OUTER', 'OVER', 'PARTITION BY',
  'PRECEDING', 'PRIMARY', 'RANGE', 'RECURSIVE', 'REFERENCES', 'REPLACE', 'RIGHT', 'ROLLUP', 'ROW',
  'ROWS', 'SCHEMA', 'SELECT', 'SET', 'SHOW', 'SOME', 'TABLE', 'THEN', 'TO', 'TOP', 'TRUE',
  'TRUNCATE', 'UNBOUNDED', 'UNION', 'UNION ALL', 'UNIQUE', 'UPDATE', 'USING', 'VALUES', 'VIEW',
  'WHEN', 'WHERE', 'WINDOW', 'WITH',
]);

/**
 * The keywords typed most, most common first: among keywords that match alike they come first, in
 * this order (SELECT before SET for "se", WHERE before WHEN for "wh"); the others follow.
 */
export const COMMON_SQL_KEYWORDS: readonly string[] = Object.freeze([
  'SELECT', 'FROM', 'WHERE', 'AND', 'AS', 'JOIN', 'ON', 'GROUP BY', 'ORDER BY', 'LIMIT', 'OR', 'LEFT', 'WITH', 'DISTINCT', 'CASE',
  'WHEN', 'THEN', 'ELSE', 'END', 'IN', 'NOT', 'NULL', 'IS', 'HAVING', 'INNER', 'LIKE', 'DESC', 'ASC', 'BETWEEN', 'UNION ALL', 'UNION',
  'OVER', 'PARTITION BY', 'CAST', 'INTERVAL', 'EXISTS', 'OFFSET', 'INSERT', 'INTO', 'VALUES', 'UPDATE', 'SET', 'DELETE', 'CREATE',
]);
