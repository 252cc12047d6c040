/** A transparent pixel drawn instead of an image that fails to load (a broken image would stop the capture). */
const IMAGE_PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** The capture gives up after this long rather than leave the user waiting. */
const CAPTURE_TIMEOUT_MS = 60_000;

/** An opaque colour, as 0–255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * The opaque colour a picture is painted on, from a computed CSS colour (`rgb(…)`, `rgba(…)`,
 * `#rgb`, `#rrggbb`): a see-through colour is laid over white, since a JPEG has no transparency
 * and would show black; anything unreadable is white.
 */
export function opaqueBackground(cssColor: string): Rgb {
  const color = cssColor.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const channels = /^rgba?\(([^)]*)\)$/.exec(color)?.[1]?.split(/[\s,/]+/).filter(Boolean).map(Number);
  if (!channels || channels.length < 3 || channels.some((value) => !Number.isFinite(value))) return { r: 255, g: 255, b: 255 };
  const [r = 255, g = 255, b = 255, alpha = 1] = channels;
  const over = (channel: number) => Math.round(Math.min(255, Math.max(0, channel)) * alpha + 255 * (1 - alpha));
  return { r: over(r), g: over(g), b: over(b) };
}

/** `rgb(r, g, b)` for a colour. */
export const cssRgb = ({ r, g, b }: Rgb): string => `rgb(${r}, ${g}, ${b})`;

/** A file name for a download of `name`: safe characters only, then the date and time, then `extension`. */
export function downloadFileName(name: string, extension: string, now = new Date()): string {
  const base = name.trim().replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'dashboard';
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `${base}-${stamp}.${extension}`;
}

/** Options of {@link captureElementAsJpeg}. */
export interface CaptureOptions {
  /** Output pixels per CSS pixel; the screen's by default. */
  pixelRatio?: number;
}

/**
 * A JPEG data URL of an element as drawn, leaving out parts marked `data-no-export` (edit
 * toolbars, menus) and painting `backgroundColor` behind transparent parts; fails after a minute.
 */
export async function captureElementAsJpeg(element: HTMLElement, backgroundColor: string, options: CaptureOptions = {}): Promise<string> {
  // Loaded on first use: most visits never take a picture.
  const { toJpeg } = await import('html-to-image');
  const capture = toJpeg(element, {
    quality: 0.95,
    backgroundColor,
    cacheBust: true,
    imagePlaceholder: IMAGE_PLACEHOLDER,
    onImageErrorHandler: () => undefined,
    filter: (node) => !(node instanceof HTMLElement && node.dataset['noExport'] !== undefined),
    // The picture is of the element's box: its own margin would shift it and cut off its far edges.
    style: { margin: '0' },
    ...(options.pixelRatio !== undefined ? { pixelRatio: options.pixelRatio } : {}),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Taking the picture took too long.')), CAPTURE_TIMEOUT_MS);
  });
  return Promise.race([capture, timeout]).finally(() => clearTimeout(timer));
}

/** Saves `href` (a data: or blob: URL) as a file the browser downloads. */
export function saveAsFile(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
