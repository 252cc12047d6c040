import AddIcon from '@mui/icons-material/Add';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';

interface CalculatedColumnsTabProps {
  count: number;
  onAdd: () => void;
  /** The columns table. */
  children: ReactNode;
}

/** Columns defined by SQL expressions, with "Add calculated column". */
export function CalculatedColumnsTab({ count, onAdd, children }: CalculatedColumnsTabProps) {
  const addButton = (
    <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={onAdd}>
      Add calculated column
    </Button>
  );
  if (count === 0) {
    return (
      <EmptyState
        icon={<CalculateOutlinedIcon />}
        title="No calculated columns yet"
        description="A calculated column is a SQL expression over each row, such as UPPER(name) or price * quantity."
        action={addButton}
      />
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{addButton}</Box>
      {children}
    </Box>
  );
}
