import { SEARCH_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HomeQueue } from '@dom/contract';
import { CONSIGNMENT_STATUSES } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { statusLabel } from '../../components/status-chip/status-chip';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { SEARCH_KEY, queueAddress } from './search-support';

const formatCount = (n: number) => new Intl.NumberFormat('en-IN').format(n);

/** A count as the lists show it: "1,000+" when the server stopped counting. */
export const countText = (q: Pick<HomeQueue, 'count' | 'capped'>) =>
  q.capped ? `${formatCount(q.count)}+` : formatCount(q.count);

/** What a tile says: the queue's name, with its status or bucket where it has one. */
function queueLabel(t: TFunction, q: HomeQueue): string {
  if (q.id === 'stuck') return statusLabel(t, CONSIGNMENT_STATUSES, q.detail ?? '');
  if (q.id === 'overdue') return t('home.queues.overdue', { bucket: q.detail ?? '' });
  if (q.id === 'overdueBuyer') return q.detail ?? '';
  return t(`home.queues.${q.id}`);
}

function Tile({ queue, label }: { queue: HomeQueue; label: string }) {
  const { t } = useTranslation();
  const body = (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, minHeight: 96 }}>
      <Typography component="h3" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="p"
        variant="h4"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        data-testid={`queue-count-${queue.id}${queue.detail ? `-${queue.detail}` : ''}`}
      >
        {countText(queue)}
      </Typography>
      {queue.amountPaise !== null && (
        <Typography variant="body2" component="p">
          <Amount value={queue.amountPaise} coloured={false} />
        </Typography>
      )}
      {queue.link && (
        <Typography variant="caption" color="primary">
          {t('home.openList')}
        </Typography>
      )}
    </Box>
  );
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', overflow: 'hidden' }}>
      {queue.link ? (
        <CardActionArea
          component={RouterLink}
          to={queueAddress(queue.link)}
          aria-label={`${label}: ${countText(queue)}`}
        >
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `home-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem' }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const tiles = (t: TFunction, queues: readonly HomeQueue[]) =>
  queues.map((q) => <Tile key={`${q.id}-${q.detail ?? ''}`} queue={q} label={queueLabel(t, q)} />);

/**
 * The signed-in user's work queue (issue 18): counts from the server in the user's scope, each
 * opening the list it counts. Nothing is shown for a user without a queue.
 */
export function WorkQueue() {
  const { t } = useTranslation();
  const answer = useQuery({
    queryKey: [SEARCH_KEY, 'home-queues'],
    queryFn: () => call(SEARCH_ENDPOINTS.homeQueues),
  });
  useErrorToastOn(answer.error, t('home.queuesFailed'));
  if (answer.isPending)
    return (
      <Box
        aria-busy="true"
        aria-label={t('home.loadingQueue')}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, 1fr)' }}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Box>
    );
  const data = answer.data;
  if (!data || data.kind === 'none') return null;
  const of = (id: string) => data.queues.filter((q) => q.id === id);
  const rest = data.queues.filter((q) => !['stuck', 'overdue', 'overdueBuyer'].includes(q.id));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {rest.length > 0 && <Section title={t(`home.kinds.${data.kind}`)}>{tiles(t, rest)}</Section>}
      {of('stuck').length > 0 && <Section title={t('home.stuckByStatus')}>{tiles(t, of('stuck'))}</Section>}
      {of('overdue').length > 0 && (
        <Section title={t('home.overdueByBucket')}>{tiles(t, of('overdue'))}</Section>
      )}
      {of('overdueBuyer').length > 0 && (
        <Section title={t('home.mostOverdue')}>{tiles(t, of('overdueBuyer'))}</Section>
      )}
    </Box>
  );
}
