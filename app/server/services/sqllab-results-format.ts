/** The media type of Arrow IPC streams, which SQL Lab's results route answers on request. */
export const ARROW_STREAM_TYPE = 'application/vnd.apache.arrow.stream';

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(accept: string): MediaRange[] {
  return accept.split(',').flatMap((part): MediaRange[] => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
    const [type, subtype] = range.toLowerCase().split('/');
    if (!type || !subtype) return [];
    const qParam = params.find((param) => /^q\s*=/i.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(qParam.indexOf('=') + 1).trim());
    return [{ type, subtype, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0 }];
  });
}

/** The quality an Accept header gives a media type: from its most specific matching range, 0 when none matches. */
function qualityOf(ranges: readonly MediaRange[], mediaType: string): { q: number; named: boolean } {
  const [type, subtype] = mediaType.split('/');
  let best: { q: number; specificity: number } | null = null;
  for (const range of ranges) {
    const specificity = range.type === type && range.subtype === subtype ? 2 : range.type === type && range.subtype === '*' ? 1 : range.type === '*' && range.subtype === '*' ? 0 : -1;
    if (specificity >= 0 && (best === null || specificity > best.specificity)) best = { q: range.q, specificity };
  }
  return { q: best?.q ?? 0, named: best?.specificity === 2 };
}

/**
 * Whether a request's Accept header asks for an Arrow IPC stream rather than JSON: the Arrow
 * type must be named (a wildcard alone keeps JSON, Superset's format) with a quality above zero
 * and at least JSON's.
 *
 * @example
 * ```ts
 * prefersArrowStream('application/vnd.apache.arrow.stream, application/json;q=0.9'); // true
 * prefersArrowStream('application/json'); // false
 * prefersArrowStream(undefined); // false
 * ```
 */
export function prefersArrowStream(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const arrow = qualityOf(ranges, ARROW_STREAM_TYPE);
  return arrow.named && arrow.q > 0 && arrow.q >= qualityOf(ranges, 'application/json').q;
}
