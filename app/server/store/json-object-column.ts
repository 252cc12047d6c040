/**
 * A JSON text column read as an object (`extra`, `json_metadata`, `*_config_json`…): empty,
 * unreadable or non-object text reads as `{}`, so a damaged row never breaks an answer.
 */
export function parseJsonObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
