import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy } from './trust-proxy.js';

describe('fastifyTrustProxy', () => {
  it('turns a hop count into trust of the nearest proxies only, the socket peer first', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    const trusts = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => trusts('10.0.0.1', hop))).toEqual([true, true, false, false]);
  });

  it('passes booleans and lists through, the list as a copy Fastify may keep', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(true)).toBe(true);
    const list = Object.freeze(['10.0.0.1', 'loopback']);
    const given = fastifyTrustProxy(list);
    expect(given).toEqual(['10.0.0.1', 'loopback']);
    expect(given).not.toBe(list);
  });
});
