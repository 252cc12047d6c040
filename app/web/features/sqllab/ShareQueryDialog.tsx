import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { QueryEditor } from '@core/sqllab/index.js';
import { useEffect, useState } from 'react';
import { copyText } from '../../components/copy-text';
import { useSqlLabSession } from './sqllab-session';

/** Props of {@link ShareQueryDialog}. */
export interface ShareQueryDialogProps {
  open: boolean;
  queryEditor: QueryEditor;
  onClose: () => void;
}

type Link = { status: 'loading' } | { status: 'done'; url: string } | { status: 'failed'; message: string };

/** Creates a permalink of the tab (`POST /api/v1/sqllab/permalink`) and offers its URL to copy. */
export function ShareQueryDialog({ open, queryEditor, onClose }: ShareQueryDialogProps) {
  const session = useSqlLabSession();
  const [link, setLink] = useState<Link>({ status: 'loading' });

  useEffect(() => {
    if (!open) return undefined;
    if (queryEditor.dbId === null) {
      setLink({ status: 'failed', message: 'Choose a database first.' });
      return undefined;
    }
    let cancelled = false;
    setLink({ status: 'loading' });
    session.api
      .createPermalink({
        dbId: queryEditor.dbId,
        name: queryEditor.name,
        sql: queryEditor.sql,
        schema: queryEditor.schema,
        catalog: queryEditor.catalog,
        autorun: false,
        templateParams: queryEditor.templateParams,
      })
      .then(
        ({ url }) => !cancelled && setLink({ status: 'done', url }),
        (error: unknown) => !cancelled && setLink({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      cancelled = true;
    };
    // A link is made each time the dialog opens, from the tab as it is then.
  }, [open]);

  const copy = (url: string) =>
    copyText(url).then(
      () => session.notify('success', 'Copied to clipboard!'),
      () => session.notify('danger', 'Sorry, your browser does not support copying.'),
    );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-query-title">
      <DialogTitle id="share-query-title">Share query</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          Only you (and administrators) can open this link; it opens a new tab with this query.
        </DialogContentText>
        {link.status === 'loading' ? <CircularProgress size={24} aria-label="Creating the link" /> : null}
        {link.status === 'failed' ? <Alert severity="error">{link.message}</Alert> : null}
        {link.status === 'done' ? (
          <TextField
            value={link.url}
            fullWidth
            size="small"
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, 'aria-label': 'Link to this query' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label="Copy link" onClick={() => void copy(link.url)} edge="end">
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
