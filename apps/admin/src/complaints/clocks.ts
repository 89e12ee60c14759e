import type { AdminComplaintSummary } from '@farm/contract';

/** One clock of r.4(5) in words: time left, done, or overdue (said in words, not only in red). */
export interface ClockWords {
  text: string;
  overdue: boolean;
}

const HOUR = 60 * 60 * 1000;

/** A span as the queue says it: hours under two days, whole days above. */
function span(ms: number): string {
  const hours = Math.max(1, Math.round(Math.abs(ms) / HOUR));
  if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** The 48-hour clock: acknowledged, or how long is left, or how long it is overdue. */
export function acknowledgeClock(c: AdminComplaintSummary, now: Date): ClockWords {
  if (c.acknowledged_at) return { text: 'Acknowledged', overdue: false };
  const left = new Date(c.acknowledge_by).getTime() - now.getTime();
  return left >= 0
    ? { text: `${span(left)} left to acknowledge`, overdue: false }
    : { text: `Overdue: not acknowledged, ${span(left)} late`, overdue: true };
}

/** The one-month clock: settled (closed), or how long is left, or how long it is overdue. */
export function settleClock(c: AdminComplaintSummary, now: Date): ClockWords {
  if (c.closed_at) return { text: 'Settled', overdue: false };
  const left = new Date(c.settle_by).getTime() - now.getTime();
  return left >= 0
    ? { text: `${span(left)} left to settle`, overdue: false }
    : { text: `Overdue: not settled, ${span(left)} late`, overdue: true };
}
