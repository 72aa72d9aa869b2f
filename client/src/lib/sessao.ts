import { STORAGE } from './storage';

/**
 * Sliding staff session (issue 13). The server issues short access tokens (15 min); a screen in use trades its token
 * for a fresh one: on a user's tap or key press once the token is a few minutes old, and when a call or the socket is
 * refused because it just expired. The server ends the session when nobody renewed it for JWT_EXPIRES_IN (idle) and
 * refuses a revoked user at once.
 */
const RENOVAR_APOS_MS = 5 * 60 * 1000;

let emCurso: Promise<boolean> | null = null;

function iatDoToken(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: number };
    return payload.iat ? payload.iat * 1000 : null;
  } catch {
    return null;
  }
}

/** Trades the stored staff token for a fresh one (one request at a time); false when the session has ended. */
export function renovarSessao(): Promise<boolean> {
  const token = localStorage.getItem(STORAGE.userToken);
  if (!token) return Promise.resolve(false);
  emCurso ??= fetch('/api/auth/renovar', { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    .then(async (res) => {
      if (!res.ok) return false;
      const { token: novo } = (await res.json()) as { token: string };
      // only if nobody logged out or in meanwhile
      if (localStorage.getItem(STORAGE.userToken) !== token) return false;
      localStorage.setItem(STORAGE.userToken, novo);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      emCurso = null;
    });
  return emCurso;
}

/** The user is using the screen: keep the session alive if the token is getting old. */
function aoUsar() {
  const token = localStorage.getItem(STORAGE.userToken);
  const iat = token ? iatDoToken(token) : null;
  if (iat != null && Date.now() - iat > RENOVAR_APOS_MS) void renovarSessao();
}

/** Listens for use (taps, clicks, keys) while a staff session is open; returns the stop function. */
export function manterSessaoEmUso(): () => void {
  const opts = { passive: true, capture: true } as const;
  window.addEventListener('pointerdown', aoUsar, opts);
  window.addEventListener('keydown', aoUsar, opts);
  return () => {
    window.removeEventListener('pointerdown', aoUsar, opts);
    window.removeEventListener('keydown', aoUsar, opts);
  };
}
