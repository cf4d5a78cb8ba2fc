import { RETURN_TO_PARAM } from '@crossover/domain/sign-in';
import { useSearchParams } from 'react-router';
import { returnAddress } from '@/features/auth/lib/sign-in-return';

/** The checked ?returnTo= of the current sign-in page, or null. */
export function useReturnTo(): string | null {
  const [searchParams] = useSearchParams();
  return returnAddress(searchParams.get(RETURN_TO_PARAM));
}
