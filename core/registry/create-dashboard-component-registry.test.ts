import { describe, expect, it } from 'vitest';
import { defineDashboardComponent, type DashboardComponentContribution } from '../plugin-api/index.js';
import { createDashboardComponentRegistry } from './create-dashboard-component-registry.js';
import { RegistryValidationError } from './registry-validation-error.js';

const component = (key: string, fields: Record<string, unknown> = {}): DashboardComponentContribution =>
  ({ ...defineDashboardComponent({ key, name: `Component ${key}`, description: 'A test component', loadComponent: async () => ({ default: () => null }) }), ...fields }) as DashboardComponentContribution;

const problemsOf = (contributions: unknown[]): string[] => {
  try {
    createDashboardComponentRegistry(contributions as DashboardComponentContribution[]);
    return [];
  } catch (error) {
    if (!(error instanceof RegistryValidationError)) throw error;
    return error.problems.map((p) => `${p.key}: ${p.problem}`);
  }
};

describe('createDashboardComponentRegistry', () => {
  it('keeps the components by key, in contribution order, frozen', () => {
    const registry = createDashboardComponentRegistry([component('filter_summary'), component('notes-board')]);
    expect([...registry.keys()]).toEqual(['filter_summary', 'notes-board']);
    expect(registry.get('filter_summary')?.name).toBe('Component filter_summary');
    expect(registry.get('missing')).toBeUndefined();
    expect(Object.isFrozen(registry.get('notes-board'))).toBe(true);
  });

  it('refuses bad keys, duplicates, missing names and loaders, all at once', () => {
    const problems = problemsOf([component('Bad Key'), component('twice'), component('twice'), component('nameless', { name: 7 }), component('lazy', { loadComponent: 'x' })]);
    expect(problems.some((problem) => problem.startsWith('Bad Key:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('twice:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('nameless:') && problem.includes('name'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('lazy:') && problem.includes('loadComponent'))).toBe(true);
    expect(problemsOf([component('fine')])).toEqual([]);
  });
});
