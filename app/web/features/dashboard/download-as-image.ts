/** A file name for an image of `name`: safe characters only, with the date and time. */
export function imageFileName(name: string, now = new Date()): string {
  const base = name.trim().replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'dashboard';
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `${base}-${stamp}.jpg`;
}

/** A transparent pixel drawn instead of an image that fails to load (a broken image would stop the capture). */
const IMAGE_PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** The capture gives up after this long rather than leave the user waiting. */
const CAPTURE_TIMEOUT_MS = 60_000;

/**
 * Downloads an element as a JPEG (as Superset's "Download as image" does), leaving out parts
 * marked `data-no-export` (edit toolbars, menus) and painting the background behind transparent
 * parts.
 */
export async function downloadElementAsImage(element: HTMLElement, name: string, backgroundColor: string): Promise<void> {
  // Loaded on first use: most visits never download an image.
  const { toJpeg } = await import('html-to-image');
  const capture = toJpeg(element, {
    quality: 0.95,
    backgroundColor,
    cacheBust: true,
    imagePlaceholder: IMAGE_PLACEHOLDER,
    onImageErrorHandler: () => undefined,
    filter: (node) => !(node instanceof HTMLElement && node.dataset['noExport'] !== undefined),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Taking the picture took too long.')), CAPTURE_TIMEOUT_MS);
  });
  const dataUrl = await Promise.race([capture, timeout]).finally(() => clearTimeout(timer));
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = imageFileName(name);
  document.body.appendChild(link);
  link.click();
  link.remove();
}
