/** Parses `'3__table'` into its id and type; null when malformed. */
export function parseDatasourceKey(key: unknown): { id: number; type: string } | null {
  if (typeof key !== 'string') return null;
  const match = /^(\d+)__(\w+)$/.exec(key);
  return match ? { id: Number(match[1]), type: match[2] as string } : null;
}
