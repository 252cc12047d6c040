import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DangerToast, SuccessToast } from '@core/errors/index.js';
import { sqlLabActions, type QueryEditor } from '@core/sqllab/index.js';
import { useEffect, useState } from 'react';
import { isEditConflict } from '../../api/edit-conflict';
import { EditConflictDialog } from '../../components/EditConflictDialog';
import { noteSavedQueryVersion, savedQueryVersion } from './saved-query-versions';
import type { SavedQueryInput } from './sqllab-api';
import { useSqlLabSession } from './sqllab-session';

/** Props of {@link SaveQueryDialog}. */
export interface SaveQueryDialogProps {
  open: boolean;
  queryEditor: QueryEditor;
  onClose: () => void;
}

/**
 * Saves a tab as a saved query, or updates the one it is linked to: 'Your query was saved' /
 * 'Your query was updated', or 'Your query could not be saved' / 'updated' on failure. An update
 * names the version the page loaded; when someone else saved the query since (409), the
 * "changed by someone else" dialog offers the overwrite.
 */
export function SaveQueryDialog({ open, queryEditor, onClose }: SaveQueryDialogProps) {
  const session = useSqlLabSession();
  const [name, setName] = useState(queryEditor.name);
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(queryEditor.name);
    setDescription('');
    if (queryEditor.remoteId === null) return;
    // The description lives only on the server.
    session.api.getSavedQuery(queryEditor.remoteId).then(
      (saved) => setDescription(saved.description ?? ''),
      () => undefined,
    );
  }, [open, queryEditor.remoteId, queryEditor.name, session.api]);

  const input = (): SavedQueryInput => ({
    db_id: queryEditor.dbId,
    label: name.trim() || queryEditor.name,
    description,
    sql: queryEditor.sql,
    schema: queryEditor.schema,
    catalog: queryEditor.catalog,
    template_parameters: queryEditor.templateParams,
  });

  /** Saves or updates; `overwrite` (after a conflict) updates naming no version. */
  const save = async (asNew: boolean, overwrite = false) => {
    const updating = queryEditor.remoteId !== null && !asNew;
    setBusy(true);
    setConflict(false);
    try {
      const body = input();
      const version = updating && !overwrite ? savedQueryVersion(queryEditor.remoteId!) : undefined;
      const answer = updating
        ? await session.api.updateSavedQuery(queryEditor.remoteId!, version === undefined ? body : { ...body, changed_on: version })
        : await session.api.createSavedQuery(body);
      const { id } = answer;
      noteSavedQueryVersion(id, answer.result['changed_on']);
      session.store.dispatch(
        sqlLabActions.linkSavedQuery({
          queryEditorId: queryEditor.id,
          savedQuery: { remoteId: id, name: body.label, dbId: body.db_id, catalog: body.catalog, schema: body.schema, sql: body.sql, templateParams: body.template_parameters, description },
          now: Date.now(),
        }),
      );
      session.notify('success', updating ? SuccessToast.QUERY_UPDATED : SuccessToast.QUERY_SAVED);
      onClose();
    } catch (error) {
      if (updating && !overwrite && (await isEditConflict(error))) setConflict(true);
      else session.notify('danger', updating ? DangerToast.UPDATE_QUERY_FAILED : DangerToast.SAVE_QUERY_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const linked = queryEditor.remoteId !== null;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="save-query-title">
      <DialogTitle id="save-query-title">{linked ? 'Update the saved query' : 'Save query'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} autoFocus required fullWidth />
          <TextField label="Description" value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={3} fullWidth />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {linked ? (
          <Button onClick={() => void save(true)} disabled={busy}>
            Save as new
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => void save(false)} disabled={busy || name.trim() === ''}>
          {linked ? 'Update' : 'Save'}
        </Button>
      </DialogActions>
      <EditConflictDialog open={conflict} kind="query" busy={busy} onOverwrite={() => void save(false, true)} onCancel={() => setConflict(false)} />
    </Dialog>
  );
}
