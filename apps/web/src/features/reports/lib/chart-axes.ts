import { currentIntl } from '../../../lib/i18n/app-intl.ts';

/** More ticks than this crowd the axis at 375 px and blur the reading at 1440 px. */
export const MAX_TICKS = 8;

/**
 * '$20K', '$1.5M', '$950' ('20.000 $', '1,5 Mio. $' in German): short enough that a tick
 * label is never cut off. In the language the app speaks when the chart is drawn.
 */
export const compactUsd = (amount: number) =>
  currentIntl().formatNumber(amount, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });

/** A percent axis tick: '25%', '25 %' in German. */
export const percentTick = (value: number) =>
  currentIntl().formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });

/**
 * Which of `count` band labels to draw so that at most `max` show, evenly spaced and
 * always starting with the first: for 24 months, every third one.
 */
export function everyNthTick(count: number, max = MAX_TICKS) {
  const step = Math.max(1, Math.ceil(count / max));
  return (_value: unknown, index: number) => index % step === 0;
}

/** The value axis props every money chart shares: compact labels, few ticks, room for them. */
export const moneyAxis = {
  valueFormatter: (v: number) => compactUsd(v),
  tickNumber: 5,
  width: 64,
} as const;
