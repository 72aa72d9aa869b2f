import { describe, expect, it } from 'vitest';
import { routeSetDe } from './route-set';

describe('route set selection', () => {
  it.each([
    ['/admin', 'admin'],
    ['/admin/login', 'admin'],
    ['/admin/qualquer', 'admin'],
    ['/comanda/abc', 'publico'],
    ['/comanda/', 'publico'],
    ['/m/Q1w2E3r4T5y6U7i8', 'publico'],
    ['/c/Q1w2E3r4T5y6U7i8', 'publico'],
    ['/cartoes/12', 'staff'],
    ['/mesas', 'staff'],
    ['/login', 'login'],
    ['/', 'staff'],
    ['/administracao', 'staff'],
    ['/mesa/1/comanda', 'staff'],
  ])('%s -> %s', (path, set) => expect(routeSetDe(path)).toBe(set));
});
