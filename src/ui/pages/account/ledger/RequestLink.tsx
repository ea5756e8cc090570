import { Link } from 'wouter';
import { paths } from '../../../../routes/paths';

/** A call's request id, linked to its row in the request log. */
export function RequestLink({ requestId }: { requestId: string }) {
  return (
    <Link
      href={paths.requestLog({ id: requestId })}
      aria-label={`在调用日志中查看 ${requestId}`}
      style={{ fontFamily: 'var(--chakra-fonts-mono)', fontSize: '0.8em', textDecoration: 'underline' }}
    >
      {requestId}
    </Link>
  );
}
