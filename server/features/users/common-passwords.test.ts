import { expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

it('knows the most common passwords, whatever their case', () => {
  for (const password of ['password1', 'azerty', 'Qwerty123', 'abc123']) {
    expect(isCommonPassword(password), password).toBe(true);
  }
});

it('lets an unusual password through', () => {
  expect(isCommonPassword('Pécule-7f3k9q')).toBe(false);
});
