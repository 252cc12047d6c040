import type { GenericColumnType } from '@core/plugin-api/index.js';

/**
 * SQLite declared type → generic type. Names that say boolean or date/time win (SQLite itself
 * stores them as numbers or text); the rest follows SQLite's column-affinity rules: INT → integer,
 * CHAR/CLOB/TEXT → text, REAL/FLOA/DOUB and NUMERIC/DECIMAL → numbers. BLOB and an empty
 * declaration are null.
 */
export function sqliteGenericType(typeName: string): GenericColumnType | null {
  const type = typeName.trim().toUpperCase();
  const base = type.replace(/\s*\(.*$/s, '');
  if (base === 'BOOLEAN' || base === 'BOOL') return 'boolean';
  if (base === 'DATE' || base === 'DATETIME' || base.startsWith('TIMESTAMP')) return 'temporal';
  if (type.includes('INT')) return 'numeric';
  if (type.includes('CHAR') || type.includes('CLOB') || type.includes('TEXT') || base === 'TIME' || base === 'UUID' || base === 'JSON') return 'string';
  if (type.includes('REAL') || type.includes('FLOA') || type.includes('DOUB') || type.includes('NUMERIC') || type.includes('DECIMAL')) return 'numeric';
  return null;
}
