import { create } from 'zustand';

/**
 * One AudioContext for the screen's whole life (a new one per chime would leak over a 12 h shift). Browsers only let
 * it play after a user gesture, so the screen shows a banner until the first tap calls liberarSom().
 */
let ctx: AudioContext | null = null;

export const useSom = create<{ liberado: boolean }>(() => ({ liberado: false }));

export function liberarSom() {
  try {
    ctx ??= new AudioContext();
    void ctx.resume().then(() => useSom.setState({ liberado: ctx?.state === 'running' }));
  } catch {
    /* no Web Audio: the card still flashes */
  }
}

/** A short rising two-note chime for a new ticket. */
export function tocarNovoTicket() {
  if (!ctx || ctx.state !== 'running') return;
  const t0 = ctx.currentTime;
  [660, 990].forEach((freq, i) => {
    const osc = ctx!.createOscillator();
    const gain = ctx!.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, t0 + i * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.3, t0 + i * 0.18 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + i * 0.18 + 0.3);
    osc.connect(gain).connect(ctx!.destination);
    osc.start(t0 + i * 0.18);
    osc.stop(t0 + i * 0.18 + 0.32);
  });
}
