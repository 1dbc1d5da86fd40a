import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Spec section 9: after a password reset, a verification or an unsubscribe, /login follows in 3 seconds. */
export const REDIRECT_TO_LOGIN_DELAY_MS = 3000;

export const useRedirectToLogin = (isDone: boolean): void => {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isDone) return undefined;
    const timer = window.setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_TO_LOGIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);
};
