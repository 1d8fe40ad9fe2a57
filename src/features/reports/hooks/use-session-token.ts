import { useAppSelector } from '@/app/store/hooks';

/**
 * The session's token, read from the store's state rather than the auth feature's code (features do not import each
 * other). Null on the server and until the browser has joined the stored session after hydration.
 */
export function useSessionToken(): string | null {
  return useAppSelector((state) => state.session.token);
}
