import { describe, expect, it } from 'vitest';
import { MENU_ACTION_SLOTS, type MenuActionContext } from '@core/plugin-api/index.js';
import { apiErrorMessage, embeddingOf, embeddingPath, embedSnippet, parseAllowedDomains, saveEmbeddingRequest } from './embed-config.js';
import { canEmbed, embedDashboardAction } from './embed-action.js';

const context = (fields: Partial<MenuActionContext> = {}): MenuActionContext => ({
  placement: 'dashboard-header',
  permissions: [['can_set_embedded', 'Dashboard']],
  isAdmin: false,
  config: { allowFullCsvExport: false, featureFlags: { EMBEDDED_SUPERSET: true } },
  dashboard: { id: 3, title: 'Births', canEdit: true },
  ...fields,
});

describe('the embed dashboard action', () => {
  it('stands in the slot kept for it in the Share section of the header menu', () => {
    const slot = MENU_ACTION_SLOTS.embedDashboard;
    expect(embedDashboardAction).toMatchObject({ key: slot.key, group: slot.group, order: slot.order, placements: slot.placements, label: 'Embed dashboard' });
  });

  it('is offered only with EMBEDDED_SUPERSET on, to an editor holding can_set_embedded, outside edit mode', () => {
    expect(canEmbed(context())).toBe(true);
    expect(canEmbed(context({ config: { allowFullCsvExport: false } }))).toBe(false);
    expect(canEmbed(context({ config: { allowFullCsvExport: false, featureFlags: { EMBEDDED_SUPERSET: false } } }))).toBe(false);
    expect(canEmbed(context({ permissions: [['can_write', 'Dashboard']] }))).toBe(false);
    expect(canEmbed(context({ dashboard: { id: 3, title: 'Births', canEdit: false } }))).toBe(false);
    expect(canEmbed(context({ dashboard: { id: 3, title: 'Births', canEdit: true, editMode: true } }))).toBe(false);
    expect(canEmbed(context({ dashboard: undefined }))).toBe(false);
    // An administrator holds every permission but still needs the flag and the right to edit.
    expect(canEmbed(context({ permissions: [], isAdmin: true }))).toBe(true);
    expect(canEmbed(context({ permissions: [], isAdmin: true, config: { allowFullCsvExport: false, featureFlags: {} } }))).toBe(false);
  });
});

describe('allowed domains', () => {
  it('reads host names and origins one per line (or comma separated), normalised and once each', () => {
    expect(parseAllowedDomains('https://App.Example.com/\n\n  http://localhost:8080 , https://app.example.com:443\nexample.org\n*.Example.net:8443\n127.0.0.1:9000')).toEqual({
      domains: ['https://app.example.com', 'http://localhost:8080', 'example.org', '*.example.net:8443', '127.0.0.1:9000'],
      errors: [],
    });
    expect(parseAllowedDomains('   \n')).toEqual({ domains: [], errors: [] });
  });

  it('refuses what could never match a host page, saying why', () => {
    const { domains, errors } = parseAllowedDomains(
      'https://app.example.com/dashboards\nftp://files.example.com\nhttps://app.*.example.com\nhttps://user:pw@example.com\nexample.com:70000\nexa_mple.com\nhttps://ok.example.com',
    );
    expect(domains).toEqual(['https://ok.example.com']);
    expect(errors).toEqual([
      '"https://app.example.com/dashboards": give only the host name or the origin (scheme, host and port); leave out any path.',
      '"ftp://files.example.com": only http:// and https:// pages can show an embedded dashboard.',
      '"https://app.*.example.com": a wildcard stands only at the start, as in *.example.com.',
      '"https://user:pw@example.com": a domain carries no user name or password.',
      '"example.com:70000": a port is a number from 1 to 65535.',
      '"exa_mple.com": this is neither a host name (example.com) nor an origin (https://example.com).',
    ]);
  });
});

describe('the embedding API calls', () => {
  it('address the dashboard by id or slug and send the domains as allowed_domains', () => {
    expect(embeddingPath(12)).toBe('/api/v1/dashboard/12/embedded');
    expect(embeddingPath('my board')).toBe('/api/v1/dashboard/my%20board/embedded');
    const request = saveEmbeddingRequest('PUT', ['https://a.example.com']);
    expect(request.method).toBe('PUT');
    expect(JSON.parse(String(request.body))).toEqual({ allowed_domains: ['https://a.example.com'] });
  });

  it('read the embedding from the answer, or none from an answer without one', () => {
    const body = { result: { uuid: 'e0b4…', allowed_domains: ['https://a.example.com', 7], dashboard_id: 3, changed_on: '2026-01-02T03:04:05' } };
    expect(embeddingOf(body)).toEqual({ uuid: 'e0b4…', allowed_domains: ['https://a.example.com'], dashboard_id: '3', changed_on: '2026-01-02T03:04:05' });
    expect(embeddingOf({ message: 'Not found' })).toBeNull();
    expect(embeddingOf(null)).toBeNull();
  });

  it('turn refusals into words: the message, field errors, else the status', () => {
    expect(apiErrorMessage(403, { message: 'Forbidden' })).toBe('Forbidden');
    expect(apiErrorMessage(400, { message: { allowed_domains: ['Not a valid URL.'] } })).toBe('allowed_domains: Not a valid URL.');
    expect(apiErrorMessage(422, { errors: [{ message: 'The dashboard is gone.' }] })).toBe('The dashboard is gone.');
    expect(apiErrorMessage(403, null)).toBe('You may not change how this dashboard is embedded.');
    expect(apiErrorMessage(500, '<html>')).toBe('The server could not do this (status 500).');
  });
});

describe('the SDK snippet', () => {
  it('embeds the dashboard by its uuid from this origin with every embedDashboard option a host needs', () => {
    const snippet = embedSnippet({ uuid: '8e3c-uuid', supersetDomain: 'https://bi.example.com' });
    expect(snippet).toContain("import { embedDashboard } from '@superset-ui/embedded-sdk';");
    expect(snippet).toContain('id: "8e3c-uuid",');
    expect(snippet).toContain('supersetDomain: "https://bi.example.com",');
    for (const option of ['mountPoint:', 'fetchGuestToken:', 'dashboardUiConfig:', 'hideTitle:', 'hideChartControls:', 'filters: { visible: true, expanded: true }']) expect(snippet).toContain(option);
  });
});
