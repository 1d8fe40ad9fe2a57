import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChunkErrorView } from '@/components/ui/chunk-error-view';
import { isChunkLoadError } from '@/lib/chunk-load';

/** What a route shows when it fails to render: a failed chunk (or any render error) shows a retry message, never a blank page. */
export function RouteErrorView({ error, reload = () => window.location.reload() }: { error: unknown; reload?: () => void }) {
  const code = isChunkLoadError(error) ? (error.code ?? `${error.name}:${error.type}`) : undefined;
  return <ChunkErrorView onRetry={reload} {...(code ? { code } : {})} />;
}

interface BoundaryProps {
  children: ReactNode;
  /** The location the children render: an error is forgotten when it changes (a navigation tries again). */
  resetKey: string;
  reload?: () => void;
}

interface BoundaryState {
  error?: { value: unknown };
  resetKey: string;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error)) console.warn('Route failed to render', error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RouteErrorView error={error.value} {...(this.props.reload ? { reload: this.props.reload } : {})} />;
  }
}

/** A route's error boundary (what the data router's errorElement was): the retry message in place of what failed. */
export function RouteErrorBounded({ children, reload }: { children: ReactNode; reload?: () => void }) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key} {...(reload ? { reload } : {})}>
      {children}
    </RouteErrorBoundary>
  );
}
