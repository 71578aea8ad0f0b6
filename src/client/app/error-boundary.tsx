/**
 * React error boundary showing the spec's error screen. Used twice: around the whole app (errors in
 * the providers or the layout) and around each page inside the layout (render errors and failed
 * lazy chunks), so an error on a page keeps the navigation and footer.
 * The screen itself is a lazy chunk (rarely needed, kept out of the initial chunk).
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';

const ErrorScreen = lazy(() => import('./error-screen'));

interface Props {
  children: ReactNode;
  /** What Try Again does; by default the boundary renders its children again. */
  onRetry?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override render() {
    if (this.state.hasError) {
      const retry = this.props.onRetry ?? (() => this.setState({ error: null, hasError: false }));
      // ErrorScreen reports the error to telemetry together with the error id it shows.
      return (
        <Suspense fallback={null}>
          <ErrorScreen error={this.state.error} onRetry={retry} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
