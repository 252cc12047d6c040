import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactElement } from 'react';

interface EditorTabsProps<T extends string> {
  value: T;
  tabs: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
  label: string;
}

/** The compact tab strip at the top of an editor popover (Saved / Simple / Custom SQL …). */
export function EditorTabs<T extends string>({ value, tabs, onChange, label }: EditorTabsProps<T>): ReactElement {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => onChange(next)}
      variant="fullWidth"
      aria-label={label}
      sx={{ minHeight: 34, mb: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map(([key, text]) => (
        <Tab key={key} value={key} label={text} sx={{ minHeight: 34, py: 0.5, px: 1, fontSize: 12 }} />
      ))}
    </Tabs>
  );
}
