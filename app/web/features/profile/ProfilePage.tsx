import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Page } from '../../components/Page';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { personName } from '../../shell/person-name';
import { useAppSelector } from '../../store/hooks';
import { formatMoment } from '../admin-shared/format-moment';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useGetMyProfileQuery } from './profile-api';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** `/user_info/`: the signed-in user's account (name, username, email, roles, last login) and a password change. */
export function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  // Fresh from the server: the page's bootstrap may be older than a change made elsewhere.
  const profile = useGetMyProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!user) return null;
  const me = profile.data;
  const firstName = me?.first_name ?? user.firstName;
  const lastName = me?.last_name ?? user.lastName;
  const { fullName, initials } = personName({ firstName, lastName, username: user.username });
  const roles = Object.keys(user.roles).sort((a, b) => a.localeCompare(b));
  const lastLogin = me === undefined ? '…' : me.last_login === undefined ? 'Not recorded' : me.last_login ? formatMoment(me.last_login) : 'Never';

  return (
    <Page title="Profile" subtitle="Your account, as administrators see it.">
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="profile-account" sx={{ p: 3, borderRadius: 2, flex: '1 1 420px', minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ width: 48, height: 48, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600 }}>
              {initials}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography id="profile-account" variant="h5" component="h2">
                {fullName}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {user.username}
              </Typography>
            </Box>
          </Stack>
          <Box component="dl" sx={{ m: 0 }}>
            <Field label="First name">{firstName || '—'}</Field>
            <Field label="Last name">{lastName || '—'}</Field>
            <Field label="Username">{user.username}</Field>
            <Field label="Email">{(me?.email ?? user.email) || '—'}</Field>
            <Field label="Roles">
              <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
                {roles.length === 0 ? '—' : roles.map((role) => <Chip key={role} size="small" variant="outlined" label={role} />)}
              </Box>
            </Field>
            <Field label="Last login">{lastLogin}</Field>
            {me?.login_count !== undefined && me.login_count !== null ? <Field label="Sign-ins">{me.login_count.toLocaleString()}</Field> : null}
          </Box>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="profile-password" sx={{ p: 3, borderRadius: 2, flex: '1 1 380px', minWidth: 0 }}>
          <Typography id="profile-password" variant="h5" component="h2" sx={{ mb: 0.5 }}>
            Change password
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
            At least 8 characters. Other devices signed in as you are signed out.
          </Typography>
          <ChangePasswordForm />
        </Paper>
      </Stack>
    </Page>
  );
}
