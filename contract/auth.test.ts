import { expect, it } from 'vitest';
import { decodePassword, encodePassword } from './auth';

it('round-trips passwords with accents through base64', () => {
  const encoded = encodePassword('Mötdepasse€1');
  expect(encoded).toBe(Buffer.from('Mötdepasse€1').toString('base64'));
  expect(decodePassword(encoded)).toBe('Mötdepasse€1');
});

it('refuses text that is not base64', () => {
  expect(decodePassword('!!')).toBeNull();
  expect(decodePassword('abc')).toBeNull();
});
