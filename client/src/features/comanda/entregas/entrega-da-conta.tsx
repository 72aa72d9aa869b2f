import { useEffect, useState } from 'react';
import { linhasDaEntrega, type EntregaDTO } from '@comanda/shared';
import { api } from '../../../lib/api-client';

/**
 * A delivery's lines on the pre-bill (issue 39): the phone, the address, the notes and what to collect, as the printed
 * ticket has them (linhasDaEntrega). Nothing for whoever may not see deliveries.
 */
export function EntregaDaConta({ vendaId, className }: { vendaId: number; className?: string }) {
  const [linhas, setLinhas] = useState<string[] | null>(null);
  useEffect(() => {
    api
      .get<EntregaDTO>(`/api/vendas/${vendaId}/entrega`)
      .then((e) => setLinhas(linhasDaEntrega(e)))
      .catch(() => setLinhas(null));
  }, [vendaId]);
  if (!linhas) return null;
  return (
    <div className={className} data-testid="pre-conta-entrega">
      {linhas.map((l) => (
        <div key={l}>
          <b>{l}</b>
        </div>
      ))}
    </div>
  );
}
