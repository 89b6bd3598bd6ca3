import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { apiUrl } from './api-config.ts';

function send(metric: Metric): void {
  const body = JSON.stringify({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    path: window.location.pathname,
  });
  // Fire and forget: beacons survive page unload and their failures never reach the user.
  try {
    navigator.sendBeacon?.(apiUrl('/api/vitals'), new Blob([body], { type: 'application/json' }));
  } catch {
    // Reporting is best effort.
  }
}

export function reportWebVitals(): void {
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}
