import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage, embeddingOf, embeddingPath, saveEmbeddingRequest, type DashboardEmbedding } from './embed-config.js';

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Where the dialog's embedding stands: loading, none yet, or the saved one. */
export type EmbeddingState = { status: 'loading' } | { status: 'absent' } | { status: 'present'; embedding: DashboardEmbedding } | { status: 'failed'; message: string };

/** The change the dialog is waiting for, if any. */
export type EmbeddingBusy = 'enable' | 'save' | 'deactivate' | null;

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** An API answer's embedding, or the refusal in words as an Error. */
async function embeddingFrom(response: Response): Promise<DashboardEmbedding> {
  const body = await readBody(response);
  if (!response.ok) throw new Error(apiErrorMessage(response.status, body));
  const embedding = embeddingOf(body);
  if (!embedding) throw new Error('The server answered without the embedding.');
  return embedding;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A dashboard's embedding through the API: read once when the dialog opens (404: none yet), then
 * enabled (POST), saved (PUT) or deactivated (DELETE). A refusal is kept as `error`, in words.
 */
export function useDashboardEmbedding(apiFetch: ApiFetch, dashboardId: number) {
  const [state, setState] = useState<EmbeddingState>({ status: 'loading' });
  const [busy, setBusy] = useState<EmbeddingBusy>(null);
  const [error, setError] = useState<string | null>(null);
  const path = embeddingPath(dashboardId);

  useEffect(() => {
    let cancelled = false;
    apiFetch(path, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 404) return null;
        return embeddingFrom(response);
      })
      .then(
        (embedding) => !cancelled && setState(embedding ? { status: 'present', embedding } : { status: 'absent' }),
        (failure: unknown) => !cancelled && setState({ status: 'failed', message: messageOf(failure) }),
      );
    return () => {
      cancelled = true;
    };
  }, [apiFetch, path]);

  const run = useCallback(async (kind: Exclude<EmbeddingBusy, null>, change: () => Promise<EmbeddingState>): Promise<boolean> => {
    setBusy(kind);
    setError(null);
    try {
      setState(await change());
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    } finally {
      setBusy(null);
    }
  }, []);

  const save = useCallback(
    (method: 'POST' | 'PUT', domains: readonly string[]) =>
      run(method === 'POST' ? 'enable' : 'save', async () => ({ status: 'present', embedding: await embeddingFrom(await apiFetch(path, saveEmbeddingRequest(method, domains))) })),
    [apiFetch, path, run],
  );

  const deactivate = useCallback(
    () =>
      run('deactivate', async () => {
        const response = await apiFetch(path, { method: 'DELETE', headers: { Accept: 'application/json' } });
        if (!response.ok) throw new Error(apiErrorMessage(response.status, await readBody(response)));
        return { status: 'absent' };
      }),
    [apiFetch, path, run],
  );

  return { state, busy, error, setError, save, deactivate };
}
