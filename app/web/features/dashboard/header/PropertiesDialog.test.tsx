// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiServer } from '../../../components/list-view/test-support/fake-api-server';
import { createAppStore } from '../../../store/create-app-store';
import { testBootstrap, testUser } from '../../../test-support/test-bootstrap';
import { PropertiesDialog, type PropertiesFormValues } from './PropertiesDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
let server: ReturnType<typeof createFakeApiServer>;

const PEOPLE = [
  { value: 1, text: 'Ada Lovelace' },
  { value: 2, text: 'Alan Turing' },
];

beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/dashboard/related/:field': ({ q }) => {
      const filter = String((q as { filter?: unknown } | undefined)?.filter ?? '').toLowerCase();
      return { count: 2, result: PEOPLE.filter((person) => person.text.toLowerCase().includes(filter)) };
    },
  });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
  vi.unstubAllGlobals();
});

const values = (json_metadata: string): PropertiesFormValues => ({ dashboard_title: 'Births', slug: '', owners: [], roles: [], certified_by: '', certification_details: '', json_metadata });

async function render(json: string, onSubmit: (values: PropertiesFormValues) => Promise<void>) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const store = createAppStore(testBootstrap(testUser({ Gamma: [] })));
  await act(async () =>
    root!.render(
      <Provider store={store}>
        <PropertiesDialog open initialValues={values(json)} showRoles={false} onSubmit={onSubmit} onClose={() => undefined} submitLabel="Apply" />
      </Provider>,
    ),
  );
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

describe('PropertiesDialog owners', () => {
  it('searches the owners on the server as the user types, and offers what it answers', async () => {
    await render('{}', async () => undefined);
    const owners = [...document.querySelectorAll<HTMLInputElement>('input')].find((input) => input.closest('.MuiFormControl-root')?.querySelector('label')?.textContent === 'Owners')!;
    await act(async () => {
      owners.focus();
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(owners, 'tur');
      owners.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => owners.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 })));
    const deadline = Date.now() + 3000;
    let offered: string[] = [];
    while (Date.now() < deadline) {
      offered = [...document.querySelectorAll<HTMLElement>('[role="option"]')].map((element) => element.textContent ?? '');
      // The unfiltered answer may show first; wait for the one to the typed search.
      if (offered.length === 1 && offered[0] === 'Alan Turing') break;
      await act(async () => new Promise((resolve) => setTimeout(resolve, 25)));
    }
    expect(offered).toEqual(['Alan Turing']);
    const searched = server.calls('GET', '/api/v1/dashboard/related/owners').map((request) => request.q);
    expect(searched.at(-1)).toEqual({ filter: 'tur', page: 0, page_size: 100 });
  });
});
