import { useLingui } from '@lingui/react/macro';
import { DashboardWidget } from '@parley/ui';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type BoundaryProps = { title: string; onReset: () => void; children: ReactNode };

class Boundary extends Component<
  BoundaryProps & { fallback: (retry: () => void) => ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Dashboard widget failed', error, info.componentStack);
  }
  retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * One widget's error boundary: a widget that throws while rendering shows its own error with a retry
 * and leaves the other widgets alone.
 */
export function WidgetBoundary({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary
          title={title}
          onReset={reset}
          fallback={(retry) => (
            <DashboardWidget
              title={title}
              status="error"
              errorMessage={t`This part of the dashboard could not be shown.`}
              retryLabel={t`Try again`}
              onRetry={retry}
            />
          )}
        >
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
