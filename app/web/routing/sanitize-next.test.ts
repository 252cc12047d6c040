import { describe, expect, it } from 'vitest';
import { sanitizeNext } from './sanitize-next';

const HOME = '/superset/welcome/';

describe('sanitizeNext', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(sanitizeNext('/dashboard/list/')).toBe('/dashboard/list/');
    expect(sanitizeNext('/explore/?slice_id=12&standalone=1')).toBe('/explore/?slice_id=12&standalone=1');
    expect(sanitizeNext('/superset/dashboard/sales/#tab-2')).toBe('/superset/dashboard/sales/#tab-2');
  });

  it('falls back to the welcome page when next is missing or empty', () => {
    expect(sanitizeNext(null)).toBe(HOME);
    expect(sanitizeNext(undefined)).toBe(HOME);
    expect(sanitizeNext('')).toBe(HOME);
  });

  it('refuses absolute and protocol-relative URLs', () => {
    for (const next of [
      'https://evil.example/',
      'http://localhost/superset/welcome/',
      '//evil.example/path',
      '///evil.example',
      'javascript:alert(1)',
      'evil.example',
      'dashboard/list/',
    ]) {
      expect(sanitizeNext(next), next).toBe(HOME);
    }
  });

  it('refuses the tricks browsers normalise into another host', () => {
    for (const next of ['/\\evil.example', '/\\/evil.example', '/\t/evil.example', '/\n/evil.example']) {
      expect(sanitizeNext(next), JSON.stringify(next)).toBe(HOME);
    }
  });

  it('does not send the user back to the login or logout page', () => {
    expect(sanitizeNext('/login/?next=/x')).toBe(HOME);
    expect(sanitizeNext('/logout/')).toBe(HOME);
  });

  it('uses the given fallback', () => {
    expect(sanitizeNext('//evil.example', '/sqllab/')).toBe('/sqllab/');
  });
});
