import { describe, expect, it } from 'vitest';
import { importOutcome } from './import-bundle-outcome';

const refusal = (extra: Record<string, unknown>) => ({ errors: [{ message: 'Error importing dashboard', error_type: 'GENERIC_COMMAND_ERROR', extra: { ...extra, issue_codes: [] } }] });

describe('importOutcome', () => {
  it('reads success', () => {
    expect(importOutcome(200, { message: 'OK' })).toEqual({ ok: true, needsOverwrite: false, passwordsNeeded: [], problems: [] });
  });

  it('asks for overwrite and for the passwords the server names, listing each file’s problem', () => {
    const outcome = importOutcome(422, refusal({
      'dashboards/Births_1.yaml': 'Dashboard already exists and `overwrite=true` was not passed',
      'databases/warehouse.yaml': { _schema: ['Must provide a password for the database'] },
      'charts/Trends_2.yaml': { slice_name: ['Missing data for required field.'] },
    }));
    expect(outcome.ok).toBe(false);
    expect(outcome.needsOverwrite).toBe(true);
    expect(outcome.passwordsNeeded).toEqual(['databases/warehouse.yaml']);
    expect(outcome.problems).toEqual([
      'dashboards/Births_1.yaml: Dashboard already exists and `overwrite=true` was not passed',
      'databases/warehouse.yaml: Must provide a password for the database',
      'charts/Trends_2.yaml: slice_name: Missing data for required field.',
    ]);
  });

  it('shows a plain refusal’s message', () => {
    expect(importOutcome(400, { message: 'Not a ZIP file' }).problems).toEqual(['Not a ZIP file']);
    expect(importOutcome(403, null).problems).toEqual(['The import failed (HTTP 403).']);
  });
});
