import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../database/FormTextField';
import { CHART_FORMATS, checkWholeNumber, DASHBOARD_FORMATS, type AlertReportFormValues } from './alert-report-form-values';
import { ChoiceSearchSelect } from './ChoiceSearchSelect';
import { useGetDashboardLayoutQuery, useSearchChartChoicesQuery, useSearchDashboardChoicesQuery } from './content-choices-api';
import { dashboardTabsOf } from '@plugins/report-kit/dashboard-tabs';

const useDashboards = (text: string) => useSearchDashboardChoicesQuery(text);
const useCharts = (text: string) => useSearchChartChoicesQuery(text);

/** What is sent: a dashboard (or one of its tabs) or a chart, in which format, at which width. */
export function ContentSection({ form }: { form: UseFormReturn<AlertReportFormValues> }) {
  const { control, setValue, getValues } = form;
  const [contentType, dashboard, savedQuery] = useWatch({ control, name: ['contentType', 'dashboard', 'savedQuery'] });
  const isChart = contentType === 'chart';
  const formats = isChart ? CHART_FORMATS : DASHBOARD_FORMATS;
  const layout = useGetDashboardLayoutQuery(!isChart && dashboard ? dashboard.value : skipToken);
  const tabs = dashboardTabsOf(layout.data);

  // A dashboard is sent as PNG or PDF only: a chart's data format falls back to PNG.
  useEffect(() => {
    if (!formats.includes(getValues('reportFormat'))) setValue('reportFormat', 'PNG');
  }, [formats, getValues, setValue]);
  // Another dashboard has other tabs.
  useEffect(() => {
    if (layout.data !== undefined && getValues('anchor') && !tabs.some((tab) => tab.id === getValues('anchor'))) setValue('anchor', '');
  }, [layout.data, tabs, getValues, setValue]);

  if (savedQuery) {
    return (
      <TextField label="Saved query" value={savedQuery.text} helperText="Scheduled from SQL Lab: the query's result is sent as CSV." slotProps={{ input: { readOnly: true } }} />
    );
  }
  return (
    <Stack sx={{ gap: 2 }}>
      <Controller
        control={control}
        name="contentType"
        render={({ field }) => (
          <RadioGroup row aria-label="Content type" value={field.value} onChange={(_event, next) => field.onChange(next)}>
            <FormControlLabel value="dashboard" control={<Radio />} label="Dashboard" />
            <FormControlLabel value="chart" control={<Radio />} label="Chart" />
          </RadioGroup>
        )}
      />
      {isChart ? (
        <Controller
          key="chart"
          control={control}
          name="chart"
          rules={{ validate: (value, values) => values.contentType !== 'chart' || value !== null || 'Choose a chart.' }}
          render={({ field, fieldState }) => <ChoiceSearchSelect label="Chart" required value={field.value} onChange={field.onChange} useOptions={useCharts} error={fieldState.error?.message} />}
        />
      ) : (
        <Controller
          key="dashboard"
          control={control}
          name="dashboard"
          rules={{ validate: (value, values) => values.contentType !== 'dashboard' || value !== null || 'Choose a dashboard.' }}
          render={({ field, fieldState }) => (
            <ChoiceSearchSelect label="Dashboard" required value={field.value} onChange={field.onChange} useOptions={useDashboards} error={fieldState.error?.message} />
          )}
        />
      )}
      {!isChart && tabs.length > 0 ? (
        <Controller
          control={control}
          name="anchor"
          render={({ field, fieldState }) => (
            <TextField select label="Dashboard tab" value={field.value} onChange={field.onChange} error={fieldState.error !== undefined} helperText={fieldState.error?.message ?? 'Send one tab instead of the whole dashboard.'}>
              <MenuItem value="">
                <em>Whole dashboard</em>
              </MenuItem>
              {tabs.map((tab) => (
                <MenuItem key={tab.id} value={tab.id}>
                  {tab.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <Controller
          control={control}
          name="reportFormat"
          render={({ field, fieldState }) => (
            <TextField select label="Format" value={formats.includes(field.value) ? field.value : 'PNG'} onChange={field.onChange} error={fieldState.error !== undefined} helperText={fieldState.error?.message} sx={{ flex: 1 }}>
              {formats.map((format) => (
                <MenuItem key={format} value={format}>
                  {format}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={control}
          name="customWidth"
          label="Screenshot width (px)"
          type="number"
          placeholder="Default"
          sx={{ flex: 1 }}
          rules={{ validate: (value) => checkWholeNumber(value, 600, true) }}
        />
      </Stack>
      {isChart ? (
        <Controller
          control={control}
          name="forceScreenshot"
          render={({ field }) => (
            <FormControlLabel control={<Checkbox checked={field.value} onChange={(_event, checked) => field.onChange(checked)} />} label="Ignore cache when generating the report" />
          )}
        />
      ) : null}
    </Stack>
  );
}
