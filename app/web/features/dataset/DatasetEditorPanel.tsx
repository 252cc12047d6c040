import { newCalculatedColumnDraft, type ColumnDraft, type DatasetDraft } from './dataset-draft';
import type { DatasetDetail } from './dataset-types';
import { CalculatedColumnsTab } from './CalculatedColumnsTab';
import { DatasetColumnsTab } from './DatasetColumnsTab';
import { DatasetColumnsTable } from './DatasetColumnsTable';
import { DatasetMetricsTab } from './DatasetMetricsTab';
import { DatasetSettingsTab } from './DatasetSettingsTab';
import { DatasetSourceTab } from './DatasetSourceTab';
import type { DatasetEditorTab, DraftProblem } from './validate-dataset-draft';

interface DatasetEditorPanelProps {
  tab: DatasetEditorTab;
  dataset: DatasetDetail;
  virtual: boolean;
  draft: DatasetDraft;
  onChange: (patch: Partial<DatasetDraft>) => void;
  problems: readonly DraftProblem[];
  expandedKey: string | null;
  onExpand: (key: string | null) => void;
  syncing: boolean;
  onSync: () => void;
  syncSummary: string | null;
  onDismissSummary: () => void;
}

/** The content of the editor's current tab. */
export function DatasetEditorPanel(props: DatasetEditorPanelProps) {
  const { tab, dataset, virtual, draft, onChange, problems, expandedKey, onExpand } = props;
  const updateColumn = (key: string, change: Partial<ColumnDraft>) =>
    onChange({ columns: draft.columns.map((column) => (column.key === key ? { ...column, ...change } : column)) });
  const columnsTable = (calculated: boolean) => (
    <DatasetColumnsTable
      ariaLabel={calculated ? 'Calculated columns' : 'Columns'}
      columns={draft.columns.filter((column) => column.calculated === calculated)}
      onUpdate={updateColumn}
      onDelete={
        calculated
          ? (key) => onChange({ columns: draft.columns.filter((column) => column.key !== key) })
          : undefined
      }
      mainDttmCol={draft.main_dttm_col}
      onMainDttmChange={(name) => onChange({ main_dttm_col: name })}
      problems={problems}
      expandedKey={expandedKey}
      onExpand={onExpand}
    />
  );

  switch (tab) {
    case 'source':
      return <DatasetSourceTab dataset={dataset} virtual={virtual} draft={draft} onChange={onChange} problems={problems} />;
    case 'metrics':
      return (
        <DatasetMetricsTab
          metrics={draft.metrics}
          onChange={(metrics) => onChange({ metrics })}
          problems={problems}
          expandedKey={expandedKey}
          onExpand={onExpand}
        />
      );
    case 'columns':
      return (
        <DatasetColumnsTab
          syncing={props.syncing}
          onSync={props.onSync}
          syncSummary={props.syncSummary}
          onDismissSummary={props.onDismissSummary}
        >
          {columnsTable(false)}
        </DatasetColumnsTab>
      );
    case 'calculated':
      return (
        <CalculatedColumnsTab
          count={draft.columns.filter((column) => column.calculated).length}
          onAdd={() => {
            const column = newCalculatedColumnDraft(draft.columns);
            onChange({ columns: [...draft.columns, column] });
            onExpand(column.key);
          }}
        >
          {columnsTable(true)}
        </CalculatedColumnsTab>
      );
    case 'settings':
      return <DatasetSettingsTab draft={draft} owners={dataset.owners} onChange={onChange} problems={problems} />;
  }
}
