/**
 * Last-resort React error boundary around the whole app (errors outside route elements, e.g. in
 * the providers or the layout). Route-level errors are caught by the router's errorElement
 * (route-error.tsx), which renders the same screen inside the layout.
 * The screen itself is a lazy chunk (rarely needed, kept out of the initial chunk).
 */
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

const ErrorScreen = lazy(() => import('./error-screen'));

interface State {
  error: unknown;
  hasError: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Reported by ErrorScreen together with the error id it shows.
  }

  override render() {
    if (this.state.hasError) {
      return (
        <Suspense fallback={null}>
          <ErrorScreen error={this.state.error} onRetry={() => this.setState({ error: null, hasError: false })} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
