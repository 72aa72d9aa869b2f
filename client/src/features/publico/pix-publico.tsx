import { useEffect, useState } from 'react';
import { formatBRL } from '@comanda/shared/text/format';
import { gerarPix, type PixPublicoDTO } from './api';
import s from './conta.module.css';

/** PIX "copia e cola" and QR (a PNG made by the server, so this page does not bundle a QR library). */
export function PixPublico({ token, valor }: { token: string; valor: number }) {
  const [pix, setPix] = useState<PixPublicoDTO | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [copiado, setCopiado] = useState(false);
  useEffect(() => {
    setPix(null);
    setErro(null);
    gerarPix(token, valor)
      .then(setPix)
      .catch((e) => setErro(e.message || 'Não foi possível gerar o PIX'));
  }, [token, valor]);
  if (erro) return <p className={s.muted}>{erro}</p>;
  if (!pix) return <p className={s.muted}>Gerando PIX…</p>;
  async function copiar() {
    try {
      await navigator.clipboard.writeText(pix!.payload);
      setCopiado(true);
    } catch {
      setCopiado(false);
    }
  }
  return (
    <div className={s.pix} data-testid="publico-pix">
      <strong>PIX de {formatBRL(pix.valor)}</strong>
      <img src={pix.qrCode} alt={`QR Code PIX de ${formatBRL(pix.valor)}`} />
      <textarea
        readOnly
        rows={3}
        value={pix.payload}
        aria-label="PIX copia e cola"
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" className={`${s.botao} ${s.secundario}`} onClick={copiar}>
        {copiado ? 'Código copiado!' : 'Copiar código PIX'}
      </button>
      <p className={s.muted}>Depois de pagar, mostre o comprovante ao caixa.</p>
    </div>
  );
}
