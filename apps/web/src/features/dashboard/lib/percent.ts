import type { IntlShape } from 'react-intl';

/**
 * A percentage in the reader's language ('12.5%', '12,5 %'), `value` already in percent and
 * rounded to `digits` as toFixed rounds it, so the figure never changes with the language.
 */
export function formatPercent(intl: IntlShape, value: number, digits = 0): string {
  return intl.formatNumber(Number(value.toFixed(digits)) / 100, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
}
