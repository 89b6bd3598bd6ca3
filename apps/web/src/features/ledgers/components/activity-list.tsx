import { useEffect, useState } from 'react';
import { Box, List, ListItem, ListItemText } from '@mui/material';
import type { ActivityEvent } from '@elevate/shared/schemas/activity';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
import { exactTime, timeAgo } from '../../../lib/relative-time.ts';
import { actorLabel, describeActivity, isOwnActivity } from '../activity-words.ts';

/** The current time, moved on each minute so '5 minutes ago' does not stay 5 minutes. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type Props = { events: ActivityEvent[]; ownId: string | undefined; busy: boolean };

/** One line per entry: who did what, then the entry's own words and when. */
export function ActivityList({ events, ownId, busy }: Props) {
  const now = useNow();
  const t = useT();
  const intl = useAppIntl();
  return (
    <List
      aria-label={t('ledgers.activity.listLabel')}
      aria-busy={busy}
      sx={{ opacity: busy ? 0.6 : 1 }}
    >
      {events.map((event, index) => {
        const { phrase, detail } = describeActivity(event, t);
        return (
          // Entries have no id of their own; a page never reorders, so the position is stable.
          <ListItem key={`${event.at}-${index}`} disableGutters divider>
            <ListItemText
              primary={intl.formatMessage(
                { id: 'ledgers.activity.entry' },
                {
                  // The verb agrees with its actor in some languages ('Du hast', 'Gus hat').
                  self: isOwnActivity(event.actor, ownId) ? 'yes' : 'no',
                  actor: actorLabel(event.actor, ownId, t),
                  phrase,
                  strong: (chunks) => (
                    <Box component="span" sx={{ fontWeight: 500 }}>
                      {chunks}
                    </Box>
                  ),
                },
              )}
              secondary={
                <>
                  {detail && `${detail} · `}
                  <time dateTime={event.at} title={exactTime(event.at)}>
                    {timeAgo(event.at, now)}
                  </time>
                </>
              }
              // Long summaries (a file name, a rule's text) wrap instead of scrolling sideways.
              slotProps={{
                primary: { sx: { overflowWrap: 'anywhere' } },
                secondary: { sx: { overflowWrap: 'anywhere' } },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
