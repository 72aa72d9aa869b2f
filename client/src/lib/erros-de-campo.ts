/** Anything with zod's safeParse; typed structurally so the client does not import zod itself. */
export interface Esquema {
  safeParse(
    v: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Field path ('nome', 'sabores.0.nome') -> its first message, from a shared schema the server also applies. */
export function errosDeCampo<K extends string = string>(schema: Esquema, valores: unknown): Partial<Record<K, string>> {
  const r = schema.safeParse(valores);
  const erros: Partial<Record<K, string>> = {};
  if (!r.success) for (const i of r.error.issues) erros[i.path.map(String).join('.') as K] ??= i.message;
  return erros;
}
