import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { DatasetDraft } from './dataset-draft';
import type { DatasetEditorTab, DraftProblem } from './validate-dataset-draft';

interface DatasetEditorTabsProps {
  tab: DatasetEditorTab;
  onChange: (tab: DatasetEditorTab) => void;
  draft: DatasetDraft;
  problems: readonly DraftProblem[];
  idPrefix: string;
}

/** A tab's label with a count beside it; the count is hidden from the accessible name so "Metrics" stays "Metrics". */
function TabLabel({ text, count, invalid }: { text: string; count?: number; invalid: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {text}
      {count !== undefined ? (
        <Box
          component="span"
          aria-hidden
          sx={{ px: 0.75, borderRadius: 8, bgcolor: 'action.selected', fontSize: '0.75rem', lineHeight: '18px', minWidth: 18 }}
        >
          {count}
        </Box>
      ) : null}
      {invalid ? <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main' }} /> : null}
    </Box>
  );
}

/** The editor's tabs: Source, Metrics, Columns, Calculated columns, Settings. */
export function DatasetEditorTabs({ tab, onChange, draft, problems, idPrefix }: DatasetEditorTabsProps) {
  const physical = draft.columns.filter((column) => !column.calculated).length;
  const calculated = draft.columns.length - physical;
  const tabs: { value: DatasetEditorTab; text: string; count?: number }[] = [
    { value: 'source', text: 'Source' },
    { value: 'metrics', text: 'Metrics', count: draft.metrics.length },
    { value: 'columns', text: 'Columns', count: physical },
    { value: 'calculated', text: 'Calculated columns', count: calculated },
    { value: 'settings', text: 'Settings' },
  ];
  return (
    <Box sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Tabs value={tab} onChange={(_event, next: DatasetEditorTab) => onChange(next)} aria-label="Dataset settings" variant="scrollable">
        {tabs.map(({ value, text, count }) => (
          <Tab
            key={value}
            value={value}
            id={`${idPrefix}-tab-${value}`}
            aria-controls={`${idPrefix}-panel`}
            label={<TabLabel text={text} count={count} invalid={problems.some((problem) => problem.tab === value)} />}
          />
        ))}
      </Tabs>
    </Box>
  );
}
