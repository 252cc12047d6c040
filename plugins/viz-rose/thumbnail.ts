/** Gallery pictogram of "Nightingale Rose Chart": wedges of equal angle, stacked outwards in two series. */
const wedge = (angle: number, radius: number, inner: number, color: string) => {
  const point = (r: number, a: number) => `${(60 + r * Math.sin(a)).toFixed(1)} ${(40 - r * Math.cos(a)).toFixed(1)}`;
  const [a0, a1] = [angle, angle + Math.PI / 4 - 0.04];
  return `<path d="M${point(inner, a0)} L${point(radius, a0)} A${radius} ${radius} 0 0 1 ${point(radius, a1)} L${point(inner, a1)} A${inner} ${inner} 0 0 0 ${point(inner, a0)} Z" fill="${color}"/>`;
};
const RADII = [30, 22, 26, 16, 20, 12, 24, 18];

export const ROSE_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    ...RADII.map((radius, i) => wedge((i * Math.PI) / 4, radius * 0.55, 0.5, '#2F6FDE')),
    ...RADII.map((radius, i) => wedge((i * Math.PI) / 4, radius, radius * 0.55, '#F2A541')),
    '</svg>',
  ].join(''),
)}`;
