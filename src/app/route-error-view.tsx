import { useRouteError } from 'react-router-dom';
import { ChunkErrorView } from '@/components/ui/chunk-error-view';
import { isChunkLoadError } from '@/lib/chunk-load';

/** The router's errorElement: a failed chunk (or any render error) shows a retry message, never a blank page. */
export function RouteErrorView({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const error = useRouteError();
  const code = isChunkLoadError(error) ? (error.code ?? `${error.name}:${error.type}`) : undefined;
  if (!isChunkLoadError(error)) console.warn('Route failed to render', error);
  return <ChunkErrorView onRetry={reload} {...(code ? { code } : {})} />;
}
