import { decode } from 'fast-png';

/** An 8-bit PNG decoded to RGBA. */
export interface DecodedPng {
  width: number;
  height: number;
  /** width × height × 4 bytes, row by row. */
  rgba: Uint8Array;
}

/** Decodes a PNG (as Chromium and pdftoppm write them) to 8-bit RGBA, so a test can look at real pixels. */
export function decodePng(file: Uint8Array): DecodedPng {
  const image = decode(file);
  if (image.depth !== 8) throw new Error(`unsupported PNG bit depth ${image.depth}`);
  const { width, height, channels } = image;
  const data = image.data as Uint8Array;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const p = i * channels;
    const [r, g, b, a] = channels >= 3 ? [data[p]!, data[p + 1]!, data[p + 2]!, channels === 4 ? data[p + 3]! : 255] : [data[p]!, data[p]!, data[p]!, channels === 2 ? data[p + 1]! : 255];
    rgba.set([r, g, b, a], i * 4);
  }
  return { width, height, rgba };
}

/** How much of a picture is drawn: distinct colours, and the share of pixels unlike the most common (background) colour. */
export function inkOf(png: DecodedPng): { colours: number; inkShare: number } {
  const counts = new Map<number, number>();
  for (let i = 0; i < png.rgba.length; i += 4) {
    const key = (png.rgba[i]! << 16) | (png.rgba[i + 1]! << 8) | png.rgba[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let background = 0;
  for (const count of counts.values()) background = Math.max(background, count);
  const total = png.width * png.height;
  return { colours: counts.size, inkShare: total === 0 ? 0 : (total - background) / total };
}
