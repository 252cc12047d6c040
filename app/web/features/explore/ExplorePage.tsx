import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';

/** `/explore/`: builds a chart from a dataset (`?slice_id=`, `?viz_type=`, …). */
export function ExplorePage() {
  const [params] = useSearchParams();
  const sliceId = params.get('slice_id');
  return (
    <Page title="Explore" subtitle={sliceId ? `Chart ${sliceId}` : 'Build a chart from a dataset.'}>
      <EmptyState
        icon={<QueryStatsOutlinedIcon />}
        title="The chart builder will open here"
        description="Pick a dataset and a visualisation type, choose metrics, dimensions, filters and a time range, and see the chart update."
      />
    </Page>
  );
}
