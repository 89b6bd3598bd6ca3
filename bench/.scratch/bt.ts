import { browserTimings } from '../browser-timings.ts';
console.info(await browserTimings('http://127.0.0.1:3999', 'bench-100k@elevate.local', 'Bench@2026!'));
