import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { sanitizeNext } from '../../routing/sanitize-next';
import { submitLogin } from './submit-login';

interface LoginFormProps {
  /** The raw `?next=` value; sanitised before it is followed. */
  next: string | null;
  /** Called with the destination once the session exists; the page then reloads there. */
  onSignedIn: (destination: string) => void;
}

/** Username and password, signing in through `/login/`. */
export function LoginForm({ next, onSignedIn }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    const outcome = await submitLogin({ username: username.trim(), password });
    if (outcome.ok) {
      // Stay disabled: the page is about to reload for the signed-in user.
      onSignedIn(next !== null ? sanitizeNext(next) : sanitizeNext(outcome.redirect));
      return;
    }
    setError(outcome.message);
    setSubmitting(false);
  };

  return (
    <Stack component="form" onSubmit={handleSubmit} sx={{ gap: 2 }} aria-label="Sign in">
      {error ? (
        <Alert severity="error" role="alert" data-testid="login-error">
          {error}
        </Alert>
      ) : null}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        required
        fullWidth
        value={username}
        disabled={submitting}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        fullWidth
        value={password}
        disabled={submitting}
        onChange={(event) => setPassword(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((shown) => !shown)}
                  disabled={submitting}
                >
                  {showPassword ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {submitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </Stack>
  );
}
