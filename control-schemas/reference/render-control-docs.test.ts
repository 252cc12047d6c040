import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_CONTROLS } from '../controls/index.js';
import { GENERATED_NOTICE } from './render-control-doc.js';
import { renderControlDocs } from './render-control-docs.js';

const docsDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../docs/controls');

describe('generated control reference (docs/controls)', () => {
  const files = renderControlDocs();

  it('is up to date with the control definitions (run `npm run docs:controls` when this fails)', () => {
    const onDisk = readdirSync(docsDir).filter((name) => name.endsWith('.md'));
    const generated = onDisk.filter((name) => readFileSync(path.join(docsDir, name), 'utf8').startsWith(GENERATED_NOTICE));
    expect(generated.sort()).toEqual(Object.keys(files).sort());
    for (const [name, content] of Object.entries(files)) expect(readFileSync(path.join(docsDir, name), 'utf8'), name).toBe(content);
  });

  it('has a page per control and an index linking each from its section', () => {
    for (const control of SHARED_CONTROLS) {
      expect(files, control.name).toHaveProperty(`${control.name}.md`);
      expect(files['README.md']).toContain(`[\`${control.name}\`](${control.name}.md)`);
    }
    expect(files['README.md']).toMatch(/## Query[\s\S]*## Time[\s\S]*## Advanced analytics[\s\S]*## Annotations and layers[\s\S]*## Customize/);
  });

  it('documents label, section, widget, type, default, choices, validator messages and rules', () => {
    const rowLimit = files['row_limit.md']!;
    expect(rowLimit).toContain('# Row limit (`row_limit`)');
    expect(rowLimit).toContain('| Section | [Query](README.md#query) |');
    expect(rowLimit).toContain('| Widget | `SelectWidget` with options `{"freeForm":true}` |');
    expect(rowLimit).toContain('| Type | integer |');
    expect(rowLimit).toContain('| Default | `10000` |');
    expect(rowLimit).toContain('| `50000` | 50,000 |');
    expect(rowLimit).toContain('| `maxRowLimit` | Value cannot exceed %s');
    expect(files['order_desc.md']).toContain('Shown only while the form data');
    expect(files['y_axis_format.md']).toContain('Set to `".1%"` while this condition holds.');
    expect(files['time_grain_sqla.md']).toContain('"$data": "/$context/temporalColumns"');
  });
});
