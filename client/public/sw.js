// Comanda Viva service worker (issue 16): the staff app shell opens without a network, and alerts become system
// notifications while the page is hidden. API calls and the socket are never cached: queued writes replay by themselves.
const CACHE = 'cv-shell-v1';
const SHELL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll([SHELL, '/manifest.webmanifest']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((nomes) => Promise.all(nomes.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// the page lists the hashed files it already loaded before this worker controlled it
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.tipo === 'guardar' ? event.data.urls : null;
  if (Array.isArray(urls))
    event.waitUntil(
      caches
        .open(CACHE)
        .then((c) => c.addAll(urls.filter((u) => u.startsWith('/assets/'))))
        .catch(() => undefined),
    );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io/')) return;
  if (req.mode === 'navigate') {
    // the diner's page and the platform admin stay network-only; staff pages fall back to the cached shell
    if (url.pathname.startsWith('/comanda/') || url.pathname.startsWith('/admin')) return;
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) {
            const copia = res.clone();
            event.waitUntil(caches.open(CACHE).then((c) => c.put(SHELL, copia)));
          }
          return res;
        })
        .catch(() => caches.match(SHELL).then((r) => r || Response.error())),
    );
    return;
  }
  // hashed assets never change: cache first; icons and the manifest too
  event.respondWith(
    caches.match(req).then(
      (hit) =>
        hit ||
        fetch(req).then((res) => {
          if (res.ok && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/'))) {
            const copia = res.clone();
            event.waitUntil(caches.open(CACHE).then((c) => c.put(req, copia)));
          }
          return res;
        }),
    ),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const alvo = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((janelas) => {
      const aberta = janelas.find((j) => new URL(j.url).origin === self.location.origin);
      if (aberta) return aberta.focus().then((j) => j && j.navigate(alvo));
      return self.clients.openWindow(alvo);
    }),
  );
});
