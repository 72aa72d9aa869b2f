import { useEffect, useState } from 'react';
import { chaveEmGrupos } from '@comanda/shared/rules/fiscal';
import type { NotaPublicaDTO } from '@comanda/shared/schemas/fiscal';
import { buscarNotaPublica } from './api';
import s from './conta.module.css';

/** Asks often right after the close (an automatic note is authorized within seconds), then rarely, then stops. */
const RAPIDO_MS = 2_000;
const LENTO_MS = 30_000;
const RAPIDO_POR_MS = 2 * 60_000;
const DESISTIR_MS = 30 * 60_000;
const final = (n: NotaPublicaDTO | null) => n?.situacao === 'autorizada' || n?.situacao === 'cancelada';

/**
 * The closed tab's note by its (dead) link: the tab's sockets are dropped at the close, so the page asks the server
 * (GET /api/public/comanda/:token/nota, answered for 12 hours after the close) until the note is final.
 */
function useNotaPublica(token: string | null) {
  const [nota, setNota] = useState<NotaPublicaDTO | null>(null);
  useEffect(() => {
    if (!token) return;
    let vivo = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inicio = Date.now();
    const perguntar = async () => {
      let n: NotaPublicaDTO | null = null;
      try {
        n = await buscarNotaPublica(token);
      } catch {
        // none yet (a manual note not emitted) or the network: ask again
      }
      if (!vivo) return;
      if (n) setNota(n);
      const passou = Date.now() - inicio;
      if (final(n) || passou > DESISTIR_MS) return;
      timer = setTimeout(() => void perguntar(), passou < RAPIDO_POR_MS ? RAPIDO_MS : LENTO_MS);
    };
    void perguntar();
    return () => {
      vivo = false;
      clearTimeout(timer);
    };
  }, [token]);
  return nota;
}

/**
 * 'Nota fiscal emitida' on the diner's phone (issue 38): the link to SEFAZ's consultation page and the access key in
 * groups of 4, so no paper is needed. Nothing while the company emits no note for this tab.
 */
export function ReciboNota({ token }: { token: string | null }) {
  const nota = useNotaPublica(token);
  if (!nota || nota.situacao === 'erro') return null;
  if (nota.situacao === 'pendente')
    return (
      <section className={`${s.card} ${s.recibo}`} data-testid="recibo-nota" aria-live="polite">
        <p className={s.muted}>Emitindo a nota fiscal…</p>
      </section>
    );
  const link = nota.qrcode_url ?? nota.url_consulta;
  return (
    <section className={`${s.card} ${s.recibo}`} data-testid="recibo-nota" aria-live="polite">
      <h2 className={s.titulo}>{nota.situacao === 'cancelada' ? 'Nota fiscal cancelada' : 'Nota fiscal emitida'}</h2>
      {nota.numero && (
        <p className={s.muted}>
          NFC-e nº {nota.numero}, série {nota.serie}
        </p>
      )}
      {nota.chave && (
        <>
          <div className={s.muted}>Chave de acesso</div>
          <p className={s.chave} data-testid="recibo-chave">
            {chaveEmGrupos(nota.chave)}
          </p>
        </>
      )}
      {nota.ambiente === 'homologacao' && <p className={s.muted}>Emitida em homologação — sem valor fiscal</p>}
      {link && nota.situacao === 'autorizada' && (
        <a className={s.consultar} href={link} target="_blank" rel="noopener noreferrer">
          Consultar nota fiscal
        </a>
      )}
    </section>
  );
}
