import { Table, Text } from '@mantine/core';

/** A read-only table of text cells: first column left, the others (figures) right; `vazio` when there are no rows. */
export function TabelaSimples({
  cab,
  linhas,
  vazio,
  minWidth,
}: {
  cab: string[];
  linhas: string[][];
  vazio: string;
  minWidth: number;
}) {
  if (linhas.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {vazio}
      </Text>
    );
  }
  const lado = (i: number) => (i ? 'right' : 'left');
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {cab.map((c, i) => (
              <Table.Th key={c} ta={lado(i)}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((l, i) => (
            <Table.Tr key={i}>
              {l.map((c, j) => (
                <Table.Td key={j} ta={lado(j)}>
                  {c}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
