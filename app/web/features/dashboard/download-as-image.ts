import { captureElementAsJpeg, cssRgb, downloadFileName, opaqueBackground, saveAsFile } from '../../menu-actions/capture-element';

/** A file name for an image of `name`: safe characters only, with the date and time. */
export function imageFileName(name: string, now = new Date()): string {
  return downloadFileName(name, 'jpg', now);
}

/**
 * Downloads an element as a JPEG (as Superset's "Download as image" does), leaving out parts
 * marked `data-no-export` (edit toolbars, menus) and painting the background behind transparent
 * parts (white behind a see-through one, which a JPEG would turn black).
 */
export async function downloadElementAsImage(element: HTMLElement, name: string, backgroundColor: string): Promise<void> {
  const dataUrl = await captureElementAsJpeg(element, cssRgb(opaqueBackground(backgroundColor)));
  saveAsFile(dataUrl, imageFileName(name));
}
