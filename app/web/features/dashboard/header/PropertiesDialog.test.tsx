// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertiesDialog, type PropertiesFormValues } from './PropertiesDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.mock('../dashboard-api', () => ({ fetchRelatedChoices: async () => [] }));

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

const values = (json_metadata: string): PropertiesFormValues => ({ dashboard_title: 'Births', slug: '', owners: [], roles: [], certified_by: '', certification_details: '', json_metadata });

async function render(json: string, onSubmit: (values: PropertiesFormValues) => Promise<void>) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<PropertiesDialog open initialValues={values(json)} showRoles={false} onSubmit={onSubmit} onClose={() => undefined} submitLabel="Apply" />));
}

const schemeSelect = () => [...document.querySelectorAll<HTMLElement>('div[role="combobox"]')].find((element) => element.parentElement?.querySelector('[data-testid="dashboard-color-scheme"]'))!;

describe('PropertiesDialog colour scheme', () => {
  it('shows a scheme that no longer exists as the default', async () => {
    await render('{"color_scheme": "gone"}', async () => undefined);
    expect(schemeSelect().textContent).toContain('Tessera');
  });

  it('writes the picked scheme into the metadata it applies', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await render('{"refresh_frequency": 10}', onSubmit);
    await act(async () => schemeSelect().dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 })));
    const option = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((element) => element.textContent === 'Tableau 10')!;
    await act(async () => option.click());
    const apply = [...document.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === 'Apply')!;
    await act(async () => apply.click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [submitted] = onSubmit.mock.calls[0] as unknown as [PropertiesFormValues];
    expect(JSON.parse(submitted.json_metadata)).toEqual({ refresh_frequency: 10, color_scheme: 'tableau10' });
  });
});
