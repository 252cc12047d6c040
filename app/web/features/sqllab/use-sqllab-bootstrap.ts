import { createSqlLabState, selectActiveQueryEditor, sqlLabActions, SQLLAB_SYNC_INTERVAL_MS } from '@core/sqllab/index.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { pageAsyncEvents } from '../../api/async-events';
import { selectCommon, selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { addDangerToast, addInfoToast, addSuccessToast, addWarningToast } from '../../store/toast-actions';
import { drainNotices } from './drain-notices';
import { ensureOneTab, mergeServerTab, mergeServerTabs } from './merge-server-tabs';
import { openRequestedQuery } from './open-requested-query';
import { takePostedRequestedQuery } from './posted-requested-query';
import { pollQueries, runQuery } from './query-runner';
import { requestedQueryOf, type RequestedQuery } from './requested-query';
import { ResultsCache } from './results-cache';
import { runSqlLabSyncCycle } from './run-sync-cycle';
import { createSqlLabApi, type SqlLabApi, type SqlLabDatabase } from './sqllab-api';
import { toRequestError } from './sqllab-query-lane';
import { persistSqlLabStore, readPersistedSqlLab, SQLLAB_STORAGE_KEY } from './sqllab-persistence';
import type { SqlLabSession } from './sqllab-session';
import { createSqlLabStore, type SqlLabStore } from './sqllab-store';
import { TabSyncBaselines } from './tab-sync-baselines';

const POLL_INTERVAL_MS = 1_000;
const HOUSEKEEPING_INTERVAL_MS = 60_000;

const browserStorage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** Calls `task` every `intervalMs`, never two at once. */
function useInterval(task: () => Promise<void> | void, intervalMs: number, enabled: boolean) {
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => {
    if (!enabled) return undefined;
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      void Promise.resolve()
        .then(() => latest.current())
        .finally(() => {
          busy = false;
        });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
}

/**
 * Creates and runs SQL Lab's session for the page: the state restored from the browser and kept
 * there, the server's tabs and databases merged in, the 5 s sync, polling of async runs, notices
 * shown as toasts, tabs loaded when first opened, and links (permalinks, saved queries, a chart's
 * query) opened in new tabs.
 */
export function useSqlLabBootstrap(): SqlLabSession {
  const dispatch = useAppDispatch();
  const common = useAppSelector(selectCommon);
  const user = useAppSelector(selectCurrentUser);
  const storageKey = `${SQLLAB_STORAGE_KEY}.${user?.userId ?? 'anonymous'}`;

  const [core] = useState(() => {
    const { conf, feature_flags: flags } = common;
    const store = createSqlLabStore(
      createSqlLabState({
        backendPersistence: flags['SQLLAB_BACKEND_PERSISTENCE'] !== false,
        defaultDbId: conf.SQLLAB_DEFAULT_DBID ?? null,
        defaultQueryLimit: conf.DEFAULT_SQLLAB_LIMIT || undefined,
        maxRow: conf.SQL_MAX_ROW || null,
      }),
    );
    const persisted = readPersistedSqlLab(browserStorage(), storageKey);
    if (persisted) store.dispatch(sqlLabActions.restoreState({ persisted, now: Date.now() }));
    return { store, results: new ResultsCache(), baselines: TabSyncBaselines.from(persisted?.syncedTabs) };
  });
  const { store, results, baselines } = core;
  const sqlLabApi = useMemo(() => createSqlLabApi(dispatch), [dispatch]);
  const [databases, setDatabases] = useState<SqlLabDatabase[] | null>(null);
  const [ready, setReady] = useState(false);
  const [unloaded, setUnloaded] = useState<ReadonlySet<string>>(() => new Set());
  const loaded = useCallback((id: string) => setUnloaded((previous) => new Set([...previous].filter((candidate) => candidate !== id))), []);

  const notify = useMemo(() => {
    const actions = { success: addSuccessToast, warning: addWarningToast, danger: addDangerToast, info: addInfoToast } as const;
    return (level: keyof typeof actions, text: string) => dispatch(actions[level](text, { noDuplicate: true }));
  }, [dispatch]);
  // Async runs follow their job's events through the page's client (spec §9): the WebSocket when configured, else polling.
  const pollingDelayMs = common.conf.GLOBAL_ASYNC_QUERIES_POLLING_DELAY;
  const runner = useMemo(
    () => ({ store, api: sqlLabApi, results, notify, events: pageAsyncEvents(pollingDelayMs) }),
    [store, sqlLabApi, results, notify, pollingDelayMs],
  );

  useEffect(() => persistSqlLabStore(store, browserStorage(), { key: storageKey, baselines }), [store, storageKey, baselines]);

  // Notices raised by the state (failed migrations, a lost save) become toasts, once each.
  useEffect(() => {
    const show = () =>
      drainNotices(store, (notice) => {
        notify(notice.level, notice.text);
      });
    show();
    return store.subscribe(() => {
      if (store.getState().notices.length > 0) show();
    });
  }, [store, notify]);

  // The server's tabs, runs and databases.
  useEffect(() => {
    let cancelled = false;
    sqlLabApi.bootstrap().then(
      (bootstrap) => {
        if (cancelled) return;
        setUnloaded(mergeServerTabs(store, bootstrap, Date.now(), baselines));
        setDatabases(
          Object.values(bootstrap.databases)
            .filter((database) => database.expose_in_sqllab !== false)
            .sort((a, b) => a.database_name.localeCompare(b.database_name)),
        );
        setReady(true);
      },
      async (error: unknown) => {
        if (cancelled) return;
        const failure = await toRequestError(error);
        notify('danger', failure.message);
        ensureOneTab(store, Date.now());
        setDatabases([]);
        setReady(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store, sqlLabApi, notify, baselines]);

  // A server tab opened for the first time loads its SQL, tables and latest run.
  const activeTab = useSyncedActiveTab(store);
  useEffect(() => {
    if (!ready || !activeTab || !unloaded.has(activeTab.id) || activeTab.tabViewId === null) return;
    const { id, tabViewId } = activeTab;
    sqlLabApi.fetchTabState(tabViewId).then(
      (tab) => {
        mergeServerTab(store, tab, id, baselines, Date.now());
        loaded(id);
      },
      async (error: unknown) => {
        const failure = await toRequestError(error);
        store.dispatch(sqlLabActions.queryEditorFetchFailed({ queryEditorId: id, status: failure.status, now: Date.now() }));
        loaded(id);
      },
    );
  }, [ready, activeTab, unloaded, store, sqlLabApi, loaded, baselines]);

  useInterval(() => runSqlLabSyncCycle(store, sqlLabApi, Date.now(), baselines), Math.min(1_000, SQLLAB_SYNC_INTERVAL_MS), ready);
  useInterval(() => pollQueries(runner), POLL_INTERVAL_MS, ready);
  useInterval(
    () => {
      const now = Date.now();
      store.dispatch(sqlLabActions.clearInactiveQueries({ now }));
      store.dispatch(sqlLabActions.pruneStoredResults({ now }));
    },
    HOUSEKEEPING_INTERVAL_MS,
    ready,
  );

  useRequestedQueries(store, sqlLabApi, ready, runner, notify);

  return useMemo(
    () => ({ store, api: sqlLabApi, results, runner, databases, unloaded, notify }),
    [store, sqlLabApi, results, runner, databases, unloaded, notify],
  );
}

/** The active tab's id and server id, changing only when those do. */
function useSyncedActiveTab(store: SqlLabStore) {
  const [active, setActive] = useState(() => pick(store));
  useEffect(
    () =>
      store.subscribe(() => {
        const next = pick(store);
        setActive((current) => (current?.id === next?.id && current?.tabViewId === next?.tabViewId ? current : next));
      }),
    [store],
  );
  return active;
}

function pick(store: SqlLabStore) {
  const active = selectActiveQueryEditor(store.getState());
  return active ? { id: active.id, tabViewId: active.tabViewId } : null;
}

/**
 * Opens what SQL Lab was asked for, once per navigation: the form the page was posted with (once
 * per page load), and a link's or a navigation's request; then clears it from the URL. Replacing
 * the history entry also means a reload of a posted page does not post the form again.
 */
function useRequestedQueries(store: SqlLabStore, sqlLabApi: SqlLabApi, ready: boolean, runner: SqlLabSession['runner'], notify: SqlLabSession['notify']) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { key: permalinkKey } = useParams();
  const handled = useRef(new Set<string>());
  useEffect(() => {
    if (!ready || handled.current.has(location.key)) return;
    handled.current.add(location.key);
    const requests = [takePostedRequestedQuery(), requestedQueryOf(params, location.state, permalinkKey ?? null)].filter(
      (request): request is RequestedQuery => request !== null,
    );
    if (requests.length === 0) return;
    void (async () => {
      const opened = [];
      for (const request of requests) opened.push(await openRequestedQuery({ store, api: sqlLabApi, notify }, request));
      navigate({ pathname: '/sqllab/', search: '' }, { replace: true, state: null });
      for (const tab of opened) {
        if (!tab?.autorun) continue;
        const queryEditor = store.getState().queryEditors.find((candidate) => candidate.id === tab.queryEditorId);
        if (queryEditor?.dbId != null && queryEditor.sql.trim() !== '') void runQuery(runner, { queryEditor, sql: queryEditor.sql, runAsync: false });
      }
    })();
  }, [ready, location, params, permalinkKey, store, sqlLabApi, runner, notify, navigate]);
}
