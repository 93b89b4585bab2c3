/** Accounts the server creates for the end-to-end run (see playwright.config.ts). */
export const DEMO = { login: 'demo', password: 'demo1234', name: 'Camille Demo' };
export const ADMIN = { login: 'admin', password: 'e2e-admin-pass' };
