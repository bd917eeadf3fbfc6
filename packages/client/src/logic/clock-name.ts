// A time control's short name in the language shown: "10+5", "3 days a turn", "no clock" (a list's
// line, the start page's choice, "Your games").
import type { TimeControl } from '@castle/protocol';
import { t } from '../i18n/words';

export function clockName(tc: TimeControl): string {
  if (tc.kind === 'live') return t('clockName.live', { minutes: tc.minutes, increment: tc.increment });
  if (tc.kind === 'correspondence') return t('clockName.days', { days: tc.days });
  return t('clockName.none');
}
