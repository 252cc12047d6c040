import { describe, expect, it } from 'vitest';
import {
  ContributionProvider,
  ControlSectionContribution,
  DashboardComponentContribution,
  DatabaseEngineContribution,
  FilterTypeContribution,
  HookContribution,
  MenuActionContribution,
  VizContribution,
  defineControlSection,
  defineHookContribution,
  hasPermission,
  type MenuActionContext,
} from './index.js';

describe('plugin-api', () => {
  it('declares each extension point as a global symbol, so two copies of the kernel agree', () => {
    const tokens = {
      VizContribution,
      FilterTypeContribution,
      MenuActionContribution,
      ControlSectionContribution,
      DashboardComponentContribution,
      DatabaseEngineContribution,
      HookContribution,
      ContributionProvider,
    };
    for (const [name, token] of Object.entries(tokens)) expect(token).toBe(Symbol.for(`tessera.${name}`));
  });

  it('define helpers return their argument unchanged', () => {
    const section = { key: 'query', label: 'Query', order: 0, expanded: true, controls: ['metric'], appliesTo: '*' } as const;
    expect(defineControlSection(section)).toBe(section);
    const hook = { key: 'audit', apply: () => undefined };
    expect(defineHookContribution(hook)).toBe(hook);
  });

  it('checks a permission pair against the context', () => {
    const context: Pick<MenuActionContext, 'permissions'> = { permissions: [['can_csv', 'Superset'], ['can_read', 'Chart']] };
    expect(hasPermission(context, 'can_csv', 'Superset')).toBe(true);
    expect(hasPermission(context, 'can_csv', 'Chart')).toBe(false);
  });
});
