/**
 * A float as Python's `repr` writes it (how Superset's histogram labels its bins): the shortest
 * round-trip digits like JavaScript, but `2.0` rather than `2`, and exponent notation below 1e-4 or
 * from 1e16 on, with at least two exponent digits (`1e-05`, `1.5e+16`).
 */
export function pythonFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const [mantissa, exponentText] = value.toExponential().split('e') as [string, string];
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 16) {
    const sign = exponent < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  let text: string;
  if (exponent >= 0) {
    const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
    const fraction = digits.slice(exponent + 1);
    text = `${whole}.${fraction || '0'}`;
  } else {
    text = `0.${'0'.repeat(-exponent - 1)}${digits}`;
  }
  return negative ? `-${text}` : text;
}
