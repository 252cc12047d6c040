/** The indentation one Tab adds in the code editor. */
export const INDENT = '  ';

/** Text with a selection, as a textarea holds it. */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

/**
 * What Tab (or Shift+Tab, `outdent`) does to the text: without a selection Tab inserts
 * {@link INDENT} at the cursor; with a selection every line it touches is indented, or outdented
 * by up to one indent, and the selection follows its lines.
 *
 * @example
 * indentSelection({ text: 'a\nb', start: 0, end: 3 }, false); // { text: '  a\n  b', start: 2, end: 7 }
 */
export function indentSelection({ text, start, end }: TextSelection, outdent: boolean): TextSelection {
  if (start === end && !outdent) return { text: text.slice(0, start) + INDENT + text.slice(end), start: start + INDENT.length, end: start + INDENT.length };
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  // A selection ending just after a newline does not take in the next line.
  const lastLineEnd = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const lines = text.slice(lineStart, lastLineEnd).split('\n');
  let newStart = start;
  let removedTotal = 0;
  const changed = lines.map((line, index) => {
    if (!outdent) return INDENT + line;
    const removed = line.length - line.replace(/^ {1,2}|^\t/, '').length;
    if (index === 0) newStart = Math.max(lineStart, start - removed);
    removedTotal += removed;
    return line.slice(removed);
  });
  const body = changed.join('\n');
  const next = text.slice(0, lineStart) + body + text.slice(lastLineEnd);
  if (!outdent) return { text: next, start: start + INDENT.length, end: end + INDENT.length * lines.length };
  return { text: next, start: newStart, end: Math.max(newStart, end - removedTotal) };
}
