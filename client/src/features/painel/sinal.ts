/**
 * A short two-note chime (Web Audio, no file to download). Browsers start audio only after the page was touched once
 * (autoplay rules): until then `tocar` answers false and the page offers to turn the sound on.
 */
export function criarSinal() {
  let ctx: AudioContext | null = null;
  const contexto = () => {
    const Ctor =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!ctx && Ctor) ctx = new Ctor();
    return ctx;
  };
  return {
    /** call from a touch or click: unlocks the audio */
    ativar: () => void contexto()?.resume(),
    ativo: () => ctx?.state === 'running',
    tocar(): boolean {
      const c = contexto();
      if (!c || c.state !== 'running') return false;
      [880, 1320].forEach((freq, i) => {
        const osc = c.createOscillator();
        const ganho = c.createGain();
        const inicio = c.currentTime + i * 0.22;
        osc.frequency.value = freq;
        ganho.gain.setValueAtTime(0.0001, inicio);
        ganho.gain.exponentialRampToValueAtTime(0.4, inicio + 0.02);
        ganho.gain.exponentialRampToValueAtTime(0.0001, inicio + 0.5);
        osc.connect(ganho).connect(c.destination);
        osc.start(inicio);
        osc.stop(inicio + 0.55);
      });
      return true;
    },
  };
}
