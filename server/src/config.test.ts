import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('is off by default and accepts true, a hop count or a list of addresses/CIDRs', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) } as NodeJS.ProcessEnv).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
