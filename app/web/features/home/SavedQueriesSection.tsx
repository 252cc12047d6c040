import TerminalIcon from '@mui/icons-material/Terminal';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { useGetHomeSavedQueriesQuery } from './home-api';
import { HomeCard } from './HomeCard';
import { HomeCardGrid } from './HomeCardGrid';
import { HomeSection } from './HomeSection';

/** A failed request that only says the resource is not there (a server without saved queries). */
const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** Where a saved query opens: SQL Lab, in a tab of its own (Superset's `savedQueryId`). */
export const savedQueryHref = (id: number): string => `${ROUTE_PATHS.sqlLab}?savedQueryId=${id}`;

/** The home page's Saved queries: the user's own, latest change first, each opening in SQL Lab. */
export function SavedQueriesSection({ userId, pageSize }: { userId: number; pageSize: number }) {
  const list = useGetHomeSavedQueriesQuery({ tab: 'mine', userId, pageSize });
  const missing = isNotFound(list.error);
  const queries = list.currentData?.result ?? [];

  return (
    <HomeSection title="Saved queries" viewAll={{ href: ROUTE_PATHS.savedQueryList, label: 'View all saved queries' }}>
      <HomeCardGrid
        loading={list.currentData === undefined && !list.error}
        error={missing ? undefined : list.error}
        onRetry={() => void list.refetch()}
        empty={queries.length === 0}
        emptyText="Queries you save in SQL Lab will be listed here."
        emptyAction={
          <Button component={RouterLink} to={ROUTE_PATHS.sqlLab} variant="outlined" size="small">
            Open SQL Lab
          </Button>
        }
      >
        {queries.map((query) => {
          const where = [query.database?.database_name, query.schema].filter(Boolean).join(' · ');
          const modified = `Modified ${query.changed_on_delta_humanized ?? ''}`.trim();
          return (
            <HomeCard
              key={query.id}
              icon={<TerminalIcon />}
              title={query.label || `Query ${query.id}`}
              href={savedQueryHref(query.id)}
              caption={where ? `${where} · ${modified}` : modified}
              detail={
                query.sql ? (
                  <Typography
                    variant="caption"
                    component="code"
                    title={query.sql}
                    sx={{
                      display: 'block',
                      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                      color: 'text.secondary',
                      whiteSpace: 'nowrap',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                    }}
                  >
                    {query.sql}
                  </Typography>
                ) : undefined
              }
            />
          );
        })}
      </HomeCardGrid>
    </HomeSection>
  );
}
