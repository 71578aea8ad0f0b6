/**
 * Browser entry: theme preference, telemetry listeners, then the app.
 * Kept tiny on purpose: every page is a lazy route chunk (performance budget: home ≤ 120 KB gzip).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './app/error-boundary';
import { Providers } from './app/providers';
import { applyStoredTheme } from './lib/theme';
import { startTelemetry } from './lib/telemetry-bootstrap';
import { AppRoutes } from './router';
import './styles.css';

applyStoredTheme();
startTelemetry();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// Rendering in a transition lets React yield to the browser every few milliseconds, so the first
// render is many short tasks instead of one long one (Total Blocking Time on slow phones).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </ErrorBoundary>
    </StrictMode>,
  ),
);
