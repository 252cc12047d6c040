import { describe, expect, it } from 'vitest';
import { allowedDomainProblems, frameAncestorSources, isAllowedHostPage, parseAllowedDomain } from './embedded-domains.js';

describe('allowed domains of an embedded dashboard', () => {
  it('reads host names and origins, and nothing else', () => {
    expect(parseAllowedDomain('Example.COM')).toEqual({ scheme: null, host: 'example.com', port: null });
    expect(parseAllowedDomain('localhost:8088')).toEqual({ scheme: null, host: 'localhost', port: '8088' });
    expect(parseAllowedDomain('https://app.example.com:8443/')).toEqual({ scheme: 'https', host: 'app.example.com', port: '8443' });
    expect(parseAllowedDomain('*.example.com')).toEqual({ scheme: null, host: '*.example.com', port: null });
    for (const bad of ['https://example.com/path', 'ftp://example.com', 'exa mple.com', 'example.com:99999', '-bad.example', 'a.*.example', "'self'", 'example.com;script-src']) {
      expect(parseAllowedDomain(bad), bad).toBeNull();
    }
  });

  it('says what is wrong with each bad entry', () => {
    expect(allowedDomainProblems(['good.example', 'https://ok.example'])).toEqual([]);
    expect(allowedDomainProblems(['a b', 'x/y'])).toEqual([
      '"a b" contains a space: give one host name or origin per entry.',
      '"x/y" is not a host name (example.com) or an origin (https://example.com).',
    ]);
    expect(allowedDomainProblems(Array.from({ length: 101 }, (_, i) => `h${i}.example`))).toEqual(['At most 100 domains may be allowed.']);
  });

  it('matches a host page by host name, and by scheme and port for an origin', () => {
    const list = ['host.example', 'https://secure.example', 'localhost:4321', '*.partner.example'];
    expect(isAllowedHostPage([], undefined)).toBe(true);
    expect(isAllowedHostPage(list, undefined)).toBe(false);
    expect(isAllowedHostPage(list, 'not a url')).toBe(false);
    expect(isAllowedHostPage(list, 'http://HOST.example:9000/a?b')).toBe(true);
    expect(isAllowedHostPage(list, 'https://secure.example/page')).toBe(true);
    expect(isAllowedHostPage(list, 'https://secure.example:444/')).toBe(false);
    expect(isAllowedHostPage(list, 'http://secure.example/')).toBe(false);
    expect(isAllowedHostPage(list, 'http://localhost:4321/')).toBe(true);
    expect(isAllowedHostPage(list, 'http://localhost:4322/')).toBe(false);
    expect(isAllowedHostPage(list, 'https://a.partner.example/')).toBe(true);
    expect(isAllowedHostPage(list, 'https://partner.example/')).toBe(false);
    expect(isAllowedHostPage(list, 'https://host.example.attacker.test/')).toBe(false);
    expect(isAllowedHostPage(list, 'file:///host.example')).toBe(false);
  });

  it('lists the same hosts as frame ancestors', () => {
    expect(frameAncestorSources([])).toEqual(['*']);
    expect(frameAncestorSources(['host.example', 'https://secure.example', 'localhost:4321'])).toEqual([
      'https://host.example:*',
      'http://host.example:*',
      'https://secure.example',
      'https://localhost:4321',
      'http://localhost:4321',
    ]);
    expect(frameAncestorSources(['bad entry'])).toEqual(["'none'"]);
  });
});
