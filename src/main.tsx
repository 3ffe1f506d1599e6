import './zod-browser';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './ui/styles.css';

// `?bench=empty`: the empty canvas the frame-time benchmark compares every mode with.
const EmptyCanvas = lazy(() => import('./app/quality/EmptyCanvas').then((m) => ({ default: m.EmptyCanvas })));
const emptyCanvas = new URLSearchParams(window.location.search).get('bench') === 'empty';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    {emptyCanvas ? (
      <Suspense fallback={null}>
        <EmptyCanvas />
      </Suspense>
    ) : (
      <App />
    )}
  </StrictMode>,
);
