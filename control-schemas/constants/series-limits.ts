import type { SchemaChoice } from '../choices/schema-choice.js';

/** Series-limit choices (free-form select: other numbers are allowed). */
export const SERIES_LIMIT_CHOICES: readonly SchemaChoice[] = [5, 10, 25, 50, 100, 500].map((limit) => ({ const: limit, title: String(limit) }));
