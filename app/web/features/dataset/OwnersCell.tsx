import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Tooltip from '@mui/material/Tooltip';
import type { DatasetOwner } from './dataset-types';

const fullName = (owner: DatasetOwner) => `${owner.first_name} ${owner.last_name}`.trim();
const initials = (owner: DatasetOwner) => `${owner.first_name.charAt(0)}${owner.last_name.charAt(0)}`.toUpperCase();

/** A dataset's owners as initials, named in tooltips and for screen readers. */
export function OwnersCell({ owners }: { owners: readonly DatasetOwner[] }) {
  if (owners.length === 0) return <>—</>;
  return (
    <AvatarGroup
      max={4}
      aria-label={`Owners: ${owners.map(fullName).join(', ')}`}
      role="img"
      sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { width: 26, height: 26, fontSize: '0.6875rem' } }}
    >
      {owners.map((owner) => (
        <Tooltip key={owner.id} title={fullName(owner)}>
          <Avatar alt={fullName(owner)} sx={{ bgcolor: 'secondary.main' }}>
            {initials(owner)}
          </Avatar>
        </Tooltip>
      ))}
    </AvatarGroup>
  );
}
