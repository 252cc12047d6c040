import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';

interface FavoriteStarProps {
  /** What is starred, for the button's name: "Star Sales by month". */
  name: string;
  /** undefined while the status is loading. */
  starred: boolean | undefined;
  onToggle: () => void;
}

/** A star that marks an item as one of the user's favourites, and says so to screen readers. */
export function FavoriteStar({ name, starred, onToggle }: FavoriteStarProps) {
  if (starred === undefined) return <Skeleton variant="circular" width={20} height={20} aria-hidden sx={{ m: 0.75 }} />;
  const label = `${starred ? 'Unstar' : 'Star'} ${name}`;
  return (
    <Tooltip title={starred ? 'Remove from favorites' : 'Add to favorites'}>
      <IconButton size="small" aria-label={label} aria-pressed={starred} onClick={onToggle}>
        {starred ? <StarIcon fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorderIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
