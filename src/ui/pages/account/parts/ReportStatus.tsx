import { Skeleton } from '@chakra-ui/react';
import { LoadFailure } from '../../../components/LoadFailure';

/** Loading and failure of a bill report (its empty state is the table's). */
export function ReportStatus({ loading, error, onRetry }: { loading: boolean; error?: string; onRetry: () => void }) {
  if (error) return <LoadFailure error={error} onRetry={onRetry} />;
  return loading ? <Skeleton height="120px" aria-label="加载中" /> : null;
}
