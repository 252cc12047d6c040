import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { revealMaskedValues } from './database-secrets.js';
import { SecretBox, SecretBoxError } from './secret-box.js';
import { deriveKey, deriveSigningKeys } from './signing-keys.js';

const box = new SecretBox(deriveSigningKeys('unit-test-secret-key').storedSecrets);

describe('SecretBox', () => {
  it('seals to text that hides the secret and opens back to it', () => {
    const sealed = box.seal('p@ss wörd', 'dbs.password');
    expect(SecretBox.isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('p@ss');
    expect(box.open(sealed, 'dbs.password')).toBe('p@ss wörd');
    // A fresh IV each time: equal passwords do not look equal at rest.
    expect(box.seal('p@ss wörd', 'dbs.password')).not.toBe(sealed);
  });

  it('refuses another context, another key and any altered byte', () => {
    const sealed = box.seal('s3cret', 'dbs.password');
    expect(() => box.open(sealed, 'dbs.encrypted_extra')).toThrow(SecretBoxError);
    expect(() => new SecretBox(deriveSigningKeys('another-secret-key').storedSecrets).open(sealed, 'dbs.password')).toThrow(/secret key/);
    const body = sealed.slice(sealed.lastIndexOf(':') + 1);
    const flipped = sealed.slice(0, -body.length) + (body[0] === 'A' ? 'B' : 'A') + body.slice(1);
    expect(() => box.open(flipped, 'dbs.password')).toThrow(SecretBoxError);
    expect(() => box.open(sealed.slice(0, sealed.lastIndexOf(':') + 4), 'dbs.password')).toThrow(SecretBoxError);
  });

  it('opens plain text written before encryption as it is, and keeps null and empty values', () => {
    expect(box.open('legacy-password', 'dbs.password')).toBe('legacy-password');
    expect(box.sealNullable(null, 'x')).toBeNull();
    expect(box.sealNullable('', 'x')).toBe('');
    expect(box.openNullable(null, 'x')).toBeNull();
    expect(() => new SecretBox(randomBytes(16))).toThrow();
  });

  it('derives keys per purpose with HKDF, stable for one secret key', () => {
    expect(deriveKey('k', 'a')).toHaveLength(32);
    expect(deriveKey('k', 'a').equals(deriveKey('k', 'a'))).toBe(true);
    expect(deriveKey('k', 'a').equals(deriveKey('k', 'b'))).toBe(false);
    expect(deriveKey('k', 'a').equals(deriveKey('k2', 'a'))).toBe(false);
  });
});

describe('revealMaskedValues', () => {
  it('puts the stored value back where the mask was sent, and keeps what was changed', () => {
    const stored = JSON.stringify({ credentials: { token: 'tok', region: 'eu' }, keys: ['a', 'b'] });
    const submitted = JSON.stringify({ credentials: { token: 'XXXXXXXXXX', region: 'us' }, keys: ['XXXXXXXXXX', 'c'], added: 'XXXXXXXXXX' });
    expect(JSON.parse(revealMaskedValues(submitted, stored)!)).toEqual({ credentials: { token: 'tok', region: 'us' }, keys: ['a', 'c'], added: 'XXXXXXXXXX' });
    expect(revealMaskedValues('{"a":"new"}', stored)).toBe('{"a":"new"}');
    expect(revealMaskedValues(null, stored)).toBeNull();
    expect(revealMaskedValues('{"a":"XXXXXXXXXX"}', null)).toBe('{"a":"XXXXXXXXXX"}');
    expect(revealMaskedValues('not json XXXXXXXXXX', stored)).toBe('not json XXXXXXXXXX');
  });
});
