import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { MenuActionHost, MenuDialogBaseProps } from '@core/plugin-api/index.js';
import { domainsText, embedSnippet, parseAllowedDomains } from './embed-config.js';
import { useDashboardEmbedding, type ApiFetch } from './use-dashboard-embedding.js';

/** Props of {@link EmbedDialog}, as the action opens it. */
export interface EmbedDialogProps extends MenuDialogBaseProps {
  dashboardId: number;
  dashboardTitle: string;
  /** This Tessera's origin, for the snippet's `supersetDomain`. */
  supersetDomain: string;
  apiFetch: ApiFetch;
  copyToClipboard: MenuActionHost['copyToClipboard'];
  toast: MenuActionHost['toast'];
}

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/**
 * "Embed dashboard": the domains allowed to show the dashboard, enabling embedding (which gives
 * the dashboard its embedded id), saving the domains, deactivating it, and the SDK snippet.
 */
export function EmbedDialog({ dashboardId, dashboardTitle, supersetDomain, apiFetch, copyToClipboard, toast, onClose }: EmbedDialogProps) {
  const titleId = useId();
  const { state, busy, error, save, deactivate } = useDashboardEmbedding(apiFetch, dashboardId);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const embedding = state.status === 'present' ? state.embedding : null;

  // The field shows the saved domains whenever the server answers a new embedding.
  useEffect(() => {
    setText(embedding ? domainsText(embedding.allowed_domains) : '');
    setTouched(false);
  }, [embedding]);

  const parsed = parseAllowedDomains(text);
  const invalid = parsed.errors.length > 0;
  const unchanged = embedding !== null && domainsText(parsed.domains) === domainsText(embedding.allowed_domains);

  const copy = (value: string, what: string) =>
    copyToClipboard(value).then(
      () => toast('success', `Copied ${what} to the clipboard!`),
      () => toast('danger', 'Sorry, your browser does not support copying.'),
    );

  const submit = async () => {
    setTouched(true);
    if (invalid) return;
    const enabling = embedding === null;
    if (await save(enabling ? 'POST' : 'PUT', parsed.domains)) toast('success', enabling ? 'Embedding is on for this dashboard.' : 'The allowed domains are saved.');
  };

  const confirmDeactivate = async () => {
    setConfirming(false);
    if (await deactivate()) toast('success', 'Embedding is off for this dashboard.');
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>Embed dashboard</DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          Show “{dashboardTitle}” inside another application with the embedded SDK. Its visitors see it with a guest token that your application's backend asks
          Tessera for.
        </DialogContentText>
        {state.status === 'loading' ? <CircularProgress size={24} aria-label="Loading the embedding settings" /> : null}
        {state.status === 'failed' ? <Alert severity="error">{state.message}</Alert> : null}
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="embed-error">
            {error}
          </Alert>
        ) : null}
        {state.status === 'absent' || state.status === 'present' ? (
          <>
            <TextField
              label="Allowed domains"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => setTouched(true)}
              multiline
              minRows={3}
              fullWidth
              placeholder="https://app.example.com"
              error={touched && invalid}
              helperText={touched && invalid ? parsed.errors.join(' ') : 'One host name or origin per line, e.g. app.example.com or https://app.example.com:8443. Leave it empty to let any domain show the dashboard.'}
              disabled={busy !== null}
              slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'embed-allowed-domains', sx: { fontFamily: MONOSPACE, fontSize: '0.8125rem' } } }}
              sx={{ mt: 1 }}
            />
            {embedding ? <EmbeddedDetails uuid={embedding.uuid} supersetDomain={supersetDomain} onCopy={copy} /> : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {embedding ? (
          <Button color="error" onClick={() => setConfirming(true)} disabled={busy !== null} startIcon={busy === 'deactivate' ? <CircularProgress size={16} color="inherit" /> : undefined} sx={{ mr: 'auto' }}>
            Deactivate
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={busy !== null}>
          Close
        </Button>
        {state.status === 'absent' || state.status === 'present' ? (
          <Button
            variant="contained"
            onClick={submit}
            disabled={busy !== null || (touched && invalid) || unchanged}
            startIcon={busy === 'enable' || busy === 'save' ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {embedding ? 'Save changes' : 'Enable embedding'}
          </Button>
        ) : null}
      </DialogActions>
      {confirming && embedding ? <DeactivateConfirmation uuid={embedding.uuid} onCancel={() => setConfirming(false)} onConfirm={confirmDeactivate} /> : null}
    </Dialog>
  );
}

/** The embedded id and the SDK snippet, each with a copy button. */
function EmbeddedDetails({ uuid, supersetDomain, onCopy }: { uuid: string; supersetDomain: string; onCopy: (value: string, what: string) => void }) {
  const snippet = embedSnippet({ uuid, supersetDomain });
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 0.5 }}>
        Embedded dashboard ID
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="code" data-testid="embed-uuid" sx={{ fontFamily: MONOSPACE, fontSize: '0.875rem', px: 1, py: 0.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          {uuid}
        </Typography>
        <Tooltip title="Copy the ID">
          <IconButton size="small" aria-label="Copy the embedded dashboard ID" onClick={() => onCopy(uuid, 'the ID')}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mt: 3, mb: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Embed it with @superset-ui/embedded-sdk
        </Typography>
        <Button size="small" startIcon={<ContentCopyIcon fontSize="small" />} onClick={() => onCopy(snippet, 'the code')}>
          Copy code
        </Button>
      </Box>
      <Box
        component="pre"
        data-testid="embed-snippet"
        sx={{ m: 0, p: 1.5, overflowX: 'auto', borderRadius: 1, bgcolor: 'action.hover', fontFamily: MONOSPACE, fontSize: '0.8125rem', lineHeight: 1.5 }}
      >
        {snippet}
      </Box>
    </>
  );
}

/** Asks before deactivating: host pages using the id stop showing the dashboard. */
function DeactivateConfirmation({ uuid, onCancel, onConfirm }: { uuid: string; onCancel: () => void; onConfirm: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Deactivate embedding?</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2">
          Host pages that embed this dashboard with the ID {uuid} will no longer show it. Enabling embedding again later gives the dashboard a new ID.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          Deactivate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
