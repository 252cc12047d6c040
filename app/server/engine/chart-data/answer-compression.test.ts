import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerEncoding, compressAnswer, varyOnAcceptEncoding } from './answer-compression.js';

describe('answerEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0 and *', () => {
    expect(answerEncoding('gzip, deflate, br')).toBe('br');
    expect(answerEncoding(['gzip', 'br;q=0.5'])).toBe('br');
    expect(answerEncoding('br;q=0, gzip')).toBe('gzip');
    expect(answerEncoding('GZIP;Q=1')).toBe('gzip');
    expect(answerEncoding('*')).toBe('br');
    expect(answerEncoding('*;q=0, gzip')).toBe('gzip');
  });

  it('sends nothing compressed without a header, for identity or deflate alone, or when both are refused', () => {
    expect(answerEncoding(undefined)).toBeNull();
    expect(answerEncoding('')).toBeNull();
    expect(answerEncoding('identity')).toBeNull();
    expect(answerEncoding('deflate')).toBeNull();
    expect(answerEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(answerEncoding('gzip;q=nonsense')).toBeNull();
  });
});

describe('compressAnswer', () => {
  const parts = [Buffer.from('{"result":[{"data":'), Buffer.from(JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i, name: `row ${i % 7}` })))), Buffer.from('}]}')];
  const whole = Buffer.concat(parts);

  it('compresses the pieces of an answer as one body', async () => {
    const br = await compressAnswer(parts, 'br');
    expect(br.length).toBeLessThan(whole.length / 4);
    expect(brotliDecompressSync(br).equals(whole)).toBe(true);
    expect(gunzipSync(await compressAnswer(parts, 'gzip')).equals(whole)).toBe(true);
    expect(brotliDecompressSync(await compressAnswer([whole], 'br')).equals(whole)).toBe(true);
  });
});

describe('varyOnAcceptEncoding', () => {
  it('adds accept-encoding once to what Vary named', () => {
    expect(varyOnAcceptEncoding(undefined)).toBe('accept-encoding');
    expect(varyOnAcceptEncoding('Origin')).toBe('Origin, accept-encoding');
    expect(varyOnAcceptEncoding('Origin, Accept-Encoding')).toBe('Origin, Accept-Encoding');
    expect(varyOnAcceptEncoding(['Origin', 'Cookie'])).toBe('Origin, Cookie, accept-encoding');
    expect(varyOnAcceptEncoding('*')).toBe('*');
  });
});
