import AddIcon from '@mui/icons-material/Add';
import ButtonBase from '@mui/material/ButtonBase';
import type { ReactElement, Ref } from 'react';

interface AddTargetProps {
  id?: string;
  text: string;
  onClick: () => void;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The dashed "+ Drop a column or click" button at the end of a control's chips. */
export function AddTarget({ id, text, onClick, disabled = false, ref }: AddTargetProps): ReactElement {
  return (
    <ButtonBase
      id={id}
      ref={ref}
      disabled={disabled}
      onClick={onClick}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        gap: 0.5,
        px: 1,
        py: 0.5,
        minHeight: 30,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
        fontSize: 13,
        textAlign: 'left',
        '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
        '&.Mui-disabled': { opacity: 0.6 },
      }}
    >
      <AddIcon sx={{ fontSize: 16 }} />
      {text}
    </ButtonBase>
  );
}
