import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';

const t = useTestApp();

describe('scheduled report e-mail limits', () => {
  it('at most 10 recipients per schedule and 10 schedules per company, with a clear 400', async () => {
    t.ctx.config.smtpUrl = 'smtp://127.0.0.1:1'; // creation only needs SMTP configured; nothing is sent here
    try {
      const auth = await t.loginAs('admin');
      const criar = (destinatarios: string[]) =>
        t.app.inject({
          method: 'POST',
          url: '/api/relatorios/agendamentos',
          headers: auth,
          payload: { frequencia: 'diaria', destinatarios },
        });
      const onze = Array.from({ length: 11 }, (_, i) => `pessoa${i}@demo.com.br`);
      const muitos = await criar(onze);
      expect(muitos.statusCode).toBe(400);
      expect(muitos.json().message).toBe('No máximo 10 destinatários por agendamento');
      expect((await criar(onze.slice(0, 10))).statusCode).toBe(201);

      const resultados = await Promise.all(Array.from({ length: 12 }, () => criar(['dono@demo.com.br'])));
      expect(resultados.filter((r) => r.statusCode === 201)).toHaveLength(9);
      const recusados = resultados.filter((r) => r.statusCode !== 201);
      expect(recusados.map((r) => r.statusCode)).toEqual([400, 400, 400]);
      expect(recusados[0]!.json().message).toBe('Limite de 10 agendamentos atingido. Remova um para criar outro.');
      const n = await t.ctx.db
        .selectFrom('relatorio_agendamentos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('empresa_id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(10);
    } finally {
      t.ctx.config.smtpUrl = undefined;
    }
  });
});
