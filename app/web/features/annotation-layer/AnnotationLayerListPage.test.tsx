// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { allByRole, byLabel, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { pageTestHarness, type RenderedPage } from '../../test-support/page-test-harness';
import { testUser } from '../../test-support/test-bootstrap';
import { AnnotationLayerListPage } from './AnnotationLayerListPage';
import type { AnnotationLayer } from './annotation-layer-types';

const LAYERS: AnnotationLayer[] = [
  { id: 1, name: 'Releases', descr: 'Product releases', created_by: { first_name: 'Ada', last_name: 'Admin' }, created_on: '2024-01-02T10:00:00.000Z', changed_on_delta_humanized: '2 days ago' },
  { id: 2, name: 'Outages', descr: null, created_by: null, created_on: null, changed_on_delta_humanized: 'a month ago' },
];

const { server, mount, toasts } = pageTestHarness({
  'GET /api/v1/annotation_layer/': () => ({ count: 2, ids: [1, 2], result: LAYERS }),
});
let rendered: RenderedPage | undefined;

async function renderPage(viewer = testUser({ Admin: [] })) {
  rendered = await mount(<AnnotationLayerListPage />, { viewer, path: '/annotationlayer/list/' });
  await rendered.waitFor(() => allByRole(document, 'row').find((row) => row.textContent?.includes('Releases')));
  return rendered;
}

const dialog = () => byRole(document, 'dialog');

describe('AnnotationLayerListPage', () => {
  it('lists layers with links to their annotations and searches names and descriptions', async () => {
    await renderPage();
    const table = byRole(document, 'table', 'Annotation layers');
    expect(allByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Description', 'Created by', 'Created on', 'Last modified', 'Actions']);
    const releases = allByRole(table, 'row')[1]!;
    expect(releases.querySelector('a')?.getAttribute('href')).toBe('/annotationlayer/1/annotation/');
    expect(releases.textContent).toContain('Product releases');
    expect(releases.textContent).toContain('Ada Admin');
    expect(server.calls('GET', '/api/v1/annotation_layer/')[0]!.q).toMatchObject({ order_column: 'changed_on_delta_humanized', order_direction: 'desc' });

    await typeText(byLabel(document, 'Search'), 'deploy');
    await rendered!.waitFor(() => server.calls('GET', '/api/v1/annotation_layer/').find((call) => JSON.stringify(call.q).includes('deploy')));
    expect(server.calls('GET', '/api/v1/annotation_layer/').at(-1)!.q).toMatchObject({ filters: [{ col: 'name', opr: 'annotation_layer_all_text', value: 'deploy' }] });
  });

  it('adds a layer, shows the server’s refusal under the name, then opens the new layer', async () => {
    let attempts = 0;
    server.on('POST /api/v1/annotation_layer/', () => (++attempts === 1 ? jsonResponse(422, { message: { name: ['Name must be unique'] } }) : jsonResponse(201, { id: 7, result: {} })));
    await renderPage();
    await click(byRole(document, 'button', 'Annotation layer'));
    await click(byRole(dialog(), 'button', 'Add'));
    expect(dialog().textContent).toContain('Enter a name.');
    await typeText(byLabel(dialog(), /^Name/), 'Releases');
    await typeText(byLabel(dialog(), /^Description/), 'Shipped versions');
    await click(byRole(dialog(), 'button', 'Add'));
    await rendered!.settle();
    expect(dialog().textContent).toContain('Name must be unique');
    expect(byLabel(dialog(), /^Name/).getAttribute('aria-invalid')).toBe('true');
    await typeText(byLabel(dialog(), /^Name/), 'Deploys');
    await click(byRole(dialog(), 'button', 'Add'));
    await rendered!.settle();
    expect(server.calls('POST', '/api/v1/annotation_layer/').map((call) => call.body)).toEqual([
      { name: 'Releases', descr: 'Shipped versions' },
      { name: 'Deploys', descr: 'Shipped versions' },
    ]);
    expect(toasts()).toEqual(['Added annotation layer Deploys']);
    expect(rendered!.router.state.location.pathname).toBe('/annotationlayer/7/annotation/');
  });

  it('renames a layer', async () => {
    server.on('PUT /api/v1/annotation_layer/:id', () => ({ id: 2, result: {} }));
    await renderPage();
    await click(byRole(document, 'button', 'Edit Outages'));
    expect((byLabel(dialog(), /^Name/) as HTMLInputElement).value).toBe('Outages');
    await typeText(byLabel(dialog(), /^Name/), 'Incidents');
    await click(byRole(dialog(), 'button', 'Save'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/annotation_layer/2').map((call) => call.body)).toEqual([{ name: 'Incidents', descr: '' }]);
  });

  it('reports why a layer holding annotations was not deleted, and deletes several at once', async () => {
    server.on('DELETE /api/v1/annotation_layer/:id', () => jsonResponse(422, { message: 'Annotation layer has associated annotations.' }));
    server.on('DELETE /api/v1/annotation_layer/', () => ({ message: 'Deleted 2 annotation layers' }));
    await renderPage();
    await click(byRole(document, 'button', 'Delete Releases'));
    await click(byRole(dialog(), 'button', 'Delete'));
    await rendered!.settle();
    expect(toasts()).toEqual(['Annotation layer has associated annotations.']);

    await click(byRole(document, 'button', 'Bulk select'));
    await click(byRole(document, 'button', 'Select all'));
    await click(byRole(byRole(document, 'toolbar', 'Bulk actions'), 'button', 'Delete'));
    expect(dialog().textContent).toContain('Delete 2 annotation layers?');
    await click(byRole(dialog(), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/annotation_layer/').map((call) => call.q)).toEqual([[1, 2]]);
  });

  it('offers only reading to a user who may not write annotations', async () => {
    await renderPage(testUser({ Gamma: [['can_read', 'Annotation']] }));
    expect(allByRole(document, 'button', 'Annotation layer')).toHaveLength(0);
    expect(allByRole(document, 'button', 'Delete Releases')).toHaveLength(0);
    expect(allByRole(document, 'button', 'Annotations of Releases')).toHaveLength(1);
  });
});
