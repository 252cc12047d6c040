import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

interface PublishedStatusProps {
  /** The dashboard's name, for the toggle's accessible name: "Publish Sales". */
  name: string;
  published: boolean;
  /** Present for those who may edit the dashboard: the chip becomes a toggle. */
  onToggle?: () => void;
  /** True while the change is being saved. */
  busy?: boolean;
}

/**
 * A dashboard's published state: "Published" (everyone who may read its data sees it) or "Draft"
 * (only its owners do). For editors it is a button that flips the state.
 */
export function PublishedStatus({ name, published, onToggle, busy }: PublishedStatusProps) {
  const chip = (
    <Chip
      size="small"
      label={published ? 'Published' : 'Draft'}
      color={published ? 'success' : 'default'}
      variant={published ? 'filled' : 'outlined'}
      {...(onToggle
        ? {
            onClick: onToggle,
            disabled: busy,
            'aria-label': `${published ? 'Unpublish' : 'Publish'} ${name}`,
            'aria-pressed': published,
          }
        : {})}
    />
  );
  if (!onToggle) return chip;
  return (
    <Tooltip title={published ? 'Published: visible to everyone who may read its data. Click to make it a draft.' : 'Draft: visible to its owners only. Click to publish.'}>
      <span>{chip}</span>
    </Tooltip>
  );
}
