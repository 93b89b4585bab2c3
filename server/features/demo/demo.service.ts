export { createGeneratedUser, DEMO_LOGIN, DEMO_PASSWORD, seedDemo } from './demo';
export { generateUserData, type GenerateOptions, type GeneratedData } from './generate';
export { planOperations } from './plan';
export { insertBareUsers } from './bare-users';
export type { ReferenceVolume } from './reference-volume';
export { createGeneratedUsersInBulk, type GeneratedPerson } from './bulk-seed';
