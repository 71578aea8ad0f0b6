import { ANNOUNCEMENT_MESSAGES } from '../../../contracts/announcements';
import { AppError } from '../../platform/http/app-error';

/** An announcement must still be to come or running when saved: an end time already past is refused. */
export function checkAnnouncementWindow(input: { startsAt: string; endsAt: string }, now: Date) {
  const window = { startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) };
  if (window.endsAt.getTime() <= now.getTime())
    throw new AppError(400, 'VALIDATION_FAILED', ANNOUNCEMENT_MESSAGES.endInPast, {
      endsAt: ANNOUNCEMENT_MESSAGES.endInPast,
    });
  return window;
}
