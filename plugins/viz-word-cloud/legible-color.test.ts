import { describe, expect, it } from 'vitest';
import { legibleTextColor } from './legible-color.js';

describe('legibleTextColor', () => {
  it('keeps colours that already read on the paper', () => {
    expect(legibleTextColor('#1FA8C9', 'light')).toBe('#1FA8C9');
    expect(legibleTextColor('#1FA8C9', 'dark')).toBe('#1FA8C9');
    expect(legibleTextColor('not a colour', 'dark')).toBe('not a colour');
  });

  it('deepens pale colours on white and lifts deep ones on the dark paper, keeping their hue', () => {
    const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const [yr, yg, yb] = channels(legibleTextColor('#FCC700', 'light'));
    // Deepened: darker than the original, still a yellow (red and green well above blue).
    expect(yr).toBeLessThan(0xfc);
    expect(Math.min(yr!, yg!)).toBeGreaterThan(yb! + 60);
    const purple = legibleTextColor('#454E7C', 'dark');
    expect(purple).not.toBe('#454E7C');
    // Lifted: every channel brighter, blue still the strongest.
    const [r, g, b] = channels(purple);
    expect(r).toBeGreaterThan(0x45);
    expect(b).toBeGreaterThan(Math.max(r!, g!));
  });
});
