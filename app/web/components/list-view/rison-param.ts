import rison from 'rison';

// Characters rison uses that are safe inside a query value; left readable, as Superset's URLs are.
const READABLE = { '%2C': ',', '%3A': ':', '%2F': '/', '%40': '@', '%24': '$' } as const;

/**
 * A value encoded as rison for a `?q=` parameter, URL-escaped except for the punctuation that
 * needs none: `{page:0,page_size:25}` → `(page:0,page_size:25)`.
 */
export function risonParam(value: unknown): string {
  return encodeURIComponent(rison.encode(value)).replace(
    /%2C|%3A|%2F|%40|%24/g,
    (escaped) => READABLE[escaped as keyof typeof READABLE],
  );
}
