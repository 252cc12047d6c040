import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { sanitizeNext } from '../../routing/sanitize-next';
import { LogoMark } from '../../shell/LogoMark';
import { selectCurrentUser, selectVersion } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';
import { LoginForm } from './LoginForm';

// A full page load, so the server renders the bootstrap data for the new session.
const reloadAt = (destination: string) => window.location.assign(destination);

/** `/login/`: the sign-in screen. A signed-in user goes straight on to `next`. */
export function LoginPage() {
  usePageTitle('Sign in');
  const user = useAppSelector(selectCurrentUser);
  const version = useAppSelector(selectVersion);
  const [params] = useSearchParams();
  const next = params.get('next');

  if (user) return <Navigate to={sanitizeNext(next)} replace />;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        gap: 3,
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.primary' }}>
        <Box component="span" sx={{ display: 'flex', color: 'primary.main' }}>
          <LogoMark size={34} />
        </Box>
        <Typography component="span" sx={{ fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.02em' }}>
          Tessera
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 }, borderRadius: 2 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
          Sign in
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          Explore data, build charts and share dashboards.
        </Typography>
        <LoginForm next={next} onSignedIn={reloadAt} />
      </Paper>
      {version ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Tessera {version}
        </Typography>
      ) : null}
    </Box>
  );
}
