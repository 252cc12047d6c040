import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';

/** `/superset/welcome/`: the signed-in user's starting point. */
export function HomePage() {
  const user = useAppSelector(selectCurrentUser);
  const name = user?.firstName || user?.username;
  return (
    <Page title="Home" subtitle={name ? `Welcome back, ${name}.` : undefined}>
      <EmptyState
        icon={<HomeOutlinedIcon />}
        title="Your recent work will appear here"
        description="Recently viewed dashboards and charts, your favourites and your saved queries will be gathered on this page."
      />
    </Page>
  );
}
