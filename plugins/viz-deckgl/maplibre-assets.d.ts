// MapLibre's stylesheet and worker, imported as text (`with { type: 'text' }`) by style-map.ts,
// so both stay in the chunk loaded only when a map draws a style.
declare module 'maplibre-gl/dist/maplibre-gl.css' {
  const text: string;
  export default text;
}

declare module 'maplibre-gl/dist/maplibre-gl-worker.mjs' {
  const text: string;
  export default text;
}
