/**
 * How an alert reaches a waiter whose eyes are elsewhere: a chime (the AudioContext is created and resumed on the first
 * tap, as browsers demand), a vibration, and a system notification through the service worker when the page is hidden.
 * Notification permission is asked on a tap, never on load.
 */
let audio: AudioContext | null = null;
let preparado = false;

/** Call once: the first tap anywhere unlocks sound and asks for notification permission. */
export function prepararSinais(): void {
  if (preparado) return;
  preparado = true;
  const aoTocar = () => {
    window.removeEventListener('pointerdown', aoTocar, true);
    window.removeEventListener('keydown', aoTocar, true);
    try {
      audio ??= new AudioContext();
      void audio.resume();
    } catch {
      /* no audio on this device */
    }
    if ('Notification' in window && Notification.permission === 'default')
      void Notification.requestPermission().catch(() => undefined);
  };
  window.addEventListener('pointerdown', aoTocar, true);
  window.addEventListener('keydown', aoTocar, true);
}

export function tocarChime(): void {
  if (!audio || audio.state !== 'running') return;
  const t0 = audio.currentTime;
  [880, 660].forEach((freq, i) => {
    const osc = audio!.createOscillator();
    const gain = audio!.createGain();
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.2, t0 + i * 0.25);
    gain.gain.exponentialRampToValueAtTime(0.001, t0 + i * 0.25 + 0.22);
    osc.connect(gain).connect(audio!.destination);
    osc.start(t0 + i * 0.25);
    osc.stop(t0 + i * 0.25 + 0.25);
  });
}

export function vibrar(): void {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    /* not supported */
  }
}

/** A system notification while the page is hidden (through the service worker when there is one). */
export async function notificarSistema(titulo: string, tag: string, url: string): Promise<void> {
  if (!document.hidden || !('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    if (reg) await reg.showNotification(titulo, { tag, data: { url }, icon: '/icons/icon-192.png' });
    else new Notification(titulo, { tag });
  } catch {
    /* the banner is still there */
  }
}

/** Vibration, chime and (when hidden) a system notification: every shell alert uses these together. */
export function sinalizar(titulo: string, tag: string, url: string): void {
  vibrar();
  tocarChime();
  void notificarSistema(titulo, tag, url);
}
