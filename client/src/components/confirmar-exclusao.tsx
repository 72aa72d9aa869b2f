import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { Dialogo } from './dialogo';

/** Generic delete confirmation: 'Cancelar' / 'Excluir', 'Excluindo...' while running, not dismissible by clicking outside. */
export function ConfirmarExclusao({
  aberto,
  titulo,
  descricao,
  onClose,
  onConfirmar,
}: {
  aberto: boolean;
  titulo: string;
  descricao: string;
  onClose(): void;
  onConfirmar(): Promise<void>;
}) {
  const [excluindo, setExcluindo] = useState(false);
  return (
    <Dialogo
      opened={aberto}
      onClose={onClose}
      title={titulo}
      closeOnClickOutside={false}
      closeOnEscape={!excluindo}
      withCloseButton={!excluindo}
    >
      <Text mb="md">{descricao}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={excluindo}>
          Cancelar
        </Button>
        <Button
          color="red"
          disabled={excluindo}
          onClick={async () => {
            setExcluindo(true);
            try {
              await onConfirmar();
            } finally {
              setExcluindo(false);
            }
          }}
        >
          {excluindo ? 'Excluindo...' : 'Excluir'}
        </Button>
      </Group>
    </Dialogo>
  );
}
