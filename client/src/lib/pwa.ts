/**
 * Registers the service worker (client/public/sw.js) for the staff app only — the diner's page stays worker-free — and
 * hands it the hashed files this page already loaded, so the next start works offline.
 */
export async function registrarServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const pronto = await navigator.serviceWorker.ready;
    const urls = performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/'));
    (pronto.active ?? reg.active)?.postMessage({ tipo: 'guardar', urls });
  } catch {
    /* no offline shell on this device: everything else still works */
  }
}

/** Marks the document while the page is hidden so CSS pauses its infinite animations (the map's pulse). */
export function marcarVisibilidade(): () => void {
  const marcar = () => document.documentElement.toggleAttribute('data-oculto', document.hidden);
  marcar();
  document.addEventListener('visibilitychange', marcar);
  return () => document.removeEventListener('visibilitychange', marcar);
}
