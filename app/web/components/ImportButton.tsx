import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ImportDialog, type ImportResource } from './ImportDialog';

interface ImportButtonProps {
  resource: ImportResource;
  noun: string;
  /** Whether the user may import (can_write on the resource); nothing is drawn otherwise. */
  allowed: boolean;
  onImported: () => void;
}

/** The "Import" button of a list page, opening the {@link ImportDialog}. */
export function ImportButton({ resource, noun, allowed, onImported }: ImportButtonProps) {
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<FileUploadOutlinedIcon />} onClick={() => setOpen(true)}>
        Import
      </Button>
      {open ? <ImportDialog resource={resource} noun={noun} onClose={() => setOpen(false)} onImported={onImported} /> : null}
    </>
  );
}
