import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { suppressResizeObserverErrors } from './app/suppress-resize-observer-errors.ts';
import { reportWebVitals } from './lib/web-vitals.ts';

suppressResizeObserverErrors();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

reportWebVitals();
