import './tema.css';
import { STORAGE } from '../../../lib/storage';

/** Applies the theme the staff app stored on this device (Mantine's key); 'auto' or nothing follows the OS. */
export function aplicarTema(): void {
  let escolha: string | null = null;
  try {
    escolha = localStorage.getItem(STORAGE.theme);
  } catch {
    /* storage blocked (private mode): follow the OS */
  }
  if (escolha === 'light' || escolha === 'dark') document.documentElement.dataset.tema = escolha;
}
