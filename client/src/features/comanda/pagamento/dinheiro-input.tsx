import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A money field in pt-BR (1.234,56), 2 decimals, value in reais as a number. */
export function DinheiroInput({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & { value: number; onChange(v: number): void }) {
  return (
    <NumberInput
      prefix="R$ "
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={2}
      fixedDecimalScale
      min={0}
      hideControls
      inputMode="decimal"
      {...props}
      value={value}
      onChange={(v) =>
        onChange(typeof v === 'number' ? v : Number(String(v).replace(/\./g, '').replace(',', '.')) || 0)
      }
    />
  );
}
