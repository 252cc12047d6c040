// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { allByRole, byLabel, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { pageTestHarness } from '../../test-support/page-test-harness';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { AnnotationListPage } from './AnnotationListPage';
import type { Annotation } from './annotation-layer-types';

const ANNOTATIONS: Annotation[] = [
  { id: 11, short_descr: 'v2 released', long_descr: 'Second major version', start_dttm: '2024-03-01T09:00:00', end_dttm: '2024-03-01T09:00:00', changed_on_delta_humanized: 'a day ago' },
  { id: 12, short_descr: 'Spring sale', long_descr: null, start_dttm: '2024-03-10T00:00:00', end_dttm: '2024-03-20T00:00:00', changed_on_delta_humanized: '2 days ago' },
];

const { server } = pageTestHarness({
  'GET /api/v1/annotation_layer/:id': ({ params }) =>
    params['id'] === '3' ? { id: 3, result: { id: 3, name: 'Releases', descr: 'Product releases' } } : jsonResponse(404, { message: 'Not found' }),
  'GET /api/v1/annotation_layer/:id/annotation/': () => ({ count: 2, ids: [11, 12], result: ANNOTATIONS }),
});

let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

async function renderPage(layerId = 3, viewer = testUser({ Admin: [] })) {
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(viewer),
    path: `/annotationlayer/${layerId}/annotation/`,
    routes: [{ path: ROUTE_PATHS.annotationList, element: <AnnotationListPage /> }],
  });
  return rendered;
}

const dialog = () => byRole(document, 'dialog');

describe('AnnotationListPage', () => {
  it('names the layer and lists its events and periods', async () => {
    await renderPage();
    await rendered!.waitFor(() => allByRole(document, 'row').find((row) => row.textContent?.includes('Spring sale')));
    expect(document.querySelector('h1')?.textContent).toBe('Releases');
    expect(document.body.textContent).toContain('Product releases');
    const rows = allByRole(byRole(document, 'table', 'Annotations'), 'row');
    expect(rows[1]!.textContent).toContain('2024-03-01 09:00');
    expect(rows[1]!.textContent).toContain('Event');
    expect(rows[2]!.textContent).toContain('2024-03-20 00:00');
    expect(server.calls('GET', '/api/v1/annotation_layer/3/annotation/')[0]!.q).toMatchObject({ order_column: 'start_dttm', order_direction: 'desc' });
  });

  it('adds an event after checking its dates and JSON metadata', async () => {
    server.on('POST /api/v1/annotation_layer/:id/annotation/', () => jsonResponse(201, { id: 13, result: {} }));
    await renderPage();
    await rendered!.waitFor(() => allByRole(document, 'button', 'Annotation')[0]);
    await click(byRole(document, 'button', 'Annotation'));
    await typeText(byLabel(dialog(), /^Short description/), 'Outage');
    await typeText(byLabel(dialog(), /^Start/), '2024-04-02T10:00');
    await typeText(byLabel(dialog(), /^End/), '2024-04-02T09:00');
    await typeText(byLabel(dialog(), /^JSON metadata/), '{"ticket": ');
    await click(byRole(dialog(), 'button', 'Add'));
    await rendered!.settle();
    expect(dialog().textContent).toContain('End date must be after start date');
    expect(dialog().textContent).toContain('Not valid JSON');
    expect(server.calls('POST', '/api/v1/annotation_layer/3/annotation/')).toHaveLength(0);

    await typeText(byLabel(dialog(), /^End/), '2024-04-02T10:00');
    await typeText(byLabel(dialog(), /^JSON metadata/), '{"ticket": "INC-1"}');
    await typeText(byLabel(dialog(), /^Long description/), 'Database failover');
    await click(byRole(dialog(), 'button', 'Add'));
    await rendered!.settle();
    expect(server.calls('POST', '/api/v1/annotation_layer/3/annotation/').map((call) => call.body)).toEqual([
      { short_descr: 'Outage', start_dttm: '2024-04-02T10:00:00', end_dttm: '2024-04-02T10:00:00', long_descr: 'Database failover', json_metadata: '{"ticket": "INC-1"}' },
    ]);
    expect(allByRole(document, 'dialog')).toHaveLength(0);
  });

  it('edits an annotation read afresh and shows the server’s refusal under its field', async () => {
    server.on('GET /api/v1/annotation_layer/:id/annotation/:annotationId', () => ({ id: 12, result: { ...ANNOTATIONS[1], json_metadata: '{"discount": 20}', layer: { id: 3, name: 'Releases' } } }));
    server.on('PUT /api/v1/annotation_layer/:id/annotation/:annotationId', () => jsonResponse(422, { message: { short_descr: ['Short description must be unique for this layer'] } }));
    await renderPage();
    await rendered!.waitFor(() => allByRole(document, 'button', 'Edit Spring sale')[0]);
    await click(byRole(document, 'button', 'Edit Spring sale'));
    await rendered!.waitFor(() => allByRole(document, 'button', 'Save')[0]);
    expect((byLabel(dialog(), /^JSON metadata/) as HTMLTextAreaElement).value).toBe('{"discount": 20}');
    expect((byLabel(dialog(), /^End/) as HTMLInputElement).value).toBe('2024-03-20T00:00');
    await typeText(byLabel(dialog(), /^Short description/), 'v2 released');
    await click(byRole(dialog(), 'button', 'Save'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/annotation_layer/3/annotation/12')[0]!.body).toMatchObject({ short_descr: 'v2 released', end_dttm: '2024-03-20T00:00:00' });
    expect(dialog().textContent).toContain('Short description must be unique for this layer');
  });

  it('deletes an annotation after confirming', async () => {
    server.on('DELETE /api/v1/annotation_layer/:id/annotation/:annotationId', () => ({ message: 'OK' }));
    await renderPage();
    await rendered!.waitFor(() => allByRole(document, 'button', 'Delete v2 released')[0]);
    await click(byRole(document, 'button', 'Delete v2 released'));
    await click(byRole(dialog(), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/annotation_layer/3/annotation/11')).toHaveLength(1);
  });

  it('says when the layer does not exist, and offers only reading without write access', async () => {
    await renderPage(99);
    await rendered!.waitFor(() => allByRole(document, 'alert')[0]);
    expect(document.querySelector('h1')?.textContent).toBe('Annotation layer not found');
    await rendered!.unmount();
    await renderPage(3, testUser({ Gamma: [['can_read', 'Annotation']] }));
    await rendered!.waitFor(() => allByRole(document, 'row').find((row) => row.textContent?.includes('Spring sale')));
    expect(allByRole(document, 'button', 'Annotation')).toHaveLength(0);
    expect(allByRole(document, 'button', 'Edit Spring sale')).toHaveLength(0);
  });
});
