import { Badge } from '@mantine/core';
import { useConexao } from '../lib/socket';

/** Live / reconnecting: while reconnecting, screens fall back to polling. */
export function ConexaoIndicator() {
  const estado = useConexao((s) => s.estado);
  const ao = estado === 'conectado';
  return (
    // a native hint: Mantine's Tooltip would bring floating-ui into the first screen of every staff page
    <Badge
      variant="dot"
      color={ao ? 'green' : 'yellow'}
      size="sm"
      data-testid="conexao"
      data-estado={estado}
      visibleFrom="xs"
      title={ao ? 'Atualizações em tempo real ativas' : 'Sem conexão em tempo real: atualizando periodicamente'}
    >
      {ao ? 'Ao vivo' : 'Reconectando'}
    </Badge>
  );
}
