// What a page loads with an output file of the web build: read from esbuild's metafile by the build
// (the chunks each screen preloads) and by the bundle-size bench (each route's JavaScript).

/** The output files `file` imports statically, directly or not (its chunks), `file` first. */
export function staticClosure(outputs, file) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !outputs[name]) return;
    seen.add(name);
    for (const imported of outputs[name].imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(file);
  return [...seen];
}
