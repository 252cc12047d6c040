/**
 * Toast texts of the error catalogue (product spec §8). Templates use `%s` (positional) or
 * `%(name)s` (named) placeholders; fill them with `formatMessage`.
 */
export const DangerToast = Object.freeze({
  STAR_CHART_FAILED: 'An error occurred while starring this chart',
  FETCH_DASHBOARD_FAVORITE_FAILED: 'There was an issue fetching the favorite status of this dashboard.',
  FAVORITE_DASHBOARD_FAILED: 'There was an issue favoriting this dashboard.',
  NO_DASHBOARD_EDIT_PERMISSION: 'You do not have permissions to edit this dashboard.',
  SAVE_DASHBOARD_FAILED: 'Sorry, there was an error saving this dashboard: %s',
  SAVE_ENTITY_FAILED: 'Sorry, there was an error saving this %s: %s',
  UNKNOWN_ERROR: 'Sorry, an unknown error occurred.',
  UNKNOWN_ERROR_NO_PERIOD: 'Sorry, an unknown error occurred',
  CONFIRM_OVERWRITE: 'Please confirm the overwrite values.',
  FETCH_SAVED_CHARTS_FAILED: 'Sorry there was an error fetching saved charts: ',
  FETCH_ALL_SAVED_CHARTS_FAILED: 'Could not fetch all saved charts',
  FETCH_DASHBOARD_REPORTS_FAILED: 'There was an issue fetching reports attached to this dashboard.',
  TOGGLE_REPORT_FAILED: 'We were unable to active or deactivate this report.',
  DELETE_REPORT_FAILED: 'Your report could not be deleted',
  SAVE_QUERY_FAILED: 'Your query could not be saved',
  UPDATE_QUERY_FAILED: 'Your query could not be updated',
  SCHEDULE_QUERY_FAILED: 'Your query could not be scheduled',
  STOP_QUERY_FAILED: 'Failed to stop query.',
  LOAD_QUERY_FAILED: "The query couldn't be loaded",
  LOAD_DATASOURCE_FAILED: "The datasource couldn't be loaded",
  /** A 404 on the tab state also removes the tab. */
  FETCH_TAB_STATE_FAILED: 'An error occurred while fetching tab state',
  REMOVE_QUERY_FAILED: 'An error occurred while removing query. Please contact your administrator.',
  STORE_QUERY_FAILED:
    'An error occurred while storing your query in the backend. To avoid losing your changes, please save your query using the "Save Query" button.',
  CREATE_DATASOURCE_FAILED: 'An error occurred while creating the data source',
  QUERY_NOT_SAVED: 'Your query was not properly saved',
  SAVE_CROSS_FILTER_SCOPING_FAILED: 'Failed to save cross-filter scoping',
  SAVE_SLICE_FAILED: 'Failed to save slice',
});

export const WarningToast = Object.freeze({
  MIGRATE_TAB_STATE_FAILED:
    'Unable to migrate query editor state to backend. Tessera will retry later. Please contact your administrator if this problem persists.',
  MIGRATE_TABLE_STATE_FAILED:
    'Unable to migrate table schema state to backend. Tessera will retry later. Please contact your administrator if this problem persists.',
  MIGRATE_QUERY_STATE_FAILED:
    'Unable to migrate query state to backend. Tessera will retry later. Please contact your administrator if this problem persists.',
  CHART_MOVED_SCOPE: 'This chart has been moved to a different filter scope.',
  UNDO_SLOTS_USED:
    'You have used all %(historyLength)s undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
  NO_CHART_DEFINITION: 'Sorry, there is no chart definition associated with the chart trying to be added.',
});

export const SuccessToast = Object.freeze({
  DASHBOARD_SAVED: 'This dashboard was saved successfully.',
  QUERY_SAVED: 'Your query was saved',
  QUERY_UPDATED: 'Your query was updated',
  QUERY_STOPPED: 'Query was stopped.',
  REPORT_CREATED: 'The report has been created',
  REPORT_UPDATED: 'Report updated',
  /** A saved query scheduled from SQL Lab (the spec leaves the text open). */
  QUERY_SCHEDULED: 'Your query has been scheduled',
  DELETED: 'Deleted: %s',
  CHART_SAVED: 'Chart [%s] has been saved',
  CHART_OVERWRITTEN: 'Chart [%s] has been overwritten',
});
