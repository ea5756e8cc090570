import { EXPERIENCE_ACCESS } from '../../../../domain/experience';
import { hasCode } from '../../../../domain/permissions';
import { useAccess } from '../../../hooks/appActor';

/**
 * Whether try-it buttons lead anywhere: without experience access (e.g. no trial yet) the
 * experience center would only send the user back to the square, so they are not offered.
 */
export function useCanTry(): boolean {
  const { codes } = useAccess();
  return hasCode(EXPERIENCE_ACCESS, codes);
}
