/** The outcome of reading template parameters typed as JSON. */
export type TemplateParamsCheck = { ok: true; value: Record<string, unknown> | null } | { ok: false; error: string };

/** Reads template parameters: blank is none, otherwise a JSON object (`{"country": "FR"}`). */
export function parseTemplateParams(text: string | null): TemplateParamsCheck {
  if (text === null || text.trim() === '') return { ok: true, value: null };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: 'Template parameters must be a JSON object, e.g. {"country": "FR"}' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, error: `Invalid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}
