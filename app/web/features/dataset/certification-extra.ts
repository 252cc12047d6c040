/** Certification and warning kept in an object's `extra` JSON, the way Superset stores them. */
export interface ExtraParts {
  certifiedBy: string;
  certificationDetails: string;
  /** `warning_markdown`: shown next to the object's name. */
  warning: string;
  /** Every other key of `extra`, kept as it was. */
  rest: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Splits `extra` JSON into its certification, warning and the rest; bad JSON reads as empty. */
export function readExtra(extra: string | null | undefined): ExtraParts {
  let parsed: Record<string, unknown> = {};
  if (extra) {
    try {
      const value: unknown = JSON.parse(extra);
      if (isRecord(value)) parsed = value;
    } catch {
      parsed = {};
    }
  }
  const { certification, warning_markdown: warning, ...rest } = parsed;
  const cert = isRecord(certification) ? certification : {};
  return { certifiedBy: text(cert.certified_by), certificationDetails: text(cert.details), warning: text(warning), rest };
}

/** Puts certification and warning back into `extra` JSON; `null` when nothing is left. */
export function writeExtra(parts: ExtraParts): string | null {
  const extra: Record<string, unknown> = { ...parts.rest };
  const certifiedBy = parts.certifiedBy.trim();
  const details = parts.certificationDetails.trim();
  if (certifiedBy || details) {
    extra.certification = { certified_by: certifiedBy || null, details: details || null };
  }
  if (parts.warning.trim()) extra.warning_markdown = parts.warning.trim();
  return Object.keys(extra).length > 0 ? JSON.stringify(extra) : null;
}
