import { describe, expect, it } from 'vitest';
import { defineControlSection, defineViz, type AnyVizContribution, type ControlSectionContribution } from '../plugin-api/index.js';
import { createControlSectionRegistry } from './create-control-section-registry.js';
import { createVizRegistry } from './create-viz-registry.js';
import { RegistryValidationError } from './registry-validation-error.js';
import { withControlSections } from './with-control-sections.js';

const widgets = new Set(['TextWidget', 'CheckboxWidget']);

const viz = (key: string): AnyVizContribution =>
  defineViz({
    key,
    version: '1.0.0',
    name: key,
    description: 'A test chart.',
    category: 'Table',
    tags: [],
    behaviors: [],
    formDataSchema: {
      type: 'object',
      properties: { metric: { type: 'string' }, row_limit: { type: 'integer', default: 10 }, show_legend: { type: 'boolean', default: true } },
    },
    uiSchema: {
      'ui:order': ['metric', 'row_limit', 'show_legend', '*'],
      'ui:sections': [
        { key: 'query', label: 'Old label', controls: ['metric', 'row_limit'] },
        { key: 'customize', label: 'Customize', controls: ['show_legend'] },
      ],
    },
    buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [{}] }),
    transformProps: () => ({}),
    loadComponent: () => Promise.resolve({ default: () => null }),
  }) as AnyVizContribution;

const core = (key: string, order: number, label: string): ControlSectionContribution =>
  defineControlSection({ key, label, order, expanded: order < 30, controls: [], appliesTo: '*' });

const notes = defineControlSection({
  key: 'notes',
  label: 'Notes',
  order: 20,
  expanded: false,
  controls: ['note', 'row_limit'],
  schema: { note: { type: 'string', title: 'Note', default: 'none' } },
  uiSchema: { note: { 'ui:widget': 'TextWidget' } },
  appliesTo: ['table'],
});

const compose = (sections: ControlSectionContribution[]) =>
  withControlSections(createVizRegistry([viz('table'), viz('pie')], { widgets }), createControlSectionRegistry(sections, { widgets }));

describe('withControlSections', () => {
  it('lays each panel out in the registry’s sections, adding a section’s fields only to the viz types it names', () => {
    const vizTypes = compose([core('customize', 50, 'Customize'), core('query', 10, 'Query'), notes]);
    const table = vizTypes.require('table');
    expect(table.uiSchema['ui:sections']).toEqual([
      { key: 'query', label: 'Query', expanded: true, controls: ['metric'] },
      { key: 'notes', label: 'Notes', expanded: false, controls: ['note', 'row_limit'] },
      { key: 'customize', label: 'Customize', expanded: false, controls: ['show_legend'] },
    ]);
    expect(table.formDataSchema.properties?.note).toEqual({ type: 'string', title: 'Note', default: 'none' });
    expect(table.uiSchema['ui:order']).toEqual(['metric', 'row_limit', 'show_legend', 'note', '*']);
    expect(table.uiSchema.note).toEqual({ 'ui:widget': 'TextWidget' });
    expect(table.defaults).toEqual({ row_limit: 10, show_legend: true, note: 'none' });
    expect(Object.isFrozen(table.formDataSchema.properties)).toBe(true);

    const pie = vizTypes.require('pie');
    expect(pie.formDataSchema.properties?.note).toBeUndefined();
    expect(pie.uiSchema['ui:sections']?.map((section) => [section.key, section.controls])).toEqual([
      ['query', ['metric', 'row_limit']],
      ['customize', ['show_legend']],
    ]);
  });

  it('keeps a viz’s own section that no contribution names, after the registry’s', () => {
    const sections = compose([core('customize', 50, 'Customize')]).require('pie').uiSchema['ui:sections'];
    expect(sections?.map((section) => [section.key, section.label])).toEqual([
      ['customize', 'Customize'],
      ['query', 'Old label'],
    ]);
  });

  it('refuses a section field that a viz type already has', () => {
    const clash = defineControlSection({ ...notes, key: 'clash', controls: ['row_limit'], schema: { row_limit: { type: 'integer', default: 5 } }, uiSchema: {}, appliesTo: '*' });
    let error: unknown;
    try {
      compose([clash]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RegistryValidationError);
    expect((error as RegistryValidationError).problems.map((problem) => problem.problem)).toEqual([
      "section 'clash' adds the field 'row_limit', which viz type 'table' already has",
      "section 'clash' adds the field 'row_limit', which viz type 'pie' already has",
    ]);
  });

  it('keeps resolving legacy keys on the composed registry', () => {
    const vizTypes = withControlSections(
      createVizRegistry([{ ...viz('table'), legacyKeys: ['ag-grid-table'] }, viz('pie')], { widgets }),
      createControlSectionRegistry([notes], { widgets }),
    );
    expect(vizTypes.resolve('ag-grid-table')?.uiSchema['ui:sections']?.map((section) => section.key)).toContain('notes');
    expect(vizTypes.get('ag-grid-table')).toBeUndefined();
  });
});
