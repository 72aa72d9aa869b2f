import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';

export function NomeClienteDialog({
  aberto,
  atual,
  onClose,
  onSalvar,
}: {
  aberto: boolean;
  atual: string;
  onClose(): void;
  onSalvar(nome: string): Promise<void>;
}) {
  const [nome, setNome] = useState(atual);
  const [salvando, setSalvando] = useState(false);
  useEffect(() => setNome(atual), [atual, aberto]);
  return (
    <Dialogo opened={aberto} onClose={onClose} title="Nome do Cliente">
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!nome.trim()) return;
          setSalvando(true);
          await onSalvar(nome.trim()).finally(() => setSalvando(false));
        }}
      >
        <Stack>
          <TextInput
            label="Nome"
            data-autofocus
            value={nome}
            maxLength={100}
            onChange={(e) => setNome(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!nome.trim() || salvando} loading={salvando}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}

export function ConfirmarDialog({
  aberto,
  titulo,
  texto,
  confirmar,
  onClose,
  onConfirmar,
}: {
  aberto: boolean;
  titulo: string;
  texto: string;
  confirmar: string;
  onClose(): void;
  onConfirmar(): Promise<void>;
}) {
  const [enviando, setEnviando] = useState(false);
  return (
    <Dialogo opened={aberto} onClose={onClose} title={titulo}>
      <Stack>
        <Text>{texto}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button
            color="red"
            loading={enviando}
            onClick={async () => {
              setEnviando(true);
              await onConfirmar().finally(() => setEnviando(false));
            }}
          >
            {confirmar}
          </Button>
        </Group>
      </Stack>
    </Dialogo>
  );
}
