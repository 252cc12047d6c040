import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { DialogFormActions } from '../../components/DialogFormActions';
import { describeRequestError, useRequestErrorMessage } from '../../components/list-view';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import {
  useCreateDatabaseMutation,
  useGetAvailableEnginesQuery,
  useGetDatabaseQuery,
  useTestDatabaseConnectionMutation,
  useUpdateDatabaseMutation,
} from './database-api';
import { databaseToFormValues, NEW_DATABASE_FORM, type DatabaseFormValues } from './database-form-values';
import { databasePayload, testConnectionPayload } from './database-payload';
import { DatabaseAdvancedFields } from './DatabaseAdvancedFields';
import { DatabaseBasicFields } from './DatabaseBasicFields';
import { readFieldErrors } from './read-field-errors';

/** Success texts (Superset's words). */
export const DATABASE_TOASTS = {
  connectionOk: 'Connection looks good!',
  created: 'Database connected',
  updated: 'Database settings updated',
} as const;

type TabKey = 'basic' | 'advanced';

const FIELD_TAB: Readonly<Record<keyof DatabaseFormValues, TabKey>> = {
  engine: 'basic',
  database_name: 'basic',
  sqlalchemy_uri: 'basic',
  expose_in_sqllab: 'advanced',
  allow_dml: 'advanced',
  allow_run_async: 'advanced',
  allow_ctas: 'advanced',
  allow_cvas: 'advanced',
  allow_file_upload: 'advanced',
  cache_timeout: 'advanced',
  schema_cache_timeout: 'advanced',
  table_cache_timeout: 'advanced',
  extra: 'advanced',
};

const isFormField = (name: string): name is keyof DatabaseFormValues => Object.hasOwn(FIELD_TAB, name);

interface DatabaseModalProps {
  /** The connection to edit; absent to connect a new one. */
  databaseId?: number | null;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/** "Connect a database" (and "Edit database"): engine, name, URI, a connection test and the settings. */
export function DatabaseModal({ databaseId = null, onClose, onSaved }: DatabaseModalProps) {
  const editing = databaseId !== null;
  const titleId = useId();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState<TabKey>('basic');
  const [formError, setFormError] = useState<string | null>(null);
  const [testError, setTestError] = useState<string | null>(null);

  const engines = useGetAvailableEnginesQuery();
  const existing = useGetDatabaseQuery(databaseId ?? skipToken, { refetchOnMountOrArgChange: true });
  const existingError = useRequestErrorMessage(existing.error);
  const [testConnection, testState] = useTestDatabaseConnectionMutation();
  const [createDatabase] = useCreateDatabaseMutation();
  const [updateDatabase] = useUpdateDatabaseMutation();

  const { control, handleSubmit, reset, setError, trigger, getValues, setValue, formState } = useForm<DatabaseFormValues>({
    defaultValues: NEW_DATABASE_FORM,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (existing.data) reset(databaseToFormValues(existing.data));
  }, [existing.data, reset]);

  /** Puts a 422's messages under their fields; returns whether there were any. */
  const showFieldErrors = (error: unknown): boolean => {
    const fields = readFieldErrors(error);
    if (!fields) return false;
    const elsewhere: string[] = [];
    let firstTab: TabKey | null = null;
    for (const [field, message] of Object.entries(fields)) {
      const formField = field === 'metadata_cache_timeout' ? 'schema_cache_timeout' : field;
      if (isFormField(formField)) {
        setError(formField as Path<DatabaseFormValues>, { type: 'server', message });
        firstTab ??= FIELD_TAB[formField];
      } else {
        elsewhere.push(`${field}: ${message}`);
      }
    }
    if (firstTab) setTab(firstTab);
    setFormError(elsewhere.length > 0 ? elsewhere.join('\n') : null);
    return true;
  };

  const onTest = async () => {
    setTestError(null);
    if (!(await trigger(['engine', 'sqlalchemy_uri']))) {
      setTab('basic');
      return;
    }
    if (!(await trigger(['extra', 'schema_cache_timeout', 'table_cache_timeout']))) {
      setTab('advanced');
      return;
    }
    try {
      await testConnection(testConnectionPayload(getValues())).unwrap();
      dispatch(addSuccessToast(DATABASE_TOASTS.connectionOk));
    } catch (error) {
      if (!showFieldErrors(error)) setTestError(await describeRequestError(error));
    }
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const payload = databasePayload(values);
        const saved = editing
          ? await updateDatabase({ id: databaseId, payload }).unwrap()
          : await createDatabase(payload).unwrap();
        dispatch(addSuccessToast(editing ? DATABASE_TOASTS.updated : DATABASE_TOASTS.created));
        onSaved?.(saved.id);
        onClose();
      } catch (error) {
        if (!showFieldErrors(error)) setFormError(await describeRequestError(error));
      }
    },
    (errors) => {
      const first = Object.keys(errors).find(isFormField);
      if (first) setTab(FIELD_TAB[first]);
    },
  );

  const loadingExisting = editing && existing.isLoading;
  const submitting = formState.isSubmitting;

  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      // A fixed height, so switching tabs does not make the dialog jump.
      slotProps={{ paper: { sx: { height: 'min(760px, calc(100% - 64px))' } } }}
    >
      <DialogTitle id={titleId}>{editing ? 'Edit database' : 'Connect a database'}</DialogTitle>
      <Box sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, next: TabKey) => setTab(next)} aria-label="Connection settings">
          <Tab value="basic" label="Basic" id={`${titleId}-tab-basic`} aria-controls={`${titleId}-panel-basic`} />
          <Tab value="advanced" label="Advanced" id={`${titleId}-tab-advanced`} aria-controls={`${titleId}-panel-advanced`} />
        </Tabs>
      </Box>
      <DialogContent>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
              {formError}
            </Alert>
          ) : null}
          {engines.error ? (
            <Alert severity="warning" role="note" sx={{ mb: 2 }}>
              The list of database engines could not be loaded. Reload the page to try again.
            </Alert>
          ) : null}
          {existing.error ? (
            <Alert severity="error" role="alert">
              {existingError ?? 'The database could not be loaded.'}
            </Alert>
          ) : loadingExisting ? (
            <Stack sx={{ gap: 2, pt: 1 }} aria-label="Loading database" aria-busy>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : (
            // Both panels stay mounted so every field is validated, whichever tab is shown.
            <>
              <Box role="tabpanel" id={`${titleId}-panel-basic`} aria-labelledby={`${titleId}-tab-basic`} hidden={tab !== 'basic'}>
                <DatabaseBasicFields
                  control={control}
                  engines={engines.data ?? []}
                  enginesLoading={engines.isLoading}
                  editing={editing}
                  testing={testState.isLoading}
                  testError={testError}
                  onTest={() => void onTest()}
                  onEnginePicked={(engine) => {
                    if (getValues('database_name').trim() === '') setValue('database_name', engine.name);
                  }}
                />
              </Box>
              <Box
                role="tabpanel"
                id={`${titleId}-panel-advanced`}
                aria-labelledby={`${titleId}-tab-advanced`}
                hidden={tab !== 'advanced'}
              >
                <DatabaseAdvancedFields control={control} />
              </Box>
            </>
          )}
        </Box>
      </DialogContent>
      <DialogFormActions
        submitLabel={editing ? 'Save' : 'Connect'}
        onCancel={onClose}
        busy={submitting}
        submitDisabled={loadingExisting || existing.error !== undefined}
        form={`${titleId}-form`}
      />
    </Dialog>
  );
}
