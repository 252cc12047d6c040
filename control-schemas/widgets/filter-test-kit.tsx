import { act, useEffect, useState, type ComponentType } from 'react';
import type { FilterComponentProps, FilterState } from '@core/plugin-api/index.js';
import { mount } from './widget-test-kit.js';

/** What a filter test renders: the filter's props, less the state the harness holds for it. */
export type FilterHarnessProps<Props> = Props extends FilterComponentProps<infer _Controls, infer Value>
  ? Omit<Props, 'filterState' | 'setFilterState'> & {
      /** The state the filter starts with. */
      initial?: FilterState<Value>;
      /** A state the filter bar sets itself later (clear all, a default), applied on rerender. */
      external?: FilterState<Value>;
    }
  : never;

/** The bar's usual props: vertical, not required, in the bar, with a time-range service that echoes. */
export const FILTER_BAR_PROPS = {
  loading: false,
  orientation: 'vertical',
  required: false,
  mode: 'bar',
  services: { resolveTimeRange: async (timeRange: string) => ({ since: null, until: null, timeRange }) },
} as const;

const mounted = new Set<() => Promise<void>>();

/** Unmounts every filter `mountFilter` mounted (call it in `afterEach`). */
export async function unmountFilters(): Promise<void> {
  for (const unmount of mounted) await unmount();
  mounted.clear();
  document.body.innerHTML = '';
}

/**
 * Mounts a filter component as the filter bar does: the harness holds its state, records every
 * `setFilterState` in `changes`, and `rerender` passes new props (or an `external` state) over the first.
 */
export async function mountFilter<Controls, Value>(Filter: ComponentType<FilterComponentProps<Controls, Value>>, props: FilterHarnessProps<FilterComponentProps<Controls, Value>>) {
  type Props = FilterComponentProps<Controls, Value>;
  const changes: Array<FilterState<Value>> = [];
  function Harness({ initial = {}, external, ...rest }: FilterHarnessProps<Props>) {
    const [filterState, setFilterState] = useState<FilterState<Value>>(initial);
    useEffect(() => {
      if (external) setFilterState(external);
    }, [external]);
    const setState = (next: FilterState<Value>) => {
      changes.push(next);
      setFilterState(next);
    };
    return <Filter {...(rest as Omit<Props, 'filterState' | 'setFilterState'>)} filterState={filterState} setFilterState={setState} />;
  }
  const element = (next: Partial<FilterHarnessProps<Props>>) => <Harness {...props} {...next} />;
  const view = await mount(element({}));
  mounted.add(view.unmount);
  await view.settle();
  return { ...view, changes, rerender: async (next: Partial<FilterHarnessProps<Props>>) => view.rerender(element(next)) };
}

/** Opens a select-like filter's list from the keyboard and answers its options. */
export async function openOptions(input: HTMLElement, settle: () => Promise<void>): Promise<HTMLElement[]> {
  await act(async () => {
    input.focus();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  });
  await settle();
  return [...document.body.querySelectorAll<HTMLElement>('[role="option"]')];
}
