/** Types for the `rison` package (URI-friendly JSON, used by Superset's `q` query parameters). */
declare module 'rison' {
  /** Parses a Rison string; throws (with varying error types) on malformed input. */
  export function decode(text: string): unknown;
  export function decode_object(text: string): Record<string, unknown>;
  export function decode_array(text: string): unknown[];
  export function encode(value: unknown): string;
  export function encode_object(value: Record<string, unknown>): string;
  export function encode_array(value: unknown[]): string;
  const rison: {
    decode: typeof decode;
    decode_object: typeof decode_object;
    decode_array: typeof decode_array;
    encode: typeof encode;
    encode_object: typeof encode_object;
    encode_array: typeof encode_array;
  };
  export default rison;
}
